import { chmodSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GitRepo } from '../support/git-repo';
import { snapshot } from '../support/install-home';
import { ChatCompletionsMockServer } from './support/chat-completions-mock.server';
import { kimiDoctor, prepareKimiHome, runKimi, type KimiHome } from './support/kimi-cli';
import { node22 } from './support/node22';
import { checkoutCli, pluginCheckout } from './support/plugin-checkout';

/**
 * `bearing install --host kimi-code`, run from a clone of this repository whose path has a space, into a Kimi Code
 * home whose config.toml already has the user's own hook (and comments), then the real Kimi Code CLI 2.1.0 (`kimi
 * -p`, on the pinned Node 22), offline against a scripted Chat Completions API: `kimi doctor` accepts the config,
 * bearing's [[hooks]] tables refuse `git checkout -b main`, the user's hook still runs, `bearing doctor` agrees;
 * after `bearing uninstall --host kimi-code` the config is byte-identical and `main` can be created again.
 */
const server = new ChatCompletionsMockServer();
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-kimi-install-')));
const clone = pluginCheckout(join(scratch, 'bearing checkout'));
const userLog = join(scratch, 'user-hook.log');
const USER_HOOK = join(scratch, 'user-hook.sh');
const repos: GitRepo[] = [];
let kimi: KimiHome;

/** The user's own [[hooks]] table, with their comments, as they would have it in config.toml. */
const USERS_HOOKS = [
  '# tell me when a turn ends',
  '[[hooks]]',
  'event = "Stop"',
  `command = "sh '${USER_HOOK}' Stop"   # my notifier`,
  'timeout = 10',
  '',
].join('\n');

const bearing = checkoutCli(clone, {
  cwd: scratch,
  // As a Kimi Code user's PATH is: a node Kimi Code 2.1.0 starts on (>= 22.19) first, so doctor's Node check holds.
  env: () => ({ PATH: `${dirname(node22())}:${dirname(process.execPath)}:/usr/bin:/bin`, HOME: kimi.home, KIMI_CODE_HOME: kimi.kimiHome }),
});

async function runWithCommand(command: string) {
  const repo = new GitRepo('work');
  repos.push(repo);
  server.script({ command });
  writeFileSync(userLog, '');
  const run = await runKimi({ cwd: repo.root, kimi, prompt: 'make a branch', env: { BEARING_CACHE_DIR: join(scratch, 'cache') } });
  return { repo, run, toolResults: server.toolResults(), userHookRan: readFileSync(userLog, 'utf8').split('\n').filter(Boolean) };
}

beforeAll(async () => {
  const baseUrl = await server.start();
  writeFileSync(USER_HOOK, `#!/bin/sh\necho "$1" >> "${userLog}"\n`);
  chmodSync(USER_HOOK, 0o755);
  kimi = prepareKimiHome({ baseUrl, plugin: false, extraConfig: USERS_HOOKS });
});
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(kimi.home, { recursive: true, force: true });
});

describe('Kimi Code CLI 2.1.0: bearing install --host kimi-code, live', () => {
  let before: string;

  test("(1) install: exit 0; config.toml is the user's text, then bearing's block; kimi doctor finds it valid", () => {
    before = readFileSync(join(kimi.kimiHome, 'config.toml'), 'utf8');
    const run = bearing('install', '--host', 'kimi-code');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const config = readFileSync(join(kimi.kimiHome, 'config.toml'), 'utf8');
    expect(config.startsWith(before)).toBe(true);
    expect(config.slice(before.length)).toContain(`command = ${JSON.stringify(`node "${clone}/hooks/bearing-hook.cjs" kimi-code`)}`);
    const doctor = kimiDoctor(kimi);
    expect({ exitCode: doctor.exitCode, valid: doctor.stdout.includes('All checked config files are valid.') }).toEqual({ exitCode: 0, valid: true });
  }, 60_000);

  test("(2) kimi -p: `git checkout -b main` is refused by the installed [[hooks]] table; the user's own hook still ran", async () => {
    const denied = await runWithCommand('git checkout -b main');
    expect(denied.run.exitCode).toBe(0);
    expect(denied.toolResults).toEqual([
      expect.stringMatching(/<system>ERROR: Tool execution failed\.<\/system>\nprotected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. /),
    ]);
    expect(denied.repo.branches()).toEqual(['work']);
    expect(denied.userHookRan).toEqual(['Stop']);
  }, 60_000);

  test('(3) bearing doctor --host kimi-code: registered, with only keys 2.1.0 knows, exit 0', () => {
    const run = bearing('doctor', '--host', 'kimi-code');
    expect({ status: run.status, fails: run.stdout.split('\n').filter((line) => line.startsWith('FAIL')) }).toEqual({ status: 0, fails: [] });
    expect(run.stdout).toContain(
      `ok    kimi-code  registered in ${join(kimi.kimiHome, 'config.toml')}: 2 hooks (PreCompact, PreToolUse); the hooks section holds only what 2.1.0 knows`,
    );
  });

  test('(4) uninstall: config.toml byte-identical, no backup left; the same command then creates `main`', async () => {
    const run = bearing('uninstall', '--host', 'kimi-code');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const files = snapshot(kimi.kimiHome, { backups: true });
    expect(files['config.toml']).toBe(before);
    expect(Object.keys(files).filter((f) => f.endsWith('.bearing-backup'))).toEqual([]);
    const allowed = await runWithCommand('git checkout -b main');
    expect(allowed.toolResults).toEqual([expect.stringContaining("Switched to a new branch 'main'")]);
    expect(allowed.userHookRan).toEqual(['Stop']);
  }, 60_000);
});
