import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_CODE_INSTALLER } from '../../../src/hosts/claude-code/setup/claude-code.installer';
import { CODEX_INSTALLER } from '../../../src/hosts/codex/setup/codex.installer';
import { CURSOR_INSTALLER } from '../../../src/hosts/cursor/setup/cursor.installer';
import { KIMI_CODE_INSTALLER } from '../../../src/hosts/kimi-code/setup/kimi-code.installer';
import { OPENCODE_INSTALLER } from '../../../src/hosts/opencode/setup/opencode.installer';
import { PI_INSTALLER } from '../../../src/hosts/pi/setup/pi.installer';
import { REPO_ROOT } from '../../support/fixtures';
import { calls, fakeCommand, install, snapshot, uninstall, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

describe('what install and uninstall tell a new user', () => {
  test.each([
    ['cursor', CURSOR_INSTALLER, ['.cursor/hooks.json']],
    ['codex', CODEX_INSTALLER, ['.codex/hooks.json', '.codex/config.toml']],
    ['kimi-code', KIMI_CODE_INSTALLER, ['.kimi-code/config.toml']],
    ['opencode', OPENCODE_INSTALLER, ['.config/opencode/opencode.json']],
  ] as const)('uninstalling %s where it was never installed: "nothing to remove" for each file, exit 0, nothing written', (_, installer, files) => {
    const home = homes.home();
    const result = uninstall(installer, homes.context(home));
    expect(result).toEqual({ code: 0, out: files.map((file) => `${join(home, file)}: nothing of bearing's there; nothing to remove`), err: [] });
    expect(snapshot(home)).toEqual({});
  });

  test("uninstalling claude-code where Claude Code never had bearing: no command of Claude Code's run, nothing to remove", () => {
    const home = homes.home();
    fakeCommand(home, 'claude', { output: '✘ Plugin "bearing@bearing" not found in installed plugins', status: 1 });
    const result = uninstall(CLAUDE_CODE_INSTALLER, homes.context(home));
    expect(result).toEqual({ code: 0, out: [`Claude Code has no bearing plugin (${join(home, '.claude', 'plugins')}): nothing to remove`], err: [] });
    expect(calls(home, 'claude')).toEqual([]);
  });

  test("Cursor: install says where bearing's entry went among the user's own", () => {
    const home = homes.home({ '.cursor/hooks.json': '{"version": 1, "hooks": {"beforeShellExecution": [{"command": "./audit.sh"}]}}\n' });
    const result = install(CURSOR_INSTALLER, homes.context(home));
    expect(result.out.join('\n')).toContain(
      "note: bearing's entry comes after your own for beforeShellExecution, and Cursor has been seen to run only the first hook of an event: if bearing does not answer there, put its entry first.",
    );
    expect(install(CURSOR_INSTALLER, homes.context(homes.home())).out.join('\n')).not.toContain('comes after your own');
  });

  test.each([
    ['cursor', CURSOR_INSTALLER, '.cursor'],
    ['codex', CODEX_INSTALLER, '.codex'],
  ] as const)(
    '--scope project on %s: uninstall removes the folder install made, once empty, and keeps one that holds a file of yours',
    (_, installer, folder) => {
      const home = homes.home();
      const repo = homes.repo();
      const context = homes.context(home, { scope: 'project', cwd: repo.root });
      install(installer, context);
      expect(existsSync(join(repo.root, folder))).toBe(true);
      const result = uninstall(installer, context);
      expect(result.out[0]).toMatch(new RegExp(`, and its folder ${join(repo.root, folder).replace(/[.]/g, '\\.')}, left empty$`));
      expect(existsSync(join(repo.root, folder))).toBe(false);

      install(installer, context);
      writeFileSync(join(repo.root, folder, 'mine.txt'), 'mine\n');
      uninstall(installer, context);
      expect(readFileSync(join(repo.root, folder, 'mine.txt'), 'utf8')).toBe('mine\n');
    },
  );

  test('Pi: the final line break its own command drops from settings.json is put back, on install and on uninstall', () => {
    const home = homes.home({ '.pi/agent/settings.json': '{\n  "packages": []\n}\n' });
    const settings = join(home, '.pi', 'agent', 'settings.json');
    // Pi 1.6.0 rewrites the file as JSON.stringify gives it, without the line break at its end.
    mkdirSync(join(home, 'bin'), { recursive: true });
    writeFileSync(join(home, 'bin', 'pi'), `#!/bin/sh\nprintf '{\\n  "packages": ["%s"]\\n}' "$2" > "${settings}"\n`);
    chmodSync(join(home, 'bin', 'pi'), 0o755);
    expect(install(PI_INSTALLER, homes.context(home)).code).toBe(0);
    expect(readFileSync(settings, 'utf8').endsWith('"]\n}\n')).toBe(true);
    expect(uninstall(PI_INSTALLER, homes.context(home)).code).toBe(0);
    expect(readFileSync(settings, 'utf8').endsWith('}\n')).toBe(true);
  });

  test('Pi: a settings file that had no final line break is left without one', () => {
    const home = homes.home({ '.pi/agent/settings.json': '{"packages": []}' });
    const settings = join(home, '.pi', 'agent', 'settings.json');
    mkdirSync(join(home, 'bin'), { recursive: true });
    writeFileSync(join(home, 'bin', 'pi'), `#!/bin/sh\nprintf '{"packages":["x"]}' > "${settings}"\n`);
    chmodSync(join(home, 'bin', 'pi'), 0o755);
    install(PI_INSTALLER, homes.context(home));
    expect(readFileSync(settings, 'utf8')).toBe('{"packages":["x"]}');
  });

  test.each([
    [
      'cursor',
      CURSOR_INSTALLER,
      '.cursor/hooks.json',
      "<file> runs bearing-hook from PATH (through sh) on each machine that checks it out; where bearing is not installed (npm install --global bearing-hooks), it answers Cursor's neutral {} and the guard is off there (bearing doctor says so).",
      'note: bearing-hook is not on PATH on this machine: run npm install --global bearing-hooks: until then the guard is off here too.',
    ],
    [
      'codex',
      CODEX_INSTALLER,
      '.codex/hooks.json',
      '<file> runs bearing-hook from PATH on each machine that checks it out: a teammate needs bearing installed (npm install --global bearing-hooks) and trusts the hooks in /hooks; without it Codex reports the hook failing and runs on without bearing.',
      'note: bearing-hook is not on PATH on this machine: run npm install --global bearing-hooks.',
    ],
    [
      'opencode',
      OPENCODE_INSTALLER,
      'opencode.json',
      "<file> names bearing-hooks@0.1.0, which OpenCode installs from the npm registry on each machine that checks it out (no path of this machine's); where the registry does not have that version, OpenCode goes on without bearing.",
      undefined,
    ],
  ] as const)(
    "--scope project on %s: install says what the committed file runs on a teammate's machine, and what this one lacks",
    (_, installer, file, says, lacks) => {
      const repo = homes.repo();
      const home = homes.home();
      const context = homes.context(home, { scope: 'project', cwd: repo.root });
      const notes = installer.install(context).notes ?? [];
      expect(notes).toContain(says.replace('<file>', join(repo.root, file)));
      expect(install(installer, context).out.join('\n')).not.toContain(REPO_ROOT);
      expect(notes.filter((line) => line.includes('not on PATH on this machine'))).toEqual(lacks ? [lacks] : []);
      fakeCommand(home, 'bearing-hook');
      expect(installer.install(context).notes?.filter((line) => line.includes('not on PATH'))).toEqual([]);
    },
  );
});
