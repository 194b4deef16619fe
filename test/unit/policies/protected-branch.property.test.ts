import fc from 'fast-check';
import quote from 'shell-quote/quote';
import { ProtectedBranchPolicy } from '../../../src/policies/protected-branch/protected-branch.policy';
import { EvaluatedShellCommandAnalyzer } from '../../../src/services/shell-command/evaluated-shell-command.analyzer';
import { GitBranchRefs } from '../../../src/services/git-files/branch-refs';
import { GitHeadFileReader } from '../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../src/services/git-files/git-refs-file.reader';
import { WorkspaceConfigReader } from '../../../src/services/config/workspace-config.reader';
import { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';
import { policyContext } from '../../support/policy-context';
import { bash } from '../../support/tool-calls';
import { GUARD_CASES, reasonPrefix, type GuardDeny } from '../../support/guard-cases';
import { GuardWorkspaces } from '../../support/guard-workspace';

/**
 * Property: a denied git invocation stays denied, with the same reason, when it is joined with benign
 * commands by `&&`, `;`, `|` (and `||`, line breaks) and wrapped in `bash -c` / `sh -c` / `bash -lc`,
 * any number of times. Fixed seed: a failure is reproducible, and fast-check shrinks it to a minimal command.
 */
const workspaces = new GuardWorkspaces();
afterAll(() => workspaces.remove());
const spec = { on: 'feature/work' };
/** A new analyzer per command, as each event gets its own (the analyzer remembers what it read). */
const policyFor = () =>
  new ProtectedBranchPolicy(
    new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), {}),
    new WorkspaceLocator(),
    new WorkspaceConfigReader(),
    new GitRefsFileReader(),
    new GitBranchRefs(),
  );

/** Single denied git invocations from the command table (working branch checked out, default policy). */
const DENIED: readonly (readonly [string, GuardDeny])[] = GUARD_CASES.filter(
  (c) =>
    typeof c.expect === 'object' &&
    !['config', 'state'].includes(c.expect.rule) &&
    JSON.stringify(c.workspace) === JSON.stringify(spec) &&
    /^git [^;&|\n$`(){}<>#\\]+$/.test(c.command),
).map((c) => [c.command, c.expect as GuardDeny] as const);

const BENIGN = [
  'npm test',
  'ls -la',
  'echo "git checkout -b main"',
  "echo 'git push origin main'",
  'git status --short',
  'git log --oneline main',
  // Commands whose outcome the text does not tell: after `true ||` nothing would run at all.
  'git diff main...HEAD',
  'grep -rn main src',
  'cd sub',
  'test -f x',
  'git checkout -b feature/x',
  'git push origin feature/x',
  'git commit -m "push to main"',
  'cat README.md',
  'printf "%s\\n" done',
  // A `#` inside a word is no comment (shell-quote alone would drop the rest of the line), and backticks run.
  'git commit -m fix#1',
  'curl -s http://x/#a',
  'echo `date`',
];
const JOINS = [' && ', '; ', ' | ', ' || ', '\n'];
const WRAPPERS = [(c: string) => `bash -c ${quote([c])}`, (c: string) => `sh -c ${quote([c])}`, (c: string) => `bash -lc ${quote([c])}`];

const command = fc
  .record({
    denied: fc.constantFrom(...DENIED),
    before: fc.array(fc.constantFrom(...BENIGN), { maxLength: 4 }),
    after: fc.array(fc.constantFrom(...BENIGN), { maxLength: 4 }),
    joins: fc.array(fc.constantFrom(...JOINS), { minLength: 8, maxLength: 8 }),
    wraps: fc.array(fc.nat(WRAPPERS.length - 1), { maxLength: 3 }),
  })
  .map(({ denied, before, after, joins, wraps }) => {
    const parts = [...before, denied[0], ...after];
    let text = parts.map((p, i) => (i === 0 ? p : `${joins[i % joins.length]}${p}`)).join('');
    for (const w of wraps) text = WRAPPERS[w]!(text);
    return { text, expected: denied[1] };
  });

describe('property: a denied git invocation stays denied inside compound and wrapped commands', () => {
  test('the generator draws from enough denied invocations', () => {
    expect(DENIED.length).toBeGreaterThanOrEqual(40);
  });

  test('joined with benign commands and wrapped in shells, the same deny comes back', () => {
    const cwd = workspaces.root(spec);
    fc.assert(
      fc.property(command, ({ text, expected }) => {
        const decision = policyFor().evaluate(
          { host: 'claude-code', family: 'tool/before', nativeEvent: 'PreToolUse', cwd, tool: bash(text), reentry: false, raw: {} },
          policyContext().context,
        );
        return decision.verdict === 'deny' && (decision.reason ?? '').startsWith(reasonPrefix(expected));
      }),
      { seed: 20261129, numRuns: 500 },
    );
  });

  test('the benign commands alone, joined and wrapped the same way, are allowed', () => {
    const cwd = workspaces.root(spec);
    const benign = fc
      .record({
        parts: fc.array(fc.constantFrom(...BENIGN), { minLength: 1, maxLength: 6 }),
        join: fc.constantFrom(...JOINS),
        wraps: fc.array(fc.nat(WRAPPERS.length - 1), { maxLength: 2 }),
      })
      .map(({ parts, join, wraps }) => wraps.reduce((text, w) => WRAPPERS[w]!(text), parts.join(join)));
    fc.assert(
      fc.property(benign, (text) => {
        const decision = policyFor().evaluate(
          { host: 'claude-code', family: 'tool/before', nativeEvent: 'PreToolUse', cwd, tool: bash(text), reentry: false, raw: {} },
          policyContext().context,
        );
        return decision.verdict === 'none';
      }),
      { seed: 20261129, numRuns: 300 },
    );
  });
});
