import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';
import { AnthropicMockServer } from './support/anthropic-mock.server';
import { claude, claudeEnvironment, runClaudePrint } from './support/claude-plugin-cli';
import { checkoutCli, pluginCheckout } from './support/plugin-checkout';

/**
 * `bearing install --host claude-code` with the real Claude Code CLI 2.1.328 on PATH, from a clone of this
 * repository whose path has a space, into a home whose settings.json already has the user's own settings and hook:
 * bearing runs Claude Code's own plugin command, `claude plugin details` and `plugin list` show the plugin enabled,
 * a `claude -p` session (offline, scripted model) has `git checkout -b main` refused while the user's hook still
 * runs, `bearing doctor` agrees and fails once the plugin is disabled, and `bearing uninstall` takes it out again.
 */
const server = new AnthropicMockServer();
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-claude-bearing-install-')));
const home = join(scratch, 'home');
const bin = join(scratch, 'bin');
const clone = pluginCheckout(join(scratch, 'bearing checkout'));
const userLog = join(scratch, 'user-hook.log');
const USER_HOOK = join(scratch, 'user-hook.sh');
const repos: GitRepo[] = [];
let baseUrl: string;

const USERS_SETTINGS = { theme: 'dark', hooks: { Stop: [{ hooks: [{ type: 'command', command: `sh '${USER_HOOK}' Stop` }] }] } };

/** The environment Claude Code runs with here, with `claude` on PATH (as an npm global install puts it). */
const env = () => ({ ...claudeEnvironment(home, baseUrl), PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin` });

const bearing = checkoutCli(clone, { cwd: home, env, timeoutMs: 60_000 });

beforeAll(async () => {
  baseUrl = await server.start();
  mkdirSync(join(home, '.claude'), { recursive: true });
  mkdirSync(bin);
  symlinkSync(join(REPO_ROOT, 'node_modules', '.bin', 'claude'), join(bin, 'claude'));
  writeFileSync(USER_HOOK, `#!/bin/sh\necho "$1" >> "${userLog}"\n`);
  chmodSync(USER_HOOK, 0o755);
  writeFileSync(join(home, '.claude', 'settings.json'), `${JSON.stringify(USERS_SETTINGS, null, 2)}\n`);
});
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  rmSync(scratch, { recursive: true, force: true });
});

describe('Claude Code CLI 2.1.328: bearing install --host claude-code, live', () => {
  test("(1) install runs Claude Code's own command: exit 0, and the plugin is installed from the clone as the marketplace bearing", () => {
    const run = bearing('install', '--host', 'claude-code');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout.split('\n')[0]).toBe(
      `ran: claude plugin install bearing --marketplace '${clone}' --scope user (Claude Code's own plugin install, from bearing's folder as the marketplace bearing)`,
    );
    // Then Claude Code's own words, indented.
    expect(run.stdout).toMatch(/^ {2}.*Successfully installed plugin: bearing@bearing \(scope: user\)$/m);
    // Claude Code rewrote its settings.json itself; the user's settings are all still there.
    expect(JSON.parse(readFileSync(join(home, '.claude', 'settings.json'), 'utf8'))).toMatchObject({
      ...USERS_SETTINGS,
      enabledPlugins: { 'bearing@bearing': true },
    });
    // Again: Claude Code says it is already installed, and exit 0.
    expect(bearing('install', '--host', 'claude-code').status).toBe(0);
  }, 60_000);

  test('(2) claude plugin details and plugin list: bearing with its hooks, enabled', async () => {
    const details = await claude({ home, baseUrl, args: ['plugin', 'details', 'bearing'] });
    expect(details.exitCode).toBe(0);
    expect(details.stdout).toMatch(/^\s*Source: bearing@bearing$/m);
    expect(details.stdout).toMatch(/^\s*Hooks \(5\)\s+PreCompact, PreToolUse, SessionStart, Stop, SubagentStop\s+\(harness-only/m);
    const list = await claude({ home, baseUrl, args: ['plugin', 'list', '--json'] });
    expect(JSON.parse(list.stdout)).toEqual([
      expect.objectContaining({ id: 'bearing@bearing', enabled: true, scope: 'user', readFromFolder: join(clone, 'plugins', 'claude-code') }),
    ]);
  }, 60_000);

  test('(3) bearing doctor --host claude-code: installed and enabled, exit 0', () => {
    const run = bearing('doctor', '--host', 'claude-code');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `ok    claude-code  the plugin bearing@bearing is installed (user scope) and enabled (${join(home, '.claude', 'settings.json')}); its hooks run ${join(clone, 'plugins', 'claude-code', 'hooks', 'bearing-hook.cjs')}`,
    );
  });

  test("(4) claude -p: `git checkout -b main` is refused by the installed plugin; the user's own hook still ran", async () => {
    const repo = new GitRepo('work');
    repos.push(repo);
    server.script({ name: 'Bash', input: { command: 'git checkout -b main', description: 'make branch' } });
    writeFileSync(userLog, '');
    const run = await runClaudePrint({ cwd: repo.root, home, baseUrl, prompt: 'make a branch', env: { BEARING_CACHE_DIR: join(scratch, 'cache') } });
    expect(run.exitCode).toBe(0);
    expect(run.result?.['permission_denials']).toEqual([
      expect.objectContaining({ tool_name: 'Bash', tool_input: { command: 'git checkout -b main', description: 'make branch' } }),
    ]);
    expect(String(server.toolResults()[0]?.content)).toMatch(/^PreToolUse:Bash hook error: protected_ref: main \(rule: create_protected_branch/);
    expect(repo.branches()).toEqual(['work']);
    expect(readFileSync(userLog, 'utf8')).toBe('Stop\n');
  }, 60_000);

  test('(5) disabled with claude plugin disable: bearing doctor says it will not run, and exits 1', async () => {
    expect((await claude({ home, baseUrl, args: ['plugin', 'disable', 'bearing@bearing'] })).exitCode).toBe(0);
    const run = bearing('doctor', '--host', 'claude-code');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `FAIL  claude-code  bearing@bearing is installed (user scope) but not enabled (${join(home, '.claude', 'settings.json')} switches it off): Claude Code runs none of its hooks; claude plugin enable bearing@bearing`,
    );
    expect((await claude({ home, baseUrl, args: ['plugin', 'enable', 'bearing@bearing'] })).exitCode).toBe(0);
  }, 60_000);

  test("(6) uninstall: Claude Code's own commands take the plugin and the marketplace out; the user's settings stay", async () => {
    const run = bearing('uninstall', '--host', 'claude-code');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout.split('\n').filter((line) => line.startsWith('ran: '))).toEqual([
      "ran: claude plugin uninstall bearing@bearing --scope user (Claude Code's own plugin uninstall)",
      'ran: claude plugin marketplace remove bearing (the marketplace bearing install added)',
    ]);
    expect(run.stdout).toMatch(/^ {2}.*Successfully uninstalled plugin: bearing \(scope: user\)$/m);
    expect(run.stdout).toMatch(/^ {2}.*Successfully removed marketplace: bearing$/m);
    const list = await claude({ home, baseUrl, args: ['plugin', 'list', '--json'] });
    expect(JSON.parse(list.stdout)).toEqual([]);
    expect(JSON.parse(readFileSync(join(home, '.claude', 'settings.json'), 'utf8'))).toMatchObject(USERS_SETTINGS);
    expect(bearing('doctor', '--host', 'claude-code').stdout).toMatch(
      /^- {5}claude-code {2}not installed; to install it: bearing install --host claude-code$/m,
    );
  }, 60_000);

  test("(7) --scope project: Claude Code writes the repository's settings with no path of this machine's, and bearing says what a teammate needs", () => {
    const repo = new GitRepo('work');
    repos.push(repo);
    const inRepo = checkoutCli(clone, { cwd: repo.root, env, timeoutMs: 60_000 });
    const run = inRepo('install', '--host', 'claude-code', '--scope', 'project');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const settings = join(repo.root, '.claude', 'settings.json');
    expect(JSON.parse(readFileSync(settings, 'utf8'))).toEqual({ enabledPlugins: { 'bearing@bearing': true } });
    expect(readFileSync(settings, 'utf8')).not.toContain(scratch);
    expect(run.stdout).toContain(`${settings} enables bearing@bearing and names no path of this machine's;`);
    const gone = inRepo('uninstall', '--host', 'claude-code', '--scope', 'project');
    expect(gone.status).toBe(0);
    // Claude Code leaves {"enabledPlugins": {}} in the file it made; bearing takes that and the folder out.
    expect(gone.stdout).toContain(`removed ${settings}, left holding only {"enabledPlugins":{}}, and its folder ${join(repo.root, '.claude')}, left empty`);
    expect(existsSync(join(repo.root, '.claude'))).toBe(false);
  }, 90_000);
});
