import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import { REPO_ROOT } from '../../support/fixtures';
import { install, snapshot, uninstall, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

describe.each(HOST_CATALOG.map((h) => [h.id, h] as const))('%s: install, uninstall and doctor', (id, host) => {
  test('has an installer, with the scopes it reads hooks from', () => {
    expect(host.installer?.scopes.length).toBeGreaterThan(0);
  });

  test('in an empty home, doctor says it is not installed (or cannot tell), without failing', () => {
    const check = host.installer!.check(homes.context(homes.home()));
    expect(check.registered).toBe(false);
    expect(check.findings.map((f) => [f.subject, f.level])).toEqual([[id, 'info']]);
  });

  test('install then uninstall in an empty home leaves it empty (host commands not on PATH)', () => {
    const home = homes.home();
    const context = homes.context(home);
    install(host.installer!, context);
    uninstall(host.installer!, context);
    expect(snapshot(home, { backups: true })).toEqual({});
  });
});

describe('hosts bearing cannot install into by itself get the command to run', () => {
  test.each([
    ['grok-build', `Grok Build installs plugins itself; run: grok plugin install ${REPO_ROOT} --trust`],
    ['agy', `AGY installs plugins itself; run: agy plugin install ${REPO_ROOT}/.agy`],
  ])('%s', (id, line) => {
    const context = homes.context(homes.home());
    const result = install(HOST_CATALOG.find((h) => h.id === id)!.installer!, context);
    expect({ code: result.code, first: result.out[0]!.split('\n')[0] }).toEqual({ code: 0, first: line });
  });

  test('deepcode: bearing package writes the skill where DeepCode reads skills (the project by default)', () => {
    const repo = homes.repo();
    const result = install(HOST_CATALOG.find((h) => h.id === 'deepcode')!.installer!, homes.context(homes.home(), { scope: 'project', cwd: repo.root }));
    expect(result.out).toEqual([
      `DeepCode reads skills from files and has no hooks: write the bearing skill where it looks with: bearing package --host deepcode --out ${repo.root}`,
    ]);
  });
});
