import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCommandLine } from '../../src/check/guard-check';
import { REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';
import { GUARD_CASES } from '../support/guard-cases';
import { GUARD_HOSTS } from '../support/guard-hosts';
import { GuardWorkspaces } from '../support/guard-workspace';
import { hookEnvironment } from '../support/run-hook';

const workspaces = new GuardWorkspaces();
afterAll(() => workspaces.remove());
const env = hookEnvironment({});
const claude = GUARD_HOSTS.find((h) => h.host === 'claude-code')!;
const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const bearing = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [CLI, 'check', ...args], { cwd, encoding: 'utf8', env, timeout: 20_000 });

/** `bearing check` against the packaged hook, row by row of the guard's command table: the same answer, the same reason. */
describe('bearing check agrees with the hook on every row of the command table', () => {
  test.each(GUARD_CASES.map((row) => [`${row.group}: ${JSON.stringify(row.command)} (on ${row.workspace.on})`, row] as const))('%s', async (_, row) => {
    const cwd = workspaces.root(row.workspace);
    const [check, hook] = await Promise.all([checkCommandLine('claude-code', cwd, row.command, env), claude.ask(claude.payload(row.command, cwd))]);
    const verdict = claude.verdict(hook);
    if (verdict.decision === 'deny') expect({ verdict: check.verdict, reason: check.reason }).toEqual({ verdict: 'deny', reason: verdict.reason });
    else expect(['allow', 'not checked']).toContain(check.verdict);
  });
});

describe('bearing check, as a user runs it', () => {
  const repo = new GitRepo('feature/x');
  afterAll(() => repo.remove());

  test('a refusal: the verdict and rule, the reason, each git invocation with its directory and branch, the config; exit 1', () => {
    const run = bearing(repo.root, '--', 'git', 'push', 'origin', 'main');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 1, stderr: '' });
    expect(run.stdout).toBe(
      [
        `deny (rule: push_protected_branch): \`git push origin main\` on claude-code, in ${repo.root}`,
        '  reason: protected_ref: main (rule: push_protected_branch, `git push`). Branches named main, master, develop, prod, production are protected in this workspace; agents do not push to them. Push your work to a branch of its own instead, for example `git push -u origin HEAD:feature/<topic>`, and open a pull request.',
        `  git: \`git push origin main\` runs in ${repo.root}, on feature/x`,
        `  config: none applies (workspace ${repo.root}): the defaults (preset github-flow)`,
        '',
      ].join('\n'),
    );
  });

  test('several arguments are the words the shell made, each put back as one word; one argument is the line as written', () => {
    const words = bearing(repo.root, '--', 'python3', '-c', "import os; os.system('git push origin main')");
    expect([words.status, words.stdout.split('\n')[0]]).toEqual([
      1,
      `deny (rule: push_protected_branch): \`python3 -c 'import os; os.system('\\''git push origin main'\\'')'\` on claude-code, in ${repo.root}`,
    ]);
    // Quoted as one argument, a substitution is the shell's to run: the line is checked as written.
    const line = bearing(repo.root, '--', 'git push origin $(echo main)');
    expect([line.status, line.stdout.split('\n')[0]]).toEqual([
      1,
      `deny (rule: push_protected_branch): \`git push origin $(echo main)\` on claude-code, in ${repo.root}`,
    ]);
  });

  test('what it does not judge says why, exit 0; a parent-folder config is named as ignored', () => {
    const parent = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-parent-')));
    writeFileSync(join(parent, 'bearing.config.json'), '{"branches":{"preset":"custom"}}');
    const inner = new GitRepo('feature/y');
    require('node:fs').renameSync(inner.root, join(parent, 'repo'));
    const run = bearing(join(parent, 'repo'), '--cwd', join(parent, 'repo'), 'git checkout -b "$NAME"');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('not checked: `git checkout -b "$NAME"` on claude-code');
    expect(run.stdout).toContain('  not checked: `git checkout -b $NAME`: the branch name is computed at run time\n');
    expect(run.stdout).toContain(
      `  ignored: ${join(parent, 'bearing.config.json')} (above the workspace ${join(parent, 'repo')}, so not read: only a bearing.config.json in the workspace itself applies)\n`,
    );
  });

  test('--host codex --json: an ask rule becomes a refusal there, saying so; the config file that applied is named', () => {
    // A workspace's first config is approved as first seen; written later, the loosening would wait for the user.
    const asking = new GitRepo('feature/x');
    asking.write('bearing.config.json', '{"branches":{"rules":{"push":"ask"}}}');
    const codex = bearing(asking.root, '--host', 'codex', '--json', '--', 'git push origin main');
    expect(codex.status).toBe(1);
    expect(JSON.parse(codex.stdout)).toMatchObject({
      verdict: 'deny',
      host: 'codex',
      rule: 'push_protected_branch',
      reason: expect.stringMatching(/bearing asks the user first\. OpenAI Codex CLI cannot ask the user from a hook, so bearing refuses instead/),
      config: { files: [join(asking.root, 'bearing.config.json')], ignored: [] },
    });
    const ask = bearing(asking.root, '--json', '--', 'git push origin main');
    expect({ status: ask.status, verdict: JSON.parse(ask.stdout).verdict }).toEqual({ status: 0, verdict: 'ask' });
    asking.remove();
  });

  test('on a host whose tool calls are only agent-guided (Kimi Code 2.1.0), a refusal says the host does not promise to stop the call', () => {
    const kimi = bearing(repo.root, '--host', 'kimi-code', '--', 'git checkout -b main');
    expect(kimi.status).toBe(1);
    expect(kimi.stdout).toContain(
      '\n  host: agent-guided on kimi-code: the agent is told, and the host does not promise to stop the call (Kimi hooks fail open (no fail-closed mode in 2.1.0) and one unknown key or event drops every [[hooks]] entry.)\n',
    );
    expect(JSON.parse(bearing(repo.root, '--host', 'kimi-code', '--json', '--', 'git checkout -b main').stdout)).toMatchObject({ enforcement: 'agent_guided' });
    const claude = bearing(repo.root, '--json', '--', 'git checkout -b main');
    expect(JSON.parse(claude.stdout)).toMatchObject({ verdict: 'deny', enforcement: 'enforced' });
    expect(JSON.parse(claude.stdout)).not.toHaveProperty('guided');
    expect(bearing(repo.root, '--', 'git checkout -b main').stdout).not.toContain('agent-guided');
  });

  test('a loosening written after the approval: the guard keeps the approved rule, and check says what waits', () => {
    const later = new GitRepo('feature/x');
    expect(bearing(later.root, '--', 'git push origin main').status).toBe(1);
    later.write('bearing.config.json', '{"branches":{"rules":{"push":false}}}');
    const run = bearing(later.root, '--', 'git push origin main');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^deny \(rule: push_protected_branch\)/);
    expect(run.stdout).toContain(
      `  approval: bearing.config.json changed since the user approved it and loosens the guard (branches.rules.push deny → off); bearing obeys the approved settings until the user runs \`bearing config approve\` in ${later.root}, in their own terminal\n`,
    );
    later.remove();
  });

  test('a broken config is named where it is, as the hook names it', () => {
    const broken = new GitRepo('feature/z');
    broken.write('bearing.config.json', '{"branches":{"rule":{}}}');
    const run = bearing(broken.root, '--', 'git push origin main');
    expect(run.stdout).toContain(
      `  config: ${join(broken.root, 'bearing.config.json')}:1:14: unknown key "branches.rule" (did you mean "rules"?) (the guard refuses what it would check until the user fixes it)\n`,
    );
    broken.remove();
  });

  test('no command is a usage error', () => {
    expect(bearing(repo.root)).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'bearing check: name the command to check: bearing check -- git push origin main\n',
    });
  });
});
