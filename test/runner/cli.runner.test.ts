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
  test('--version prints the package version alone', () => {
    const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version;
    expect(bearing('--version')).toMatchObject({ status: 0, stdout: `${version}\n`, stderr: '' });
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
