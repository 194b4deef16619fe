import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GitRepo } from '../support/git-repo';
import { snapshot } from '../support/install-home';
import { OpenCodeModelServer, prepareOpenCodeHome, removeOpenCodeHome, runOpenCode, writeOpenCodeConfig, type OpenCodeHome } from './support/opencode-cli';
import { checkoutCli, pluginCheckout } from './support/plugin-checkout';

/**
 * `bearing install --host opencode`, run from a clone of this repository whose path has a space, into the user's
 * global OpenCode config (a JSONC file with their comments), then the real OpenCode 1.18.33 (`opencode run`,
 * offline, scripted model; the project's own opencode.json names the provider and no plugin): OpenCode loads bearing
 * from the global config's `plugin` list and `git checkout -b main` is refused; after `bearing uninstall --host
 * opencode` the file is byte-identical and the same command creates `main`.
 */
const server = new OpenCodeModelServer();
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-opencode-install-')));
const clone = pluginCheckout(join(scratch, 'bearing checkout'));
const repos: GitRepo[] = [];
let origin: string;
let home: OpenCodeHome;

const USERS_CONFIG = `{
  "$schema": "https://opencode.ai/config.json",
  // mine: no telemetry of any kind
  "share": "disabled",
  "autoupdate": false,
}
`;

const bearing = checkoutCli(clone, {
  cwd: scratch,
  env: () => ({ PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: home.home, XDG_CONFIG_HOME: home.config }),
});

async function runWithCommand(command: string) {
  const repo = new GitRepo('work');
  repos.push(repo);
  writeOpenCodeConfig(repo.root, { apiUrl: `${origin}/v1`, plugins: [] });
  server.script({ command, description: 'make a branch' });
  const run = await runOpenCode({ cwd: repo.root, home, proxyUrl: origin, prompt: 'make a branch', env: { BEARING_CACHE_DIR: join(scratch, 'cache') } });
  return { repo, run, toolResults: server.toolResults() };
}

beforeAll(async () => {
  origin = await server.start();
  home = prepareOpenCodeHome();
  writeFileSync(join(home.config, 'opencode', 'opencode.jsonc'), USERS_CONFIG);
});
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  if (home) removeOpenCodeHome(home);
  rmSync(scratch, { recursive: true, force: true });
});

describe('OpenCode 1.18.33: bearing install --host opencode, live', () => {
  const config = () => join(home.config, 'opencode', 'opencode.jsonc');

  test("(1) install: exit 0; the clone is added to a new `plugin` list in the user's opencode.jsonc, their comment kept", () => {
    const run = bearing('install', '--host', 'opencode');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(readFileSync(config(), 'utf8')).toBe(
      USERS_CONFIG.replace('"autoupdate": false,', `"autoupdate": false,\n  "plugin": [\n    ${JSON.stringify(clone)}\n  ],`),
    );
    expect(bearing('doctor', '--host', 'opencode').stdout).toContain(`ok    opencode  ${config()} names bearing as a plugin (${clone})`);
  });

  test('(2) opencode run: OpenCode loads bearing from the global config, and `git checkout -b main` is refused', async () => {
    const denied = await runWithCommand('git checkout -b main');
    expect(denied.run.exitCode).toBe(0);
    expect(denied.repo.branches()).toEqual(['work']);
    expect(denied.toolResults.join('\n')).toContain('protected_ref: main (rule: create_protected_branch, `git checkout -b`)');
  }, 90_000);

  test('(3) uninstall: opencode.jsonc byte-identical, no backup left; the same command then creates `main`', async () => {
    const run = bearing('uninstall', '--host', 'opencode');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const files = snapshot(join(home.config, 'opencode'), { backups: true });
    expect(files['opencode.jsonc']).toBe(USERS_CONFIG);
    expect(Object.keys(files).filter((f) => f.endsWith('.bearing-backup'))).toEqual([]);
    const allowed = await runWithCommand('git checkout -b main');
    expect(allowed.repo.branches().sort()).toEqual(['main', 'work']);
  }, 90_000);
});
