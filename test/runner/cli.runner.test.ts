import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isGroup } from '../../src/cli/args/command-spec';
import { COMMAND_CATALOG } from '../../src/cli/command-catalog';
import { REPO_ROOT } from '../support/fixtures';

const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const bearing = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 20_000 });
const paths = COMMAND_CATALOG.flatMap((e) => (isGroup(e) ? e.subcommands.map((c) => `${e.name} ${c.name}`) : [e.name]));

/** The committed CLI, as a user runs it. */
describe('bearing, the command line', () => {
  test.each(['--version', '-v', '-V', 'version'])('%s prints the package version alone', (word) => {
    const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version;
    expect(bearing(word)).toMatchObject({ status: 0, stdout: `${version}\n`, stderr: '' });
  });

  test("a mistyped flag of bearing's own: the near miss, exit 2", () => {
    expect(bearing('--verison')).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'bearing: unknown option --verison (did you mean --version?); options: --help, --version (or a command: see bearing help)\n',
    });
  });

  test('an option given twice is refused, not the last one winning', () => {
    expect(bearing('install', '--host', 'codex', '--host', 'cursor', '--dry-run')).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'bearing install: --host is given 2 times ("codex", then "cursor"); give it once\n',
    });
    expect(bearing('check', '--json', '--json', '--', 'git status')).toMatchObject({
      status: 2,
      stderr: 'bearing check: --json is given 2 times; give it once\n',
    });
  });

  test("check: the checked command's own option before a `--` gets the same line with the `--`", () => {
    expect(bearing('check', 'git', 'push', '-f', 'origin', 'main')).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'bearing check: unknown option -f; put the command after --: bearing check -- git push -f origin main\n',
    });
    expect(bearing('check', '--host', 'codex', 'git', 'commit', '-m', 'two words')).toMatchObject({
      status: 2,
      stderr: "bearing check: unknown option -m; put the command after --: bearing check --host codex -- git commit -m 'two words'\n",
    });
    // A near miss of check's own option is still that.
    expect(bearing('check', '--jsno', '--', 'git status')).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^bearing check: unknown option --jsno \(did you mean --json\?\); options: /),
    });
  });

  test('check and hook: a host bearing knows that runs no hook command is named as such, not as unknown', () => {
    expect(bearing('check', '--host', 'agy', '--', 'git push')).toMatchObject({
      status: 2,
      stdout: '',
      stderr:
        'bearing check: --host agy: AGY (Antigravity CLI) runs no hooks (bearing gives it the skill only); choose from claude-code, cursor, grok-build, codex, kimi-code, pi, opencode\n',
    });
    expect(bearing('hook', 'pi')).toMatchObject({
      status: 2,
      stderr:
        'bearing hook: <host> pi: Pi runs bearing inside its own process (a plugin), not as a hook command; choose from claude-code, cursor, grok-build, codex, kimi-code\n',
    });
  });

  test('`bearing hook <unknown host>`, typed by a person: one stderr line, exit 2 (the packaged hook hosts run stays neutral)', () => {
    expect(bearing('hook', 'claude')).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'bearing hook: unknown <host> "claude" (did you mean "claude-code"?); choose from claude-code, cursor, grok-build, codex, kimi-code\n',
    });
  });

  test('check --cwd: a directory that is not there is refused, exit 2', () => {
    expect(bearing('check', '--cwd', '/nonexistent', '--', 'git status')).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'bearing check: --cwd /nonexistent: no such directory\n',
    });
    expect(bearing('check', '--cwd', CLI, '--', 'git status')).toMatchObject({ status: 2, stderr: `bearing check: --cwd ${CLI}: not a directory\n` });
  });

  test('help, with no words or as `help`: every command on stdout, exit 0', () => {
    const run = bearing('help');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    for (const path of paths) expect(run.stdout).toMatch(new RegExp(`^  ${path} +\\S`, 'm'));
    expect(bearing().stdout).toBe(run.stdout);
  });

  test.each(paths)('bearing %s --help: its own help on stdout, exit 0, the same as `bearing help %s`', (path) => {
    const run = bearing(...path.split(' '), '--help');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(new RegExp(`^bearing ${path}: .+\\n\\nusage: bearing ${path}`));
    expect(bearing('help', ...path.split(' ')).stdout).toBe(run.stdout);
  });

  test('a mistyped command, an unknown option, a missing value: one stderr line, exit 2', () => {
    expect(bearing('inspct')).toEqual(
      expect.objectContaining({
        status: 2,
        stdout: '',
        stderr: `bearing: unknown command "inspct" (did you mean "inspect"?); commands: ${paths
          .map((p) => p.split(' ')[0])
          .filter((p, i, all) => all.indexOf(p) === i)
          .join(', ')} (see bearing help)\n`,
      }),
    );
    expect(bearing('inspect', '--jsn')).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'bearing inspect: unknown option --jsn (did you mean --json?); options: --host, --policy, --json, --markdown, --help\n',
    });
    expect(bearing('package', '--host')).toMatchObject({ status: 2, stdout: '', stderr: 'bearing package: --host needs a value (<id>)\n' });
  });

  test('a reader that stops early (| head -1) ends the output quietly', () => {
    const run = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${CLI}" inspect | head -1`], { encoding: 'utf8', timeout: 20_000 });
    expect({ status: run.status, stderr: run.stderr, lines: run.stdout.split('\n').length }).toEqual({ status: 0, stderr: '', lines: 2 });
  });
});
