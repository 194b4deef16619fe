import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURSOR_INSTALLER } from '../../../src/hosts/cursor/setup/cursor.installer';
import { InstallRefusal } from '../../../src/setup/install-refusal';
import { hookCommandHere, install, snapshot, uninstall, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

/** A user's own hooks file, as people write them: four-space indent, entries on one line, an event bearing also uses. */
const USERS_HOOKS = `{
    "version": 1,
    "hooks": {
        "afterFileEdit": [ { "command": "./hooks/format.sh", "timeout": 10 } ],
        "beforeShellExecution": [
            { "command": "./hooks/audit.sh", "matcher": "curl|wget" }
        ]
    }
}
`;

const entry = (event: string, failClosed = false) => ({
  command: hookCommandHere('cursor', '--event', event),
  timeout: 30,
  ...(failClosed && { failClosed: true }),
});

/** What bearing adds, in the file's own layout (four spaces), after the user's entries. */
const INSTALLED = `{
    "version": 1,
    "hooks": {
        "afterFileEdit": [ { "command": "./hooks/format.sh", "timeout": 10 } ],
        "beforeShellExecution": [
            { "command": "./hooks/audit.sh", "matcher": "curl|wget" },
            {
                "command": ${JSON.stringify(entry('beforeShellExecution').command)},
                "timeout": 30,
                "failClosed": true
            }
        ],
        "beforeMCPExecution": [
            {
                "command": ${JSON.stringify(entry('beforeMCPExecution').command)},
                "timeout": 30,
                "failClosed": true
            }
        ],
        "preCompact": [
            {
                "command": ${JSON.stringify(entry('preCompact').command)},
                "timeout": 30
            }
        ],
        "preToolUse": [
            {
                "command": ${JSON.stringify(entry('preToolUse').command)},
                "timeout": 30
            }
        ],
        "sessionStart": [
            {
                "command": ${JSON.stringify(entry('sessionStart').command)},
                "timeout": 30
            }
        ]
    }
}
`;

describe('bearing install --host cursor', () => {
  test("into a home that has the user's own hooks: theirs untouched, bearing's added after them, then byte-identical after uninstall", () => {
    const home = homes.home({ '.cursor/hooks.json': USERS_HOOKS, '.cursor/mcp.json': '{"servers": {}}\n', 'notes.txt': 'mine\n' });
    const before = snapshot(home);
    const context = homes.context(home);
    const first = install(CURSOR_INSTALLER, context);
    expect(first.code).toBe(0);
    expect(first.out[0]).toBe(
      `added bearing's 5 hooks (beforeMCPExecution, beforeShellExecution, preCompact, preToolUse, sessionStart) to ${join(home, '.cursor', 'hooks.json')} (the file as it was before bearing: ${join(home, '.cursor', 'hooks.json.bearing-backup')})`,
    );
    expect(readFileSync(join(home, '.cursor', 'hooks.json'), 'utf8')).toBe(INSTALLED);
    expect(readFileSync(join(home, '.cursor', 'hooks.json.bearing-backup'), 'utf8')).toBe(USERS_HOOKS);
    // Every other file of the home as it was.
    expect({ ...snapshot(home), '.cursor/hooks.json': USERS_HOOKS }).toEqual(before);

    // Again: nothing to change, nothing written.
    const again = install(CURSOR_INSTALLER, context);
    expect(again.out[0]).toBe(
      `${join(home, '.cursor', 'hooks.json')}: already has bearing's 5 hooks (beforeMCPExecution, beforeShellExecution, preCompact, preToolUse, sessionStart); nothing to change`,
    );
    expect(readFileSync(join(home, '.cursor', 'hooks.json'), 'utf8')).toBe(INSTALLED);

    const removed = uninstall(CURSOR_INSTALLER, context);
    expect(removed.code).toBe(0);
    expect(snapshot(home, { backups: true })).toEqual(before);
  });

  test("the user edited the file after the install: uninstall takes out only bearing's entries and keeps the edit", () => {
    const home = homes.home({ '.cursor/hooks.json': USERS_HOOKS });
    const context = homes.context(home);
    install(CURSOR_INSTALLER, context);
    const path = join(home, '.cursor', 'hooks.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"timeout": 10', '"timeout": 20'));
    uninstall(CURSOR_INSTALLER, context);
    expect(readFileSync(path, 'utf8')).toBe(USERS_HOOKS.replace('"timeout": 10', '"timeout": 20'));
  });

  test('no hooks file yet: bearing writes one of its own, and uninstall removes it', () => {
    const home = homes.home();
    const context = homes.context(home);
    install(CURSOR_INSTALLER, context);
    const written = JSON.parse(readFileSync(join(home, '.cursor', 'hooks.json'), 'utf8'));
    expect(written).toEqual({
      version: 1,
      hooks: {
        beforeMCPExecution: [entry('beforeMCPExecution', true)],
        beforeShellExecution: [entry('beforeShellExecution', true)],
        preCompact: [entry('preCompact')],
        preToolUse: [entry('preToolUse')],
        sessionStart: [entry('sessionStart')],
      },
    });
    uninstall(CURSOR_INSTALLER, context);
    expect(existsSync(join(home, '.cursor', 'hooks.json'))).toBe(false);
  });

  test("entries of another bearing (an old folder) are replaced, the user's stay", () => {
    const old = USERS_HOOKS.replace(
      '"matcher": "curl|wget" }',
      '"matcher": "curl|wget" },\n            { "command": "node \\"/old/bearing/hooks/bearing-hook.cjs\\" cursor --event beforeShellExecution" }',
    );
    const home = homes.home({ '.cursor/hooks.json': old });
    const result = install(CURSOR_INSTALLER, homes.context(home));
    expect(result.out[0]).toMatch(/^updated bearing's 5 hooks .* in /);
    const hooks = JSON.parse(readFileSync(join(home, '.cursor', 'hooks.json'), 'utf8')).hooks;
    expect(hooks.beforeShellExecution).toEqual([{ command: './hooks/audit.sh', matcher: 'curl|wget' }, entry('beforeShellExecution', true)]);
    expect(hooks.afterFileEdit).toEqual([{ command: './hooks/format.sh', timeout: 10 }]);
  });

  test.each([
    ['not JSON', '{ "version": 1, "hooks": { } ', 'is not valid JSON: expected "," or "}", found the end of the file (line 1, column 30)'],
    ['a comment (Cursor reads plain JSON)', '// mine\n{}', 'is not valid JSON: expected a value, found "/" (JSON has no comments) (line 1, column 1)'],
    ['hooks that is a list', '{"version": 1, "hooks": []}', ': "hooks" is not an object'],
  ])('a hooks file with %s: refused in one line, the file untouched, no backup', (_name, text, problem) => {
    const home = homes.home({ '.cursor/hooks.json': text });
    const path = join(home, '.cursor', 'hooks.json');
    expect(() => CURSOR_INSTALLER.install(homes.context(home))).toThrow(
      new InstallRefusal(`${path}${problem.startsWith(':') ? problem : ` ${problem}`}; fix it first (nothing was written)`),
    );
    expect(snapshot(home, { backups: true })).toEqual({ '.cursor/hooks.json': text });
  });

  test("--scope project: the repository's .cursor/hooks.json, from any folder in it; outside a repository, refused", () => {
    const repo = homes.repo();
    mkdirSync(join(repo.root, 'src', 'deep'), { recursive: true });
    const home = homes.home();
    install(CURSOR_INSTALLER, homes.context(home, { scope: 'project', cwd: join(repo.root, 'src', 'deep') }));
    expect(Object.keys(JSON.parse(readFileSync(join(repo.root, '.cursor', 'hooks.json'), 'utf8')).hooks)).toHaveLength(5);
    expect(existsSync(join(home, '.cursor'))).toBe(false);
    expect(() => CURSOR_INSTALLER.install(homes.context(home, { scope: 'project' }))).toThrow(
      /^--scope project changes the current repository's configuration, and .* is not in a git repository$/,
    );
  });

  test("doctor: registered and current; then another folder's entries, and a hook that is gone", () => {
    const home = homes.home({ '.cursor/hooks.json': USERS_HOOKS });
    const context = homes.context(home);
    expect(CURSOR_INSTALLER.check(context)).toEqual({
      registered: false,
      findings: [{ level: 'info', subject: 'cursor', message: 'not installed', fix: 'to install it: bearing install --host cursor' }],
    });
    install(CURSOR_INSTALLER, context);
    const path = join(home, '.cursor', 'hooks.json');
    expect(CURSOR_INSTALLER.check(context).findings).toEqual([
      {
        level: 'ok',
        subject: 'cursor',
        message: `registered in ${path}: 5 hooks (beforeMCPExecution, beforeShellExecution, preCompact, preToolUse, sessionStart)`,
      },
      expect.objectContaining({
        level: 'warn',
        message: "your own hook comes before bearing's for beforeShellExecution: Cursor has been seen to run only the first hook of an event",
      }),
    ]);
    writeFileSync(path, readFileSync(path, 'utf8').split(REPO_ROOT_QUOTED).join('/gone/bearing'));
    expect(CURSOR_INSTALLER.check(context).findings[0]).toEqual({
      level: 'fail',
      subject: 'cursor',
      message: `${path} registers 5 hooks (beforeMCPExecution, beforeShellExecution, preCompact, preToolUse, sessionStart) that run /gone/bearing/hooks/bearing-hook.cjs, which is not there: they do nothing`,
      fix: 'run bearing install --host cursor from the bearing you use',
    });
  });
});

const REPO_ROOT_QUOTED = hookCommandHere().slice('node "'.length, -'/hooks/bearing-hook.cjs"'.length);
