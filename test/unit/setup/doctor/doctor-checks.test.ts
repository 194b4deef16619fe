import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileCacheFinding } from '../../../../src/setup/doctor/compile-cache.check';
import { engineMinimum, nodeFinding } from '../../../../src/setup/doctor/node-version.check';
import { doctorFindings, findingLines } from '../../../../src/setup/doctor/run-doctor';
import { workspaceConfigFinding } from '../../../../src/setup/doctor/workspace-config.check';
import { HOST_CATALOG } from '../../../../src/hosts/host-catalog';
import { fakeCommand, install, useInstallHome } from '../../../support/install-home';

const homes = useInstallHome();
const cursor = HOST_CATALOG.find((h) => h.id === 'cursor')!;
const kimi = HOST_CATALOG.find((h) => h.id === 'kimi-code')!;
const pi = HOST_CATALOG.find((h) => h.id === 'pi')!;

describe('doctor: the node the hook commands start', () => {
  test.each([
    ['v20.19.0', [], 'ok', "v20.19.0 at <node>, the first on PATH: bearing's hook needs Node >=20"],
    ['v18.20.4', [], 'warn', "v18.20.4 at <node>, the first on PATH, is older than bearing's hook needs Node >=20"],
    ['v18.20.4', [cursor], 'fail', "v18.20.4 at <node>, the first on PATH, is older than bearing's hook needs Node >=20 (cursor runs it)"],
    ['v20.19.0', [kimi], 'fail', 'v20.19.0 at <node>, the first on PATH, is older than Kimi Code 2.1.0 needs (Node >= 22.19.0): it does not start'],
    ['v20.20.2', [pi], 'fail', 'v20.20.2 at <node>, the first on PATH, is older than Pi 1.6.0 needs (Node >= 22.19.0): it does not start'],
    ['v22.19.0', [pi], 'ok', "v22.19.0 at <node>, the first on PATH: bearing's hook needs Node >=20; Pi 1.6.0 needs Node >= 22.19.0"],
    [
      'v22.19.0',
      [kimi],
      'ok',
      "v22.19.0 at <node>, the first on PATH: bearing's hook needs Node >=20 (kimi-code runs it); Kimi Code 2.1.0 needs Node >= 22.19.0",
    ],
  ] as const)('%s with %j registered: %s', (version, hosts, level, message) => {
    const home = homes.home();
    const node = fakeCommand(home, 'node', { output: version });
    const commandHosts = hosts.filter((h) => h.installer?.runtime.kind === 'node-on-path');
    const finding = nodeFinding(homes.context(home), '>=20', commandHosts, hosts);
    expect({ level: finding.level, message: finding.message }).toEqual({ level, message: message.replace('<node>', node) });
  });

  test('no node on PATH, with a host that runs hook commands: a failure, and what to do', () => {
    expect(nodeFinding(homes.context(homes.home()), '>=20', [cursor], [])).toEqual({
      level: 'fail',
      subject: 'node',
      message: "no node on PATH: bearing's hook needs Node >=20 (cursor runs it)",
      fix: 'install Node, or put it on the PATH the hosts start with',
    });
  });

  test("engines.node is read as its lowest version, and a form doctor cannot read is bearing's own mistake", () => {
    expect(engineMinimum('>=20')).toEqual([20, 0, 0]);
    expect(engineMinimum('>= 22.19.0')).toEqual([22, 19, 0]);
    expect(() => engineMinimum('^20')).toThrow(/not of the form >=N/);
  });
});

describe('doctor: which bearing.config.json applies here', () => {
  test("none: the defaults; a valid one: named; a broken one: a failure, in the reader's words", () => {
    const repo = homes.repo();
    mkdirSync(join(repo.root, 'pkg'));
    expect(workspaceConfigFinding(join(repo.root, 'pkg'))).toEqual({
      level: 'ok',
      subject: 'config',
      message: `no ${join(repo.root, 'bearing.config.json')}: the defaults apply here (branch preset github-flow)`,
    });
    writeFileSync(join(repo.root, 'bearing.config.json'), '{"branches": {"preset": "gitflow"}}');
    expect(workspaceConfigFinding(join(repo.root, 'pkg'))).toEqual({
      level: 'ok',
      subject: 'config',
      message: `${join(repo.root, 'bearing.config.json')} applies here and is valid`,
    });
    writeFileSync(join(repo.root, 'bearing.config.json'), '{"branches": {"presets": "gitflow"}}');
    expect(workspaceConfigFinding(repo.root)).toMatchObject({
      level: 'fail',
      message: `${join(repo.root, 'bearing.config.json')}:1:15: unknown key "branches.presets" (did you mean "preset"?); bearing's hooks refuse what they would check until it is fixed`,
    });
  });
});

describe('doctor: the compile cache', () => {
  test.each([
    ['turned off', { BEARING_NO_COMPILE_CACHE: '1' }, 'info'],
    ['no folder named at all', { HOME: undefined }, 'warn'],
  ] as const)('%s', (_name, env, level) => {
    expect(compileCacheFinding(env as Record<string, string | undefined>).level).toBe(level);
  });

  test('missing (the hook creates it), usable with caches in it, open to others (the hook will not use it), a file', () => {
    const home = homes.home();
    const cache = join(home, 'cache');
    expect(compileCacheFinding({ BEARING_CACHE_DIR: cache })).toEqual({
      level: 'ok',
      subject: 'cache',
      message: `${cache} does not exist yet: the first hook call creates it`,
    });
    mkdirSync(cache, { mode: 0o700 });
    writeFileSync(join(cache, 'hook-0123456789abcdef-v20.0.0-x64.v8'), '');
    expect(compileCacheFinding({ BEARING_CACHE_DIR: cache })).toEqual({ level: 'ok', subject: 'cache', message: `${cache} is usable (1 compiled hook cache)` });
    chmodSync(cache, 0o777);
    expect(compileCacheFinding({ BEARING_CACHE_DIR: cache })).toMatchObject({
      level: 'warn',
      message: `${cache} is not yours alone (another owner, or others may write to it): the hook does not use it`,
    });
    expect(compileCacheFinding({ BEARING_CACHE_DIR: join(cache, 'hook-0123456789abcdef-v20.0.0-x64.v8') })).toMatchObject({
      level: 'warn',
      message: expect.stringMatching(/is not a folder/),
    });
  });
});

describe('doctor: all of it', () => {
  test('a host registered with an old node on PATH: its line, then node failing for it; one line per finding with what to do', () => {
    const home = homes.home();
    const context = homes.context(home, { env: { BEARING_CACHE_DIR: join(home, 'cache') } });
    install(cursor.installer!, context);
    fakeCommand(home, 'node', { output: 'v16.0.0' });
    const findings = doctorFindings(context, [cursor], '>=20');
    expect(findings.map((f) => [f.subject, f.level])).toEqual([
      ['cursor', 'ok'],
      ['node', 'fail'],
      ['config', 'ok'],
      ['cache', 'ok'],
    ]);
    expect(findingLines(findings).split('\n')[1]).toBe(
      `FAIL  node    v16.0.0 at ${join(home, 'bin', 'node')}, the first on PATH, is older than bearing's hook needs Node >=20 (cursor runs it); put a newer node first on PATH`,
    );
  });
});
