import quote from 'shell-quote/quote';
import { CLAUDE_CODE_SAMPLES } from '../../src/hosts/claude-code/claude-code.samples';
import { runHook } from '../support/run-hook';

/**
 * Commands the guard cannot read never hurt the host: the packaged hook allows them (exit 0, nothing on
 * stdout), says nothing unless tracing, and then one line on why, never a stack trace; and it answers
 * quickly even for inputs built to make a reader slow.
 */
const payload = (command: unknown) => JSON.stringify({ ...CLAUDE_CODE_SAMPLES.shellCall('x', '/tmp'), tool_input: { command } });

/** `bash -c '…'` around a command, `levels` times, each level quoted for the one outside it. */
function nested(levels: number, command: string): string {
  let text = command;
  for (let i = 0; i < levels; i++) text = `bash -c ${quote([text])}`;
  return text;
}

const UNREADABLE: readonly (readonly [string, string, RegExp])[] = [
  ['a bad substitution', 'git checkout -b ${', /not checked: the command could not be read: a bad \$\{…\} expansion at character 19$/],
  // No shell receives it: an argument vector cannot hold a NUL (Node refuses to spawn one).
  ['a NUL byte', 'git checkout -b main\u0000', /not checked: the command holds a NUL character, which no shell runs$/],
];

/**
 * Past a bound of the reading, nothing after it is read, and the command is refused: none an agent writes comes near
 * one, and one built to reach it (a push after 20,000 `true`s) would hide what follows.
 */
const PAST_A_BOUND: readonly (readonly [string, string, string])[] = [
  ['100 000 open parentheses', '('.repeat(100_000), 'the command could not be read: the command is nested too deeply'],
  [
    'a 300 KiB here-document',
    `cat > f <<'EOF'\n${'x'.repeat(300 * 1024)}\nEOF\ngit checkout -b main`,
    'the command is longer than 262144 characters and was not read',
  ],
  ['20 001 commands before a push', `${'true\n'.repeat(20_001)}git push origin HEAD:main`, 'the command runs more than 20000 commands; the rest was not read'],
];

/**
 * Under Claude Code's 30 s hook timeout: what the bound catches is a reading that grows without bound (the defect of
 * issue 12 took 30–52 s); an idle machine answers in about a second, a loaded 2-core one in up to 20 s (seen with a
 * load average of 14).
 */
const WITHIN_MS = 25_000;

/** Inputs built to make a reader slow, which the guard now reads whole: judged on what they do, quickly. */
const SLOW_TO_READ: readonly (readonly [string, string])[] = [
  ['8 000 comment lines', '# c\ngit checkout -b main\n'.repeat(8_000)],
  ['10 000 quoted substitutions', `echo "${'$(git checkout -b main)'.repeat(10_000)}"`],
  ['shells nested 10 deep', nested(10, 'git checkout -b main')],
];

describe('commands the guard cannot read, through the packaged hook for claude-code', () => {
  test.each(UNREADABLE)('%s: allowed; silent without tracing', (_, command) => {
    const run = runHook(['claude-code'], payload(command));
    expect(run).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  test.each(UNREADABLE)('%s: with BEARING_TRACE=1, one line on why and the decision line, no stack trace', (_, command, why) => {
    const started = Date.now();
    const run = runHook(['claude-code'], payload(command), { BEARING_TRACE: '1' });
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^bearing: protected-branch: ${why.source}`)),
      'bearing: trace: claude-code PreToolUse → tool/before: none',
    ]);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });

  test.each(PAST_A_BOUND)('%s: refused, saying which bound, whatever `unreadable` says', (_, command, bound) => {
    const run = runHook(['claude-code'], payload(command));
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(run.stdout).hookSpecificOutput).toEqual({
      hookEventName: 'PreToolUse',
      permissionDecision: 'deny',
      permissionDecisionReason: `unreadable_command: bearing cannot tell what this command does (rule: read_limit; ${bound}). A command this large is refused wherever it is written: split it into smaller commands.`,
    });
  });

  test.each(SLOW_TO_READ)('%s: refused for what it does, well within the host timeout', (_, command) => {
    const started = Date.now();
    const run = runHook(['claude-code'], payload(command));
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(run.stdout).hookSpecificOutput).toMatchObject({
      permissionDecision: 'deny',
      permissionDecisionReason: expect.stringMatching(/^protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)/),
    });
  });

  // An argument vector is a command line (protected-branch.payload-shapes.runner.test.ts); an array holding anything but strings is not.
  test.each([
    ['a number', 42],
    ['null', null],
    ['an array that is not all strings', ['git', 'checkout', '-b', 7]],
    ['an empty string', ''],
  ])('tool_input.command that is %s: no shell command, no decision', (_, command) => {
    expect(runHook(['claude-code'], payload(command))).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});
