import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_CODE_INSTALLER } from '../../../src/hosts/claude-code/setup/claude-code.installer';
import { REPO_ROOT } from '../../support/fixtures';
import { calls, fakeCommand, install, run, uninstall, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

/** Claude Code's own files after `claude plugin install bearing` (their shape as 2.1.328 writes them). */
function claudeFiles(home: string, options: { enabled: boolean; records?: object[] }): void {
  mkdirSync(join(home, '.claude', 'plugins'), { recursive: true });
  writeFileSync(join(home, '.claude', 'settings.json'), JSON.stringify({ enabledPlugins: { 'bearing@bearing': options.enabled } }));
  const records = options.records ?? [
    { scope: 'user', installPath: join(home, '.claude', 'plugins', 'cache', 'bearing', 'bearing', '0.1.0'), version: '0.1.0' },
  ];
  writeFileSync(join(home, '.claude', 'plugins', 'installed_plugins.json'), JSON.stringify({ version: 2, plugins: { 'bearing@bearing': records } }));
  writeFileSync(
    join(home, '.claude', 'plugins', 'known_marketplaces.json'),
    JSON.stringify({ bearing: { source: { source: 'directory', path: REPO_ROOT }, installLocation: REPO_ROOT } }),
  );
}

describe('bearing install --host claude-code: Claude Code installs its plugins itself', () => {
  test("runs Claude Code's own command, with bearing's folder as the marketplace", () => {
    const home = homes.home();
    fakeCommand(home, 'claude', { output: 'Successfully installed plugin: bearing@bearing (scope: user)' });
    const result = install(CLAUDE_CODE_INSTALLER, homes.context(home));
    expect(result.code).toBe(0);
    expect(calls(home, 'claude')).toEqual([`plugin install bearing --marketplace ${REPO_ROOT} --scope user`]);
    expect(result.out[0]).toBe(
      `ran: claude plugin install bearing --marketplace ${REPO_ROOT} --scope user (Claude Code's own plugin install, from bearing's folder as the marketplace bearing)\n  Successfully installed plugin: bearing@bearing (scope: user)`,
    );
  });

  test('without claude on PATH: the one command to run, and exit 1 (nothing was installed)', () => {
    const home = homes.home();
    const result = install(CLAUDE_CODE_INSTALLER, homes.context(home));
    expect(result).toEqual({
      code: 1,
      out: [`claude is not on PATH; run, where it is: claude plugin install bearing --marketplace ${REPO_ROOT} --scope user`],
      err: [],
    });
    // A dry run shows the same line and succeeds.
    expect(run(CLAUDE_CODE_INSTALLER.install(homes.context(home)), homes.context(home), true).code).toBe(0);
  });

  test('a failing claude command: its output on stderr, exit 1', () => {
    const home = homes.home();
    fakeCommand(home, 'claude', { output: 'Marketplace not found', status: 1 });
    const result = install(CLAUDE_CODE_INSTALLER, homes.context(home));
    expect(result.code).toBe(1);
    expect(result.err).toEqual([`bearing: claude plugin install bearing --marketplace ${REPO_ROOT} --scope user failed (exit 1):\nMarketplace not found`]);
  });

  test('uninstall: the plugin, then the marketplace, but only once no other scope or project has bearing', () => {
    const home = homes.home();
    fakeCommand(home, 'claude');
    claudeFiles(home, { enabled: true });
    uninstall(CLAUDE_CODE_INSTALLER, homes.context(home));
    expect(calls(home, 'claude')).toEqual(['plugin uninstall bearing@bearing --scope user', 'plugin marketplace remove bearing']);
    const other = homes.home();
    fakeCommand(other, 'claude');
    claudeFiles(other, { enabled: true, records: [{ scope: 'user' }, { scope: 'project', projectPath: '/some/project' }] });
    uninstall(CLAUDE_CODE_INSTALLER, homes.context(other));
    expect(calls(other, 'claude')).toEqual(['plugin uninstall bearing@bearing --scope user']);
  });

  test('project uninstall: a settings file Claude Code leaves holding only {"enabledPlugins": {}} goes, with its folder; one with the user\'s keys stays', () => {
    const home = homes.home();
    const repo = homes.repo();
    claudeFiles(home, { enabled: true, records: [{ scope: 'project', projectPath: repo.root }] });
    const settings = join(repo.root, '.claude', 'settings.json');
    // A stand-in for Claude Code 2.1.328's uninstall, which rewrites the project's file without bearing's entry.
    const claude = (left: object) => {
      mkdirSync(join(home, 'bin'), { recursive: true });
      writeFileSync(
        join(home, 'bin', 'claude'),
        `#!/bin/sh\ncase "$2" in uninstall) /bin/mkdir -p .claude && printf '%s\\n' '${JSON.stringify(left, null, 2)}' > .claude/settings.json ;; esac\n`,
      );
      chmodSync(join(home, 'bin', 'claude'), 0o755);
    };
    const project = homes.context(home, { scope: 'project', cwd: repo.root });
    claude({ enabledPlugins: {} });
    const gone = uninstall(CLAUDE_CODE_INSTALLER, project);
    expect(gone.out).toContain(`removed ${settings}, left holding only {"enabledPlugins":{}}, and its folder ${join(repo.root, '.claude')}, left empty`);
    expect(existsSync(join(repo.root, '.claude'))).toBe(false);
    claude({ permissions: { allow: ['Bash(npm test)'] }, enabledPlugins: {} });
    uninstall(CLAUDE_CODE_INSTALLER, project);
    expect(JSON.parse(readFileSync(settings, 'utf8'))).toEqual({ permissions: { allow: ['Bash(npm test)'] }, enabledPlugins: {} });
  });

  test('doctor with the plugin in the user scope and in this project: both scopes named, and the file that enables it', () => {
    const home = homes.home();
    const repo = homes.repo();
    claudeFiles(home, { enabled: true, records: [{ scope: 'user' }, { scope: 'project', projectPath: repo.root }] });
    mkdirSync(join(repo.root, '.claude'));
    writeFileSync(join(repo.root, '.claude', 'settings.json'), JSON.stringify({ enabledPlugins: { 'bearing@bearing': true } }));
    const [finding] = CLAUDE_CODE_INSTALLER.check(homes.context(home, { cwd: repo.root })).findings;
    expect(finding?.message).toMatch(
      new RegExp(`^the plugin bearing@bearing is installed \\(user and project scopes\\) and enabled \\(${join(repo.root, '.claude', 'settings.json')}\\)`),
    );
  });

  test('doctor: installed and enabled; installed but switched off is a failure; CLAUDE_CONFIG_DIR is where Claude Code keeps them', () => {
    const home = homes.home();
    claudeFiles(home, { enabled: true });
    expect(CLAUDE_CODE_INSTALLER.check(homes.context(home)).findings).toEqual([
      {
        level: 'ok',
        subject: 'claude-code',
        message: `the plugin bearing@bearing is installed (user scope) and enabled (${join(home, '.claude', 'settings.json')}); its hooks run ${join(REPO_ROOT, 'plugins', 'claude-code', 'hooks', 'bearing-hook.cjs')}`,
      },
    ]);
    claudeFiles(home, { enabled: false });
    expect(CLAUDE_CODE_INSTALLER.check(homes.context(home)).findings).toEqual([
      {
        level: 'fail',
        subject: 'claude-code',
        message: `bearing@bearing is installed (user scope) but not enabled (${join(home, '.claude', 'settings.json')} switches it off): Claude Code runs none of its hooks`,
        fix: 'claude plugin enable bearing@bearing',
      },
    ]);
    expect(CLAUDE_CODE_INSTALLER.check(homes.context(home, { env: { CLAUDE_CONFIG_DIR: join(home, 'elsewhere') } })).findings[0]).toMatchObject({
      level: 'info',
      message: 'not installed',
    });
  });
});
