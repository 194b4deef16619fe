import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codexHookTrust, codexTrustToml } from '../../src/hosts/codex/setup/codex-hook-trust';
import { GitRepo } from '../support/git-repo';
import { snapshot } from '../support/install-home';
import { codexHooksList } from './support/codex-app-server';
import { codexEnvironment, mockModelToml, runCodex } from './support/codex-cli';
import { checkoutCli, pluginCheckout } from './support/plugin-checkout';
import { ResponsesMockServer } from './support/responses-mock.server';

/**
 * `bearing install --host codex`, run from a clone of this repository whose path has a space, into a Codex home
 * that already has the user's own hooks (trusted, as /hooks leaves them), and then the real Codex CLI 0.169.0,
 * offline against a scripted Responses API: Codex trusts and runs bearing's hooks (its own hooks/list says so, and
 * `git checkout -b main` is refused), the user's hook still runs, `bearing doctor` agrees, and after
 * `bearing uninstall --host codex` the home is byte-identical and `main` can be created again.
 */
const server = new ResponsesMockServer();
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-codex-install-')));
const home = join(scratch, 'home');
const codexHome = join(home, '.codex');
const clone = pluginCheckout(join(scratch, 'bearing checkout'));
const userLog = join(scratch, 'user-hook.log');
const repos: GitRepo[] = [];
let origin: string;

/** The user's own hook: a script that notes each call (the event and the tool's command) in a log. */
const USER_HOOK = join(scratch, 'user-hook.sh');
const USER_HOOKS = `{
  "hooks": {
    "PreToolUse": [
      { "matcher": "Bash", "hooks": [ { "type": "command", "command": "sh ${USER_HOOK} PreToolUse", "timeout": 10 } ] }
    ]
  }
}
`;

function userConfig(baseUrl: string): string {
  return [
    '# my Codex setup',
    ...mockModelToml(baseUrl),
    '[features]',
    'plugins = false   # no curated-plugin sync',
    '',
    '[analytics]',
    'enabled = false',
    '',
    // The user trusted their own hook in /hooks.
    codexTrustToml(codexHookTrust(JSON.parse(USER_HOOKS), join(codexHome, 'hooks.json'))),
  ].join('\n');
}

const bearing = checkoutCli(clone, { cwd: scratch, env: () => codexEnvironment({ home, codexHome, proxyUrl: origin }) });

async function runWithCommand(command: string) {
  const repo = new GitRepo('work');
  repos.push(repo);
  server.script({ command });
  writeFileSync(userLog, '');
  const run = await runCodex({
    cwd: repo.root,
    codexHome: { home, codexHome },
    proxyUrl: origin,
    prompt: 'make a branch',
    env: { BEARING_CACHE_DIR: join(scratch, 'cache') },
  });
  return { repo, run, toolOutputs: server.toolOutputs(), userHookRan: readFileSync(userLog, 'utf8').split('\n').filter(Boolean) };
}

beforeAll(async () => {
  origin = await server.start();
  mkdirSync(codexHome, { recursive: true });
  writeFileSync(USER_HOOK, `#!/bin/sh\necho "$1" >> "${userLog}"\n`);
  chmodSync(USER_HOOK, 0o755);
  writeFileSync(join(codexHome, 'hooks.json'), USER_HOOKS);
  writeFileSync(join(codexHome, 'config.toml'), userConfig(`${origin}/v1`));
}, 60_000);
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  rmSync(scratch, { recursive: true, force: true });
});

describe('Codex CLI 0.169.0: bearing install --host codex, live', () => {
  let before: Record<string, string>;

  test("(1) install: exit 0, bearing's groups after the user's in hooks.json, trust entries at the end of config.toml", () => {
    before = { hooks: readFileSync(join(codexHome, 'hooks.json'), 'utf8'), config: readFileSync(join(codexHome, 'config.toml'), 'utf8') };
    const run = bearing('install', '--host', 'codex');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(readFileSync(join(codexHome, 'config.toml'), 'utf8').startsWith(before['config']!)).toBe(true);
    expect(JSON.parse(readFileSync(join(codexHome, 'hooks.json'), 'utf8')).hooks.PreToolUse[1].hooks[0].command).toBe(
      `node "${clone}/hooks/bearing-hook.cjs" codex`,
    );
  });

  test("(2) Codex's own hooks/list: every hook of bearing's trusted at the hash it computes, and the user's too", async () => {
    const listed = await codexHooksList(codexEnvironment({ home, codexHome, proxyUrl: origin }), scratch);
    const bearings = listed.filter((h) => h.command.includes('bearing-hook.cjs'));
    expect(bearings.map((h) => [h.eventName, h.trustStatus]).sort()).toEqual([
      ['preCompact', 'trusted'],
      ['preToolUse', 'trusted'],
      ['sessionStart', 'trusted'],
      ['stop', 'trusted'],
      ['subagentStop', 'trusted'],
    ]);
    expect(listed.find((h) => h.command.includes('user-hook.sh'))).toMatchObject({
      key: `${join(codexHome, 'hooks.json')}:pre_tool_use:0:0`,
      trustStatus: 'trusted',
    });
  }, 60_000);

  test("(3) codex exec: `git checkout -b main` is refused by bearing's installed hook; the user's own hook still ran", async () => {
    const denied = await runWithCommand('git checkout -b main');
    expect(denied.run.exitCode).toBe(0);
    expect(denied.toolOutputs).toEqual([
      expect.stringMatching(/^Command blocked by PreToolUse hook: protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. /),
    ]);
    expect(denied.repo.branches()).toEqual(['work']);
    expect(denied.userHookRan).toEqual(['PreToolUse']);
  }, 60_000);

  test('(4) bearing doctor --host codex: registered and trusted, exit 0', () => {
    const run = bearing('doctor', '--host', 'codex');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^ok    codex   registered in ${join(codexHome, 'hooks.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: 5 hooks \\(PreCompact, PreToolUse, SessionStart, Stop, SubagentStop\\), trusted$`,
        'm',
      ),
    );
  });

  test("(5) uninstall: both files byte-identical to the user's, no backup left; the same command then creates `main`", async () => {
    const run = bearing('uninstall', '--host', 'codex');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const files = snapshot(codexHome, { backups: true });
    expect({ hooks: files['hooks.json'], config: files['config.toml'] }).toEqual(before);
    expect(Object.keys(files).filter((f) => f.endsWith('.bearing-backup'))).toEqual([]);
    const allowed = await runWithCommand('git checkout -b main');
    expect(allowed.toolOutputs).toEqual([expect.stringContaining("Switched to a new branch 'main'")]);
    expect(allowed.userHookRan).toEqual(['PreToolUse']);
  }, 60_000);
});
