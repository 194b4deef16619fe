import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENCODE_INSTALLER } from '../../../src/hosts/opencode/setup/opencode.installer';
import { REPO_ROOT } from '../../support/fixtures';
import { install, snapshot, uninstall, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

/** A user's global OpenCode config, JSONC as OpenCode takes it: comments, a trailing comma, a plugin of theirs. */
const USERS_CONFIG = `{
  "$schema": "https://opencode.ai/config.json",
  // my theme
  "theme": "tokyonight",
  "plugin": [
    "opencode-wakatime", // time tracking
  ],
}
`;

describe('bearing install --host opencode', () => {
  test("the user's opencode.jsonc: bearing's folder added to their plugin list, comments kept; byte-identical after uninstall", () => {
    const home = homes.home({ '.config/opencode/opencode.jsonc': USERS_CONFIG, '.config/opencode/AGENTS.md': '# mine\n' });
    const before = snapshot(home);
    const context = homes.context(home);
    install(OPENCODE_INSTALLER, context);
    expect(readFileSync(join(home, '.config', 'opencode', 'opencode.jsonc'), 'utf8')).toBe(
      USERS_CONFIG.replace('"opencode-wakatime", // time tracking', `"opencode-wakatime",\n    ${JSON.stringify(REPO_ROOT)}, // time tracking`),
    );
    expect(existsSync(join(home, '.config', 'opencode', 'opencode.json'))).toBe(false);
    expect(install(OPENCODE_INSTALLER, context).out[0]).toMatch(/nothing to change$/);
    expect(OPENCODE_INSTALLER.check(context).findings).toEqual([
      { level: 'ok', subject: 'opencode', message: `${join(home, '.config', 'opencode', 'opencode.jsonc')} names bearing as a plugin (${REPO_ROOT})` },
    ]);
    uninstall(OPENCODE_INSTALLER, context);
    expect(snapshot(home, { backups: true })).toEqual(before);
  });

  test('XDG_CONFIG_HOME is where OpenCode looks; without a config, bearing writes opencode.json, and uninstall removes it', () => {
    const home = homes.home();
    const context = homes.context(home, { env: { XDG_CONFIG_HOME: join(home, 'xdg') } });
    install(OPENCODE_INSTALLER, context);
    expect(JSON.parse(readFileSync(join(home, 'xdg', 'opencode', 'opencode.json'), 'utf8'))).toEqual({
      $schema: 'https://opencode.ai/config.json',
      plugin: [REPO_ROOT],
    });
    uninstall(OPENCODE_INSTALLER, context);
    expect(snapshot(home, { backups: true })).toEqual({});
  });

  test("--scope project: the project's own config file where it has one (.opencode/opencode.json here)", () => {
    const repo = homes.repo();
    writeFileSync(join(repo.root, 'README.md'), 'x');
    mkdirSync(join(repo.root, '.opencode'));
    writeFileSync(join(repo.root, '.opencode', 'opencode.json'), '{ "model": "x/y" }\n');
    const context = homes.context(homes.home(), { scope: 'project', cwd: repo.root });
    install(OPENCODE_INSTALLER, context);
    expect(readFileSync(join(repo.root, '.opencode', 'opencode.json'), 'utf8')).toBe('{ "model": "x/y", "plugin": ["bearing-hooks@0.1.0"] }\n');
    expect(existsSync(join(repo.root, 'opencode.json'))).toBe(false);
  });

  test('doctor: an entry naming a bearing folder without the OpenCode module is a failure (OpenCode skips it without a word)', () => {
    const home = homes.home({ 'old-bearing/package.json': '{"name": "bearing-hooks"}', '.config/opencode/opencode.json': '' });
    writeFileSync(join(home, '.config', 'opencode', 'opencode.json'), JSON.stringify({ plugin: [join(home, 'old-bearing')] }));
    expect(OPENCODE_INSTALLER.check(homes.context(home)).findings).toEqual([
      expect.objectContaining({
        level: 'fail',
        message: `${join(home, '.config', 'opencode', 'opencode.json')} names bearing at ${join(home, 'old-bearing')}, which has no hooks/opencode-plugin.cjs: OpenCode skips a plugin that fails to load without a word`,
      }),
    ]);
  });
});
