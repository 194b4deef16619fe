import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitRepo } from '../support/git-repo';
import { AnthropicMockServer } from './support/anthropic-mock.server';
import {
  claude,
  dependencyInstallLines,
  githubMarketplaceStandIn,
  hooksFileRead,
  installedPlugin,
  lastJsonLine,
  runClaudePrint,
} from './support/claude-plugin-cli';
import { capturedRegistrations, expectRegistrations } from './support/live-capture';
import { packagedPlugin, pluginCheckout } from './support/plugin-checkout';

/**
 * The real Claude Code CLI (pinned devDependency) installing bearing the way a user does: from a
 * marketplace (`claude plugin marketplace add`, `claude plugin install bearing@bearing`) in a throw-away
 * HOME, then a `claude -p` session WITHOUT --plugin-dir, offline against a scripted model on 127.0.0.1.
 * The marketplace is a copy of what a clone of this repository holds (plugin-checkout.ts), not this working
 * tree. The second part vendors the plugin with `bearing package --host claude-code` into a folder whose
 * path has a space, and installs or loads it from there.
 */
const CLI_VERSION = '2.1.328';
const PLUGIN = 'bearing@bearing';
const server = new AnthropicMockServer();
let baseUrl: string;
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-claude-install-')));
const captureDir = join(scratch, 'capture');
const repos: GitRepo[] = [];
/** The hook events a plugin's hooks/hooks.json declares: those some policy listens to on Claude Code. */
const declaredEvents = (hooksFile: string) => Object.keys((JSON.parse(readFileSync(hooksFile, 'utf8')) as { hooks: Record<string, unknown> }).hooks).sort();
/**
 * The events a `claude -p` session whose one Bash call is denied fires, in order, that a hooks file can register
 * (observed on 2.1.328; no PostToolUse, no PostToolUseFailure, no PermissionDenied after a hook's deny).
 */
const DENIED_SESSION = ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'Stop', 'SessionEnd'];

beforeAll(async () => {
  baseUrl = await server.start();
});
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  rmSync(scratch, { recursive: true, force: true });
});

function newHome(name: string): string {
  const home = join(scratch, name);
  mkdirSync(home, { recursive: true });
  return home;
}

/** marketplace add + install, as a user types them; the install's debug log tells whether it ran a dependency step. */
async function installFrom(home: string, marketplace: string) {
  const added = await claude({ home, baseUrl, args: ['plugin', 'marketplace', 'add', marketplace, '--json'] });
  const debugFile = join(home, 'install-debug.txt');
  const installed = await claude({ home, baseUrl, args: ['--debug-file', debugFile, 'plugin', 'install', PLUGIN, '--json'] });
  return { added, installed, debugFile, record: installedPlugin(home, PLUGIN) };
}

/** One `claude -p` session in a fresh repository on branch `work` whose scripted model runs `command` with Bash. */
async function runCommand(home: string, command: string, options: { pluginDir?: string; debugFile: string }) {
  const repo = new GitRepo('work');
  repos.push(repo);
  server.script({ name: 'Bash', input: { command, description: 'make branch' } });
  const capture = join(captureDir, `run-${repos.length}`);
  const run = await runClaudePrint({
    cwd: repo.root,
    home,
    baseUrl,
    prompt: 'make a branch',
    ...options,
    env: { BEARING_CAPTURE_DIR: capture, BEARING_CACHE_DIR: join(scratch, 'cache') },
  });
  return { repo, run, toolResults: server.toolResults(), captured: capturedRegistrations(capture), hooksRead: hooksFileRead(options.debugFile) };
}

/**
 * The protected-branch deny, as the CLI reports it, and the branch that must not exist; the session read
 * bearing's hooks from `hooksFile` (by its debug log), and only its hooks ran.
 */
function expectDenied(outcome: Awaited<ReturnType<typeof runCommand>>, hooksFile: string): void {
  expect(outcome.run.exitCode).toBe(0);
  expect(outcome.run.result?.['permission_denials']).toEqual([
    expect.objectContaining({ tool_name: 'Bash', tool_input: { command: 'git checkout -b main', description: 'make branch' } }),
  ]);
  expect(outcome.toolResults).toHaveLength(1);
  expect(outcome.toolResults[0]).toMatchObject({ is_error: true });
  expect(String(outcome.toolResults[0]!.content)).toMatch(
    /^PreToolUse:Bash hook error: protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)/,
  );
  expect(outcome.repo.branches()).toEqual(['work']);
  expect(outcome.hooksRead).toEqual([hooksFile]);
  // The hooks that ran are bearing's, answered as claude-code: exactly the events of the hooks file that
  // session read which the session fired, in order, each once (a plugin loaded twice, say installed and
  // --plugin-dir, would answer every event twice). No other registration here: nothing is capture-only.
  const shipped = declaredEvents(hooksFile);
  expectRegistrations(outcome.captured, { host: 'claude-code', shipped, captureOnly: [], produced: DENIED_SESSION.filter((e) => shipped.includes(e)) });
}

describe(`Claude Code CLI ${CLI_VERSION}, bearing installed from its marketplace the way users install it`, () => {
  const checkout = pluginCheckout(join(scratch, 'bearing-checkout'));
  /** The plugin folder inside the clone that the marketplace entry names (`source`). */
  const pluginRoot = join(
    checkout,
    (
      JSON.parse(readFileSync(join(checkout, '.claude-plugin', 'marketplace.json'), 'utf8')) as { plugins: Array<{ name: string; source: string }> }
    ).plugins.find((p) => p.name === 'bearing')!.source,
  );
  /** The hook events that plugin's hooks/hooks.json declares, which `plugin validate` and `plugin details` must both report. */
  const hookEvents = declaredEvents(join(pluginRoot, 'hooks', 'hooks.json'));
  /** `marketplace add <path of a clone>`: 2.1.328 records a "directory" marketplace and runs the plugin in that folder. */
  const localHome = newHome('home');
  /** `marketplace add https://github.com/<owner>/<repo>.git`: a git clone into HOME; the plugin runs from the plugin cache (HOME has a space). */
  const githubHome = newHome('claude home');
  const github = join(scratch, 'bearing-github');
  let local: Awaited<ReturnType<typeof installFrom>>;
  let fromGithub: Awaited<ReturnType<typeof installFrom>>;

  test('(1) `claude plugin validate --strict` passes the marketplace and the plugin manifest with no error and no warning', async () => {
    const marketplace = await claude({ home: localHome, baseUrl, args: ['plugin', 'validate', checkout, '--strict', '--json'] });
    const report = JSON.parse(marketplace.stdout);
    expect({ exitCode: marketplace.exitCode, success: report['success'], strict: report['strict'] }).toEqual({ exitCode: 0, success: true, strict: true });
    expect(report['manifest']).toMatchObject({ file: join(checkout, '.claude-plugin', 'marketplace.json'), type: 'marketplace', errors: [], warnings: [] });
    expect(report['provides'].skills).toEqual(['bearing:bearing']);
    expect(report['provides'].hooks.map((h: { event: string }) => h.event).sort()).toEqual(hookEvents);

    const plugin = await claude({
      home: localHome,
      baseUrl,
      args: ['plugin', 'validate', join(pluginRoot, '.claude-plugin', 'plugin.json'), '--strict', '--json'],
    });
    const pluginReport = JSON.parse(plugin.stdout);
    expect({ exitCode: plugin.exitCode, success: pluginReport['success'] }).toEqual({ exitCode: 0, success: true });
    expect(pluginReport['manifest']).toMatchObject({ type: 'plugin', errors: [], warnings: [] });

    // The plugin directory's submission checks (the subset `--profile directory` runs) find nothing blocking.
    // (With --strict too they fail: the one finding, ICON_MISSING, is a warning.)
    const directory = await claude({ home: localHome, baseUrl, args: ['plugin', 'validate', checkout, '--profile', 'directory', '--json'] });
    const directoryReport = JSON.parse(directory.stdout);
    expect({ exitCode: directory.exitCode, success: directoryReport['success'], failure: directoryReport['directory'].failure }).toEqual({
      exitCode: 0,
      success: true,
      failure: null,
    });
    expect(directoryReport['directory'].findings.filter((f: { blocking: boolean }) => f.blocking)).toEqual([]);
  });

  test('(2) `claude plugin marketplace add <clone>` and `claude plugin install bearing@bearing` succeed', async () => {
    local = await installFrom(localHome, checkout);
    expect({ exitCode: local.added.exitCode, result: lastJsonLine(local.added.stdout) }).toEqual({
      exitCode: 0,
      result: expect.objectContaining({ command: 'marketplace-add', outcome: 'ok', marketplace: 'bearing' }),
    });
    expect({ exitCode: local.installed.exitCode, result: lastJsonLine(local.installed.stdout) }).toEqual({
      exitCode: 0,
      result: expect.objectContaining({ command: 'install', outcome: 'ok', pluginId: PLUGIN, scope: 'user' }),
    });
    expect(local.record).toMatchObject({
      scope: 'user',
      version: '0.1.0',
      installPath: join(localHome, '.claude', 'plugins', 'cache', 'bearing', 'bearing', '0.1.0'),
    });
  }, 60_000);

  test("(2') `claude plugin marketplace add https://github.com/<owner>/<repo>.git` (a git clone, served from a local repository) and `claude plugin install bearing@bearing` succeed", async () => {
    cpSync(checkout, github, { recursive: true });
    githubMarketplaceStandIn({ folder: github, home: githubHome, repo: 'bearing-test/bearing' });
    fromGithub = await installFrom(githubHome, 'https://github.com/bearing-test/bearing.git');
    expect({ exitCode: fromGithub.added.exitCode, result: lastJsonLine(fromGithub.added.stdout) }).toEqual({
      exitCode: 0,
      result: expect.objectContaining({ command: 'marketplace-add', outcome: 'ok', marketplace: 'bearing' }),
    });
    expect({ exitCode: fromGithub.installed.exitCode, result: lastJsonLine(fromGithub.installed.stdout) }).toEqual({
      exitCode: 0,
      result: expect.objectContaining({ command: 'install', outcome: 'ok', pluginId: PLUGIN, scope: 'user' }),
    });
    const installPath = join(githubHome, '.claude', 'plugins', 'cache', 'bearing', 'bearing', '0.1.0');
    expect(fromGithub.record).toMatchObject({ scope: 'user', version: '0.1.0', installPath });
    for (const file of ['.claude-plugin/plugin.json', 'hooks/hooks.json', 'hooks/bearing-hook.cjs', 'skills/bearing/SKILL.md']) {
      expect({ file, present: existsSync(join(installPath, file)) }).toEqual({ file, present: true });
    }
  }, 60_000);

  test('(2b) neither install has a dependency step (no `npm ci` in the installed copy), and `plugin list` has no note on bearing', async () => {
    // 2.1.328 runs `npm ci --ignore-scripts` in the installed copy whenever it holds package.json and
    // package-lock.json, and plans every package the lockfile lists, devDependencies too (~1.5 GB here,
    // 60 s limit). Offline (npm_config_offline) it fails at once with ENOTCACHED and the install still
    // reports success; `plugin list` then notes "The packages it lists are not installed".
    expect(dependencyInstallLines(local.debugFile)).toEqual([]);
    expect(dependencyInstallLines(fromGithub.debugFile)).toEqual([]);
    const list = await claude({ home: githubHome, baseUrl, args: ['plugin', 'list', '--json'] });
    expect(JSON.parse(list.stdout)).toEqual([expect.not.objectContaining({ notes: expect.anything() })]);
  });

  test('(3) `claude plugin details bearing` lists the skill `bearing` and every hook event of hooks/hooks.json', async () => {
    for (const home of [localHome, githubHome]) {
      const details = await claude({ home, baseUrl, args: ['plugin', 'details', 'bearing'] });
      expect(details.exitCode).toBe(0);
      expect(details.stdout).toMatch(/^bearing 0\.1\.0$/m);
      expect(details.stdout).toMatch(/^\s*Source: bearing@bearing$/m);
      expect(details.stdout).toMatch(/^\s*Skills \(1\)\s+bearing$/m);
      const hooks = /^\s*Hooks \((\d+)\)\s+(.+?)\s+\(harness-only/m.exec(details.stdout);
      expect(hooks && { count: Number(hooks[1]), events: hooks[2]!.split(', ').sort() }).toEqual({ count: hookEvents.length, events: hookEvents });
    }
  });

  test("(4) `claude -p` without --plugin-dir, clone marketplace: the installed plugin's hooks deny `git checkout -b main`", async () => {
    // A "directory" marketplace runs the plugin in place, not from the copy the install made.
    expectDenied(
      await runCommand(localHome, 'git checkout -b main', { debugFile: join(scratch, 'run-local-debug.txt') }),
      join(pluginRoot, 'hooks', 'hooks.json'),
    );
  }, 60_000);

  test("(4') `claude -p` without --plugin-dir, GitHub marketplace: the hooks in the plugin cache deny it, with the source repository gone", async () => {
    renameSync(github, `${github}.moved`);
    try {
      // They ran from the cache, whose path has a space ("claude home").
      expectDenied(
        await runCommand(githubHome, 'git checkout -b main', { debugFile: join(scratch, 'run-github-debug.txt') }),
        join(fromGithub.record!.installPath, 'hooks', 'hooks.json'),
      );
    } finally {
      renameSync(`${github}.moved`, github);
    }
    expect(fromGithub.record!.installPath).toContain(' ');
  }, 60_000);
});

describe(`Claude Code CLI ${CLI_VERSION}, bearing vendored with \`bearing package --host claude-code\` into a path with a space`, () => {
  const vendored = packagedPlugin('claude-code', join(scratch, 'with space', 'bearing'));

  test('(5a) that folder is a marketplace: `marketplace add` + `install` it, and the hooks, run in that folder, deny `git checkout -b main`', async () => {
    const home = newHome('home-vendored');
    const install = await installFrom(home, vendored);
    expect({ exitCode: install.added.exitCode, result: lastJsonLine(install.added.stdout) }).toEqual({
      exitCode: 0,
      result: expect.objectContaining({ outcome: 'ok', marketplace: 'bearing' }),
    });
    expect({ exitCode: install.installed.exitCode, result: lastJsonLine(install.installed.stdout) }).toEqual({
      exitCode: 0,
      result: expect.objectContaining({ outcome: 'ok', pluginId: PLUGIN }),
    });
    // The packaged folder holds no package.json, so nothing is npm-installed.
    expect(dependencyInstallLines(install.debugFile)).toEqual([]);
    expectDenied(await runCommand(home, 'git checkout -b main', { debugFile: join(scratch, 'run-vendored-debug.txt') }), join(vendored, 'hooks', 'hooks.json'));
  }, 60_000);

  test('(5b) loaded with --plugin-dir "<…>/with space/bearing" in a HOME with nothing installed: its hooks deny `git checkout -b main`', async () => {
    expectDenied(
      await runCommand(newHome('home-plugin-dir'), 'git checkout -b main', { pluginDir: vendored, debugFile: join(scratch, 'run-plugin-dir-debug.txt') }),
      join(vendored, 'hooks', 'hooks.json'),
    );
  }, 60_000);
});
