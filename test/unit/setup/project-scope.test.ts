import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CODEX_INSTALLER } from '../../../src/hosts/codex/setup/codex.installer';
import { CURSOR_INSTALLER } from '../../../src/hosts/cursor/setup/cursor.installer';
import { OPENCODE_INSTALLER } from '../../../src/hosts/opencode/setup/opencode.installer';
import { PI_INSTALLER } from '../../../src/hosts/pi/setup/pi.installer';
import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import { doctorFindings } from '../../../src/setup/doctor/run-doctor';
import { REPO_ROOT } from '../../support/fixtures';
import { fakeCommand, hookCommandHere, install, snapshot, uninstall, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

/** What a project's Cursor file runs for an event, spelled out: the bin where `sh` finds it, Cursor's `{}` elsewhere. */
const guarded = (event: string) =>
  `sh -c 'if command -v bearing-hook >/dev/null 2>&1; then exec bearing-hook cursor --event ${event}; fi; cat >/dev/null; echo "{}"'`;

const CURSOR_PROJECT = `{
  "version": 1,
  "hooks": {
    "beforeMCPExecution": [
      {
        "command": ${JSON.stringify(guarded('beforeMCPExecution'))},
        "timeout": 30,
        "failClosed": true
      }
    ],
    "beforeShellExecution": [
      {
        "command": ${JSON.stringify(guarded('beforeShellExecution'))},
        "timeout": 30,
        "failClosed": true
      }
    ],
    "preCompact": [
      {
        "command": ${JSON.stringify(guarded('preCompact'))},
        "timeout": 30
      }
    ],
    "preToolUse": [
      {
        "command": ${JSON.stringify(guarded('preToolUse'))},
        "timeout": 30
      }
    ],
    "sessionStart": [
      {
        "command": ${JSON.stringify(guarded('sessionStart'))},
        "timeout": 30
      }
    ]
  }
}
`;

const codexGroup = `[
      {
        "hooks": [
          {
            "type": "command",
            "command": "bearing-hook codex",
            "timeout": 30
          }
        ]
      }
    ]`;
const CODEX_PROJECT = `{
  "hooks": {
${['PreCompact', 'PreToolUse', 'SessionStart', 'Stop', 'SubagentStop'].map((e) => `    "${e}": ${codexGroup}`).join(',\n')}
  }
}
`;

const OPENCODE_PROJECT = `{
  "$schema": "https://opencode.ai/config.json",
  "plugin": [
    "bearing-hooks@0.1.0"
  ]
}
`;

const PI_PROJECT = `{
  "packages": [
    "npm:bearing-hooks@0.1.0"
  ]
}
`;

function project() {
  const repo = homes.repo();
  const home = homes.home();
  return { repo, home, context: homes.context(home, { scope: 'project', cwd: repo.root }) };
}

describe('bearing install --scope project writes files a teammate can commit (no path of this machine in them)', () => {
  test.each([
    ['cursor', CURSOR_INSTALLER, '.cursor/hooks.json', CURSOR_PROJECT],
    ['codex', CODEX_INSTALLER, '.codex/hooks.json', CODEX_PROJECT],
    ['opencode', OPENCODE_INSTALLER, 'opencode.json', OPENCODE_PROJECT],
    ['pi', PI_INSTALLER, '.pi/settings.json', PI_PROJECT],
  ] as const)('%s: the exact file, and nothing of it left after uninstall', (_, installer, file, bytes) => {
    const { repo, context } = project();
    const before = snapshot(repo.root);
    const entries = readdirSync(repo.root).sort();
    expect(install(installer, context).code).toBe(0);
    expect(readFileSync(join(repo.root, file), 'utf8')).toBe(bytes);
    expect(readFileSync(join(repo.root, file), 'utf8')).not.toContain(REPO_ROOT);
    expect(uninstall(installer, context).code).toBe(0);
    expect(snapshot(repo.root)).toEqual(before);
    // No folder install made is left behind, empty (snapshot lists files only).
    expect(readdirSync(repo.root).sort()).toEqual(entries);
  });

  test('an earlier install that wrote bearing by its folder: install replaces that entry, uninstall takes out either spelling', () => {
    const { repo, context } = project();
    const mine = { command: './hooks/audit.sh', timeout: 10 };
    const old = { command: hookCommandHere('cursor', '--event', 'beforeShellExecution'), timeout: 30, failClosed: true };
    const earlier = `${JSON.stringify({ version: 1, hooks: { beforeShellExecution: [mine, old] } }, null, 2)}\n`;
    const path = join(repo.root, '.cursor', 'hooks.json');
    mkdirSync(join(repo.root, '.cursor'));
    writeFileSync(path, earlier);
    uninstall(CURSOR_INSTALLER, context);
    expect(readFileSync(path, 'utf8')).toBe(`${JSON.stringify({ version: 1, hooks: { beforeShellExecution: [mine] } }, null, 2)}\n`);

    writeFileSync(path, earlier);
    install(CURSOR_INSTALLER, context);
    const after = JSON.parse(readFileSync(path, 'utf8')) as { hooks: Record<string, Array<{ command: string }>> };
    expect(after.hooks['beforeShellExecution']).toEqual([mine, { command: guarded('beforeShellExecution'), timeout: 30, failClosed: true }]);
    expect(readFileSync(path, 'utf8')).not.toContain(REPO_ROOT);
    uninstall(CURSOR_INSTALLER, context);
    expect(readFileSync(path, 'utf8')).toBe(`${JSON.stringify({ version: 1, hooks: { beforeShellExecution: [mine] } }, null, 2)}\n`);
  });

  test.each([
    ['cursor', CURSOR_INSTALLER, '.cursor/hooks.json', '.cursor/hooks.json'],
    ['codex', CODEX_INSTALLER, '.codex/hooks.json', '.codex/hooks.json'],
    ['opencode', OPENCODE_INSTALLER, '.config/opencode/opencode.json', 'opencode.json'],
  ] as const)(
    '%s in both scopes: doctor warns that each event in the project runs bearing twice, and says how to keep one',
    (host, installer, file, projectFile) => {
      const { repo, home, context } = project();
      const user = homes.context(home, { cwd: repo.root });
      install(installer, user);
      const twice = (f: { message: string }) => f.message.includes('runs it twice');
      expect(installer.check(user).findings.filter(twice)).toEqual([]);
      install(installer, context);
      const expected = {
        subject: host,
        level: 'warn',
        message: `bearing is registered both in ${join(home, file)} and in ${join(repo.root, projectFile)}: each event in this project runs it twice`,
        fix: `keep one: bearing uninstall --host ${host} (your own), or bearing uninstall --host ${host} --scope project`,
      };
      expect(installer.check(context).findings.filter(twice)).toEqual([expected]);
    },
  );

  test("Pi: the relative folder an earlier `pi install <folder> -l` wrote gives way to the npm spec; the user's packages stay", () => {
    const { repo, context } = project();
    mkdirSync(join(repo.root, '.pi'));
    const path = join(repo.root, '.pi', 'settings.json');
    const earlier = `{\n  "defaultModel": "x",\n  "packages": [\n    "npm:their-pkg@1.0.0",\n    ${JSON.stringify(relative(join(repo.root, '.pi'), REPO_ROOT))}\n  ]\n}`;
    writeFileSync(path, earlier);
    expect(install(PI_INSTALLER, context).code).toBe(0);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ defaultModel: 'x', packages: ['npm:their-pkg@1.0.0', 'npm:bearing-hooks@0.1.0'] });
    expect(uninstall(PI_INSTALLER, context).code).toBe(0);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ defaultModel: 'x', packages: ['npm:their-pkg@1.0.0'] });
  });

  test("OpenCode: an earlier install's folder entry gives way to the npm spec, and uninstall takes out either", () => {
    const { repo, context } = project();
    const path = join(repo.root, 'opencode.json');
    const earlier = `{ "model": "x/y", "plugin": ["their-plugin", ${JSON.stringify(REPO_ROOT)}] }\n`;
    writeFileSync(path, earlier);
    uninstall(OPENCODE_INSTALLER, context);
    expect(readFileSync(path, 'utf8')).toBe('{ "model": "x/y", "plugin": ["their-plugin"] }\n');
    writeFileSync(path, earlier);
    install(OPENCODE_INSTALLER, context);
    expect(readFileSync(path, 'utf8')).toBe('{ "model": "x/y", "plugin": ["their-plugin","bearing-hooks@0.1.0"] }\n');
    uninstall(OPENCODE_INSTALLER, context);
    expect(readFileSync(path, 'utf8')).toBe('{ "model": "x/y", "plugin": ["their-plugin"] }\n');
  });

  test('Cursor on Windows starts hooks through PowerShell, where sh may be missing: install still warns, for the project file only', () => {
    const warning =
      "note: on Windows Cursor starts hooks through PowerShell: a teammate there needs sh on PATH (Git for Windows has one), or Cursor's fail-closed gates refuse every shell command.";
    expect(CURSOR_INSTALLER.install(project().context).notes).toContain(warning);
    expect(CURSOR_INSTALLER.install(homes.context(homes.home())).notes).not.toContain(warning);
  });

  test("the user's scope keeps bearing's folder: that file is this machine's", () => {
    const home = homes.home();
    install(CURSOR_INSTALLER, homes.context(home));
    expect(readFileSync(join(home, '.cursor', 'hooks.json'), 'utf8')).toContain(JSON.stringify(hookCommandHere('cursor', '--event', 'sessionStart')));
  });
});

describe('the project Cursor command, run by a real sh as Cursor runs it', () => {
  /** Runs the project file's beforeShellExecution command with a `git checkout -b main` payload, with PATH as given. */
  function gate(path: string) {
    const { repo, home, context } = project();
    install(CURSOR_INSTALLER, context);
    const file = JSON.parse(readFileSync(join(repo.root, '.cursor', 'hooks.json'), 'utf8')) as { hooks: Record<string, Array<{ command: string }>> };
    const command = file.hooks['beforeShellExecution']![0]!.command;
    const payload = {
      hook_event_name: 'beforeShellExecution',
      command: 'git checkout -b main',
      cwd: repo.root,
      conversation_id: 'c1',
      workspace_roots: [repo.root],
    };
    return spawnSync('/bin/sh', ['-c', command], {
      cwd: repo.root,
      input: JSON.stringify(payload),
      encoding: 'utf8',
      env: { PATH: path, HOME: home, BEARING_CACHE_DIR: join(home, 'cache') },
    });
  }

  test("with bearing-hook on PATH (a shim running this checkout's hook) the gate refuses", () => {
    const bin = homes.home();
    writeFileSync(
      join(bin, 'bearing-hook'),
      `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(join(REPO_ROOT, 'hooks', 'bearing-hook.cjs'))} "$@"\n`,
    );
    chmodSync(join(bin, 'bearing-hook'), 0o755);
    const result = gate(`${bin}:/usr/bin:/bin`);
    const reason =
      'protected_ref: main (rule: create_protected_branch, `git checkout -b`). Branches named main, master, develop, prod, production are protected in this workspace and are not created by agents. Create a working branch with another name instead, for example `git checkout -b feature/<topic>`.';
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      status: 2,
      stdout: `${JSON.stringify({ permission: 'deny', user_message: reason, agent_message: reason })}\n`,
      stderr: '',
    });
  });

  test("without it the reply is Cursor's neutral {} and exit 0 (not a failure the fail-closed gate would refuse)", () => {
    const result = gate('/usr/bin:/bin');
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({ status: 0, stdout: '{}\n', stderr: '' });
  });
});

describe('bearing doctor on a project file that runs bearing-hook from PATH', () => {
  test.each([
    ['cursor', CURSOR_INSTALLER, '.cursor/hooks.json', "its hooks answer Cursor's neutral {}"],
    ['codex', CODEX_INSTALLER, '.codex/hooks.json', 'its hooks fail here and it runs without bearing'],
  ] as const)('%s: where bearing-hook is not on PATH the guard is off there, and doctor says how to install it', (host, installer, file, offHere) => {
    const { repo, home, context } = project();
    install(installer, context);
    expect(installer.check(context).findings).toContainEqual({
      level: 'fail',
      subject: host,
      message: `${join(repo.root, file)} runs bearing-hook from PATH, which is not on PATH on this machine: bearing's guard is off here (${offHere})`,
      fix: 'install it: npm install --global bearing-hooks',
    });
    fakeCommand(home, 'bearing-hook');
    expect(installer.check(context).findings.map((f) => f.message)).not.toContainEqual(expect.stringContaining('not on PATH'));
  });

  test('a stale project entry: the fix line names --scope project', () => {
    const { repo, context } = project();
    const old = { command: hookCommandHere('cursor', '--event', 'beforeShellExecution'), timeout: 30, failClosed: true };
    mkdirSync(join(repo.root, '.cursor'));
    writeFileSync(join(repo.root, '.cursor', 'hooks.json'), JSON.stringify({ version: 1, hooks: { beforeShellExecution: [old] } }));
    expect(CURSOR_INSTALLER.check(context).findings).toContainEqual(
      expect.objectContaining({ level: 'warn', fix: 'run bearing install --host cursor --scope project to bring them up to date' }),
    );
  });

  test('bearing installed on no host: a FAIL line (doctor exits 1) with the command that installs it', () => {
    const home = homes.home();
    const findings = doctorFindings(homes.context(home, { env: { BEARING_CACHE_DIR: join(home, 'cache') } }), HOST_CATALOG, '>=20');
    expect(findings.filter((f) => f.subject === 'bearing')).toEqual([
      {
        level: 'fail',
        subject: 'bearing',
        message: 'installed on no host checked: none runs its policies',
        fix: 'bearing install --host <id> (bearing install --help lists the hosts)',
      },
    ]);
    install(CURSOR_INSTALLER, homes.context(home));
    expect(doctorFindings(homes.context(home), HOST_CATALOG, '>=20').filter((f) => f.subject === 'bearing')).toEqual([]);
    expect(existsSync(join(home, '.cursor', 'hooks.json'))).toBe(true);
  });

  test("doctor --host of a host that keeps its plugins out of bearing's sight (Grok Build, AGY): not checked, and no FAIL for it", () => {
    const home = homes.home();
    const only = (ids: string[]) => HOST_CATALOG.filter((h) => ids.includes(h.id));
    const nowhere = (ids: string[]) => doctorFindings(homes.context(home), only(ids), '>=20').filter((f) => f.subject === 'bearing').length;
    expect([nowhere(['grok-build']), nowhere(['agy']), nowhere(['grok-build', 'agy']), nowhere(['grok-build', 'cursor'])]).toEqual([0, 0, 0, 1]);
  });
});
