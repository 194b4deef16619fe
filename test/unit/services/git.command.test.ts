import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { runGit, type GitRunOptions } from '../../../src/services/candidate/git.command';
import { useScratch } from '../../support/scratch';

const PATH = process.env['PATH'] ?? '';
const scratch = useScratch();
const repo = () => scratch.repo('work');

function options(overrides: Partial<GitRunOptions> = {}): GitRunOptions {
  return { env: { PATH }, timeoutMs: 10_000, maxBytes: 1024 * 1024, ...overrides };
}

/** `NAME=value` lines → the values of the names asked for, absent names left out. */
function pick(envOutput: string, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of envOutput.split('\n')) {
    const at = line.indexOf('=');
    const name = line.slice(0, at);
    if (at > 0 && names.includes(name)) values[name] = line.slice(at + 1);
  }
  return values;
}

describe('runGit', () => {
  test('a git that exits: its code, stdout and stderr as they are', async () => {
    const r = repo();
    const head = r.git('rev-parse', 'HEAD');
    expect(await runGit(['-C', r.root, 'rev-parse', 'HEAD'], options())).toStrictEqual({ kind: 'exited', code: 0, stdout: `${head}\n`, stderr: '' });
    expect(await runGit(['-C', r.root, 'rev-parse', '--verify', 'nope'], options())).toStrictEqual({
      kind: 'exited',
      code: 128,
      stdout: '',
      stderr: 'fatal: Needed a single revision\n',
    });
  });

  test('git runs in the C locale, without prompts or optional locks, and never told where the repository is by the caller environment', async () => {
    const r = repo();
    const other = repo();
    // Each of these would point git at another repository than `-C <root>` (or, for the rest, change what it says).
    const env = {
      PATH,
      LC_ALL: 'de_DE.UTF-8',
      LANGUAGE: 'de',
      GIT_OPTIONAL_LOCKS: '1',
      GIT_TERMINAL_PROMPT: '1',
      GIT_DIR: join(other.root, '.git'),
      GIT_WORK_TREE: other.root,
      GIT_INDEX_FILE: join(other.root, '.git', 'index'),
      GIT_COMMON_DIR: join(other.root, '.git'),
      GIT_OBJECT_DIRECTORY: join(other.root, '.git', 'objects'),
      GIT_NAMESPACE: 'elsewhere',
    };
    // A shell alias shows the environment git itself was given (git adds only its own GIT_PREFIX and the like).
    const run = await runGit(['-C', r.root, '-c', 'alias.showenv=!env', 'showenv'], options({ env }));
    expect(run).toMatchObject({ kind: 'exited', code: 0, stderr: '' });
    const names = Object.keys(env).filter((name) => name !== 'PATH');
    expect(pick(run.kind === 'exited' ? run.stdout : '', names)).toStrictEqual({
      LC_ALL: 'C',
      LANGUAGE: 'C',
      GIT_OPTIONAL_LOCKS: '0',
      GIT_TERMINAL_PROMPT: '0',
    });
  });

  test('output up to the bound is kept; one byte past it kills git', async () => {
    const r = repo();
    const head = r.git('rev-parse', 'HEAD');
    // `rev-parse HEAD` prints 40 hex digits and a newline: 41 bytes.
    expect(await runGit(['-C', r.root, 'rev-parse', 'HEAD'], options({ maxBytes: 41 }))).toStrictEqual({
      kind: 'exited',
      code: 0,
      stdout: `${head}\n`,
      stderr: '',
    });
    expect(await runGit(['-C', r.root, 'rev-parse', 'HEAD'], options({ maxBytes: 40 }))).toStrictEqual({ kind: 'failed', message: 'output over 40 bytes' });
  });

  test('stderr is kept only up to sixteen chunks: a flood of warnings cannot fill the memory', async () => {
    const r = repo();
    const flood = 2_000_000;
    const run = await runGit(['-C', r.root, '-c', `alias.noise=!yes x | head -c ${flood} >&2`, 'noise'], options());
    expect(run).toMatchObject({ kind: 'exited', code: 0, stdout: '' });
    const stderr = run.kind === 'exited' ? run.stderr : '';
    // A pipe read returns at most 64 KiB, so sixteen chunks hold at most 1 MiB of the 2 MB written.
    expect(stderr.length).toBeGreaterThan(0);
    expect(stderr.length).toBeLessThanOrEqual(16 * 64 * 1024);
    expect(stderr).toBe('x\n'.repeat(flood / 2).slice(0, stderr.length));
  });

  test('a git killed by a signal has exited with code -1', async () => {
    const r = repo();
    // The alias's shell is git's child: it kills git itself, as an out-of-memory killer would.
    expect(await runGit(['-C', r.root, '-c', 'alias.die=!kill -KILL $PPID', 'die'], options())).toStrictEqual({
      kind: 'exited',
      code: -1,
      stdout: '',
      stderr: '',
    });
  });

  test('no git on PATH is missing', async () => {
    const empty = scratch.workspace();
    expect(await runGit(['--version'], options({ env: { PATH: empty } }))).toStrictEqual({ kind: 'missing' });
  });

  test('a git that cannot be started for another reason fails with the error code', async () => {
    const bin = scratch.standInGit('exit 0');
    // Not executable: the system refuses to start it (EACCES), which is not "no git".
    chmodSync(join(bin, 'git'), 0o644);
    expect(await runGit(['--version'], options({ env: { PATH: bin } }))).toStrictEqual({ kind: 'failed', message: 'EACCES' });
  });

  test('arguments the system cannot pass (a NUL byte) fail with the reason, without starting git', async () => {
    expect(await runGit(['rev-parse', 'a\u0000b'], options())).toStrictEqual({ kind: 'failed', message: expect.stringContaining('without null bytes') });
  });
});
