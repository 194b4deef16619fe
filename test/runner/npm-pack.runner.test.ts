import { execFileSync, spawnSync } from 'node:child_process';
import { POLICY_CATALOG } from '../../src/policies/policy-catalog';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { packageFiles } from '../../src/packaging/package-files';
import { pluginIdentity, repositoryFiles } from '../../src/packaging/plugin-files';
import { docPages } from '../support/doc-pages';
import { PROTECTED_MAIN_REASON } from '../support/expected-replies';
import { readFixture, REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';

/** bearing-hooks as a user gets it: `npm pack`, then `npm install -g` of that tarball into a temporary prefix. */

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
  exports: Record<string, string>;
  pi: { extensions: string[] };
};
const plain = (path: string) => path.replace(/^\.\//, '');

/**
 * What the package must carry, from what uses it rather than from package.json `files`: every host's plugin files
 * and the package files each host's plugin runs (the host catalog), the entry points package.json names (bins, the
 * OpenCode exports, the Pi extension), and the documents (the README, and the pages it links to: CONTRIBUTING.md and the
 * user guide in docs/). Anything else in the tarball is a file nobody installed needs.
 */
function wantedFiles(): string[] {
  const hosts = [...repositoryFiles(HOST_CATALOG, pluginIdentity(REPO_ROOT, POLICY_CATALOG)).map((f) => f.path), ...HOST_CATALOG.flatMap((h) => h.files ?? [])];
  const entryPoints = [...Object.values(pkg.bin), ...Object.values(pkg.exports), ...pkg.pi.extensions].map(plain);
  // The package's own generated files: the config schema users point `$schema` at.
  const own = packageFiles(POLICY_CATALOG).map((f) => f.path);
  const documents = [...docPages().map((p) => p.path), 'LICENSE', 'CHANGELOG.md'];
  return [...new Set([...hosts, ...own, ...entryPoints, 'package.json', ...documents])].sort();
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-npm-pack-')));
const prefix = join(scratch, 'prefix');
const installed = join(prefix, 'lib', 'node_modules', 'bearing-hooks');

/** npm with nothing of the caller's: a cache and empty config files of its own, and none of the npm_* variables a parent `npm test` sets. */
function npmEnvironment(): NodeJS.ProcessEnv {
  writeFileSync(join(scratch, 'user.npmrc'), '');
  writeFileSync(join(scratch, 'global.npmrc'), '');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return {
    ...inherited,
    npm_config_cache: join(scratch, 'npm-cache'),
    npm_config_userconfig: join(scratch, 'user.npmrc'),
    npm_config_globalconfig: join(scratch, 'global.npmrc'),
    npm_config_update_notifier: 'false',
  };
}

/** A command as a user's shell starts it: its own file (shebang and mode), this Node first on PATH, a private compile cache. */
function runInstalled(bin: string, args: string[], input = '') {
  const env = {
    PATH: [dirname(process.execPath), process.env['PATH'] ?? ''].join(delimiter),
    HOME: scratch,
    BEARING_CACHE_DIR: join(scratch, 'bearing-cache'),
  };
  const run = spawnSync(join(prefix, 'bin', bin), args, { input, encoding: 'utf8', env, timeout: 20_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, error: run.error?.message };
}

let pack: { filename: string; size: number; entryCount: number; files: { path: string; mode: number }[] };
let packStderr: string;
let install: { status: number | null; stderr: string };

beforeAll(() => {
  const env = npmEnvironment();
  // --ignore-scripts: the test packs the committed bundles as they are (their freshness is packaged-hook.freshness's).
  const packed = spawnSync(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  [pack] = JSON.parse(packed.stdout);
  packStderr = packed.stderr;
  mkdirSync(prefix);
  // Offline: the package has no dependencies, and its one peer (Pi's) is optional, so npm must not need the registry.
  const run = spawnSync(npm, ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', join(scratch, pack.filename)], {
    cwd: scratch,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  install = { status: run.status, stderr: run.stderr };
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm pack', () => {
  test("the tarball's name is what the README's `npm install -g ./bearing-hooks-*.tgz` finds", () => {
    expect(pack.filename).toMatch(/^bearing-hooks-\d+\.\d+\.\d+\.tgz$/);
  });

  test('the tarball carries exactly what hosts and package.json entry points need, and the documents: no src, test, fixtures', () => {
    expect(pack.files.map((f) => f.path).sort()).toEqual(wantedFiles());
    expect(packStderr).not.toMatch(/^npm warn/im);
  });

  test('in a bare clone (no node_modules, no npm ci), npm pack with its scripts gives the same files: packing needs no devDependency', () => {
    const clone = join(scratch, 'bare-clone');
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', REPO_ROOT, clone]);
    const packed = spawnSync(npm, ['pack', '--json', '--dry-run'], { cwd: clone, env: npmEnvironment(), encoding: 'utf8', timeout: 60_000 });
    expect({ status: packed.status, nodeModules: readdirSync(clone).includes('node_modules') }).toEqual({ status: 0, nodeModules: false });
    const [bare] = JSON.parse(packed.stdout) as [{ files: { path: string }[] }];
    expect(bare.files.map((f) => f.path).sort()).toEqual(wantedFiles());
    // No lifecycle script runs on pack: what ships is the committed hooks/ and plugins/, built before the commit.
    const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(Object.keys(scripts).filter((name) => /^(pre|post)?(pack|prepare|publish)$|^prepublishOnly$/.test(name))).toEqual([]);
  });

  test("the bins are executable in the tarball and in git's index (a clone checks them out so)", () => {
    const bins = Object.values(pkg.bin).map(plain);
    const modes = new Map(pack.files.map((f) => [f.path, (f.mode & 0o777).toString(8)]));
    expect(bins.map((bin) => [bin, modes.get(bin)])).toEqual(bins.map((bin) => [bin, '755']));
    const index = execFileSync('git', ['ls-files', '-s', '--', ...bins], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(
      index
        .trim()
        .split('\n')
        .map((line) => [line.split('\t')[1], line.split(' ')[0]]),
    ).toEqual(bins.map((bin) => [bin, '100755']));
  });
});

describe('npm install --global <tarball> --offline, into a temporary prefix', () => {
  test('installs the package alone, with exactly the tarball files (no dependencies, no optional peer)', () => {
    expect(install).toEqual({ status: 0, stderr: '' });
    expect(readdirSync(join(prefix, 'lib', 'node_modules'))).toEqual(['bearing-hooks']);
    expect(filesUnder(installed)).toEqual(wantedFiles());
  });

  test('links `bearing` and `bearing-hook` to the bundles, and they are executable', () => {
    const links = Object.entries(pkg.bin).map(([name, target]) => [
      name,
      readlinkSync(join(prefix, 'bin', name)),
      statSync(join(installed, target)).mode & 0o111,
    ]);
    expect(links).toEqual(Object.entries(pkg.bin).map(([name, target]) => [name, join('..', 'lib', 'node_modules', 'bearing-hooks', target), 0o111]));
  });

  test('`bearing --version` prints the package version', () => {
    expect(runInstalled('bearing', ['--version'])).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '', error: undefined });
  });

  test('`bearing demo` and `bench` are not offered in an installed package: help leaves them out, running one says why, exit 2', () => {
    const help = runInstalled('bearing', ['help']);
    expect(help.status).toBe(0);
    const commands = help.stdout
      .split('\n')
      .filter((l) => /^ {2}\S/.test(l))
      .map((l) => l.trim().split(/ {2,}/)[0]);
    expect(commands).toEqual([
      'install',
      'uninstall',
      'doctor',
      'check',
      'rules',
      'inspect',
      'log',
      'trace',
      'replay',
      'plan init',
      'config validate',
      'config approve',
      'hook',
      'package',
    ]);
    for (const command of ['demo', 'bench']) {
      expect(runInstalled('bearing', [command])).toEqual({
        status: 2,
        stdout: '',
        stderr: `bearing ${command}: replays the fixtures of a clone of the bearing repository, which the installed package (${installed}) leaves out: run it from a clone, node <clone>/hooks/bearing-cli.cjs ${command}\n`,
        error: undefined,
      });
    }
    expect(runInstalled('bearing', ['demo', '--help'])).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('(the installed package has no fixtures: exit 2 there)'),
    });
    expect(runInstalled('bearing', ['dmeo'])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('commands: install, uninstall, doctor, check, rules, inspect, log, trace, replay, plan, config, hook, package (see'),
    });
  });

  test('`bearing check` works in an installed package', () => {
    const repo = new GitRepo('feature/x');
    try {
      expect(runInstalled('bearing', ['check', '--cwd', repo.root, '--', 'git push origin main'])).toMatchObject({
        status: 1,
        stdout: expect.stringMatching(/^deny \(rule: push_protected_branch\): /),
      });
    } finally {
      repo.remove();
    }
  });

  test('`bearing-hook claude-code` denies a live Claude Code `git checkout -b main` in a repository on main', () => {
    const repo = new GitRepo('main');
    try {
      const payload = { ...readFixture('claude-code/live/pre-tool-use.bash-checkout-main.json').payload, cwd: repo.root };
      const deny = { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: PROTECTED_MAIN_REASON } };
      expect(runInstalled('bearing-hook', ['claude-code'], JSON.stringify(payload))).toEqual({
        status: 0,
        stdout: `${JSON.stringify(deny)}\n`,
        stderr: '',
        error: undefined,
      });
    } finally {
      repo.remove();
    }
  });

  test('OpenCode and Pi load their entry points from the installed package (package.json exports and pi.extensions)', () => {
    const probe = `const p = require('bearing-hooks/package.json');
      const opencode = require('bearing-hooks/server');
      const pi = require(require('path').join(require.resolve('bearing-hooks/package.json'), '..', p.pi.extensions[0]));
      console.log(JSON.stringify([opencode.id, typeof opencode.server, typeof pi]));`;
    // From the prefix's lib folder, `bearing-hooks` resolves to the installed copy, and only through its exports.
    const run = spawnSync(process.execPath, ['-e', probe], {
      cwd: join(prefix, 'lib'),
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '' },
      timeout: 20_000,
    });
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 0, stdout: '["bearing","function","function"]\n', stderr: '' });
  });
});
