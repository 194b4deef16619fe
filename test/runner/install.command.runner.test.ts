import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';
import { hookCommandHere, snapshot, useInstallHome } from '../support/install-home';

const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const homes = useInstallHome();

/** The committed CLI as a user runs it, in an environment of its own: HOME is the fixture home, nothing else leaks in. */
function bearing(home: string, args: readonly string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const env = { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: home, ...options.env };
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd: options.cwd ?? home, env, encoding: 'utf8', timeout: 20_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const USERS_HOOKS = `{
  "version": 1,
  "hooks": {
    "afterFileEdit": [
      { "command": "./hooks/format.sh", "timeout": 10 }
    ]
  }
}
`;

describe('bearing install, uninstall, doctor: the committed CLI', () => {
  test('install --host cursor --dry-run: a unified diff of the file it would change, then one line; nothing written', () => {
    const home = homes.home({ '.cursor/hooks.json': USERS_HOOKS });
    const path = join(home, '.cursor', 'hooks.json');
    const added = (event: string, failClosed: boolean) => [
      `+    "${event}": [`,
      '+      {',
      `+        "command": ${JSON.stringify(hookCommandHere('cursor', '--event', event))},`,
      `+        "timeout": 30${failClosed ? ',' : ''}`,
      ...(failClosed ? ['+        "failClosed": true'] : []),
      '+      }',
    ];
    const events: Array<[string, boolean]> = [
      ['beforeMCPExecution', true],
      ['beforeShellExecution', true],
      ['preCompact', false],
      ['preToolUse', false],
      ['sessionStart', false],
    ];
    const expected = [
      `--- ${path}`,
      `+++ ${path}`,
      '@@ -3,6 +3,38 @@',
      '   "hooks": {',
      '     "afterFileEdit": [',
      '       { "command": "./hooks/format.sh", "timeout": 10 }',
      ...events.flatMap(([event, failClosed]) => ['+    ],', ...added(event, failClosed)]),
      '     ]',
      '   }',
      ' }',
      '',
      `would add bearing's 5 hooks (beforeMCPExecution, beforeShellExecution, preCompact, preToolUse, sessionStart) to ${path}`,
      '',
    ].join('\n');
    const run = bearing(home, ['install', '--host', 'cursor', '--dry-run']);
    expect(run).toEqual({ status: 0, stdout: expected, stderr: '' });
    expect(readFileSync(path, 'utf8')).toBe(USERS_HOOKS);
  });

  test('install, install again, uninstall: exit 0 each time, the home as it was at the end', () => {
    const home = homes.home({ '.cursor/hooks.json': USERS_HOOKS });
    const before = snapshot(home, { backups: true });
    const path = join(home, '.cursor', 'hooks.json');
    const first = bearing(home, ['install', '--host', 'cursor']);
    expect({ status: first.status, stderr: first.stderr, line: first.stdout.split('\n')[0] }).toEqual({
      status: 0,
      stderr: '',
      line: `added bearing's 5 hooks (beforeMCPExecution, beforeShellExecution, preCompact, preToolUse, sessionStart) to ${path} (the file as it was before bearing: ${path}.bearing-backup)`,
    });
    expect(bearing(home, ['install', '--host', 'cursor']).stdout.split('\n')[0]).toMatch(/; nothing to change$/);
    const removed = bearing(home, ['uninstall', '--host', 'cursor']);
    expect({ status: removed.status, stdout: removed.stdout }).toEqual({
      status: 0,
      stdout: `removed bearing's 5 hooks (beforeMCPExecution, beforeShellExecution, preCompact, preToolUse, sessionStart) from ${path} (back as it was before bearing; its backup went)\n`,
    });
    expect(snapshot(home, { backups: true })).toEqual(before);
  });

  test('a user file that does not parse: one stderr line, exit 1, the file untouched', () => {
    const home = homes.home({ '.kimi-code/config.toml': 'telemetry = fals\n' });
    const run = bearing(home, ['install', '--host', 'kimi-code']);
    expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 1, stdout: '' });
    expect(run.stderr).toMatch(/^bearing install: .*config\.toml is not valid TOML: .*; fix it first \(nothing was written\)\n$/);
    expect(snapshot(home, { backups: true })).toEqual({ '.kimi-code/config.toml': 'telemetry = fals\n' });
  });

  test.each([
    [['install'], 'bearing install: name the host with --host (claude-code, cursor, grok-build, codex, kimi-code, pi, opencode, agy, deepcode)\n'],
    [
      ['install', '--host', 'curser'],
      'bearing install: unknown --host "curser" (did you mean "cursor"?); choose from claude-code, cursor, grok-build, codex, kimi-code, pi, opencode, agy, deepcode\n',
    ],
    [
      ['install', '--host', 'kimi-code', '--scope', 'project'],
      'bearing install: kimi-code has no project-level hook configuration bearing can use; use --scope user\n',
    ],
    [['uninstall', '--host', 'cursor', '--scope', 'everywhere'], 'bearing uninstall: unknown --scope "everywhere"; choose from user, project\n'],
  ])('%j: a usage line, exit 2', (args, stderr) => {
    expect(bearing(homes.home(), args)).toEqual({ status: 2, stdout: '', stderr });
  });

  test('doctor: exit 1 with nothing installed (one FAIL line says so); exit 1 once a registered host will not run (a Codex hook no longer trusted); --json', () => {
    const home = homes.home();
    const env = { BEARING_CACHE_DIR: join(home, 'cache') };
    const clean = bearing(home, ['doctor'], { env });
    expect({ status: clean.status, stderr: clean.stderr }).toEqual({ status: 1, stderr: '' });
    expect(clean.stdout).toMatch(/^- {5}claude-code {2}not installed; to install it: bearing install --host claude-code$/m);
    expect(clean.stdout.split('\n').filter((line) => line.startsWith('FAIL'))).toEqual([
      'FAIL  bearing      installed on no host checked: none runs its policies; bearing install --host <id> (bearing install --help lists the hosts)',
    ]);
    expect(bearing(home, ['install', '--host', 'codex'], { env }).status).toBe(0);
    expect(bearing(home, ['doctor', '--host', 'codex'], { env })).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^ok {4}codex {3}registered in .*, trusted$/m),
    });
    const config = join(home, '.codex', 'config.toml');
    writeFileSync(config, readFileSync(config, 'utf8').replace(/:stop:0:0"\]\n/, ':stop:9:9"]\n'));
    const broken = bearing(home, ['doctor', '--host', 'codex', '--json'], { env });
    expect(broken.status).toBe(1);
    const report = JSON.parse(broken.stdout) as { ok: boolean; findings: Array<{ level: string; subject: string; message: string }> };
    expect(report.ok).toBe(false);
    expect(report.findings.filter((f) => f.level === 'fail')).toEqual([
      expect.objectContaining({
        subject: 'codex',
        message: expect.stringMatching(/^1 of bearing's 5 hooks in .* are not trusted \(1 hook \(Stop\)\): Codex skips them without a word$/),
      }),
    ]);
  });

  test('the packaged hooks carry none of it: installers are left out of them like manifests', () => {
    for (const bundle of ['bearing-hook.cjs', 'bearing-in-process.cjs']) {
      const text = readFileSync(join(REPO_ROOT, 'hooks', bundle), 'utf8');
      expect({ bundle, installer: /bearing-backup|Invalid TOML document|not checked: Grok Build/.test(text) }).toEqual({ bundle, installer: false });
    }
    expect(readFileSync(CLI, 'utf8')).toMatch(/bearing-backup/);
  });
});
