import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configApprovalFindings } from '../../../../src/setup/doctor/config-approval.check';
import { doctorFindings } from '../../../../src/setup/doctor/run-doctor';
import { WorkspaceConfigReader } from '../../../../src/services/config/workspace-config.reader';
import { stableName } from '../../../../src/services/files/stable-name';
import { useInstallHome } from '../../../support/install-home';

const homes = useInstallHome();

/** A home with a cache, and repositories the hook has seen (each one's baseline recorded). */
function machine() {
  const home = homes.home();
  const env = { HOME: home, PATH: join(home, 'bin'), BEARING_CACHE_DIR: join(home, 'cache') };
  const seen = (config: string) => {
    const repo = homes.repo();
    writeFileSync(join(repo.root, 'bearing.config.json'), config);
    new WorkspaceConfigReader(env).read(repo.root);
    return { root: repo.root, write: (text: string) => writeFileSync(join(repo.root, 'bearing.config.json'), text) };
  };
  return { home, env, seen };
}

describe('doctor: a change of the settings waiting for approval', () => {
  test('nothing waits: no finding at all', () => {
    const { env, seen } = machine();
    const repo = seen('{}');
    expect(configApprovalFindings(repo.root, env)).toEqual([]);
  });

  test('a warning per workspace with a pending loosening, this folder’s first, with every loosening and the command that approves it', () => {
    const { home, env, seen } = machine();
    const other = seen('{"branches":{"rules":{"push":"ask"}}}');
    const here = seen('{}');
    other.write('{"branches":{"rules":{"push":false}}}');
    here.write('{"policies":{"configGuard":false},"branches":{"protected":["main"],"rules":{"commit":true}}}');
    mkdirSync(join(here.root, 'pkg'));
    expect(configApprovalFindings(join(here.root, 'pkg'), env)).toEqual([
      {
        level: 'warn',
        subject: 'config',
        message: `${here.root}: bearing.config.json changed since the settings there were approved and loosens the guard (branches.protected: main, master, develop, prod, production → main; policies.configGuard: on → off): bearing obeys the approved settings until you approve`,
        fix: `to approve it: bearing config approve --cwd ${here.root}, in your own terminal`,
      },
      {
        level: 'warn',
        subject: 'config',
        message: `${other.root}: bearing.config.json changed since the settings there were approved and loosens the guard (branches.rules.push: ask → off): bearing obeys the approved settings until you approve`,
        fix: `to approve it: bearing config approve --cwd ${other.root}, in your own terminal`,
      },
    ]);
    expect(existsSync(join(home, 'cache'))).toBe(true);
    // A workspace that is gone is not reported.
    rmSync(other.root, { recursive: true });
    expect(configApprovalFindings(here.root, env).map((f) => f.message.split(':')[0])).toEqual([here.root]);
  });

  test('a record it cannot read is said; a broken file is left to the config finding', () => {
    const { env, seen } = machine();
    const repo = seen('{}');
    const record = join(env.BEARING_CACHE_DIR, 'approved', `${stableName(repo.root)}.json`);
    writeFileSync(record, '{}');
    expect(configApprovalFindings(repo.root, env)).toEqual([
      {
        level: 'warn',
        subject: 'config',
        message: `${repo.root}: bearing cannot tell which settings you approved there (its approval record ${record} cannot be read (root must be a string)): it obeys them as they are`,
        fix: `to approve it: bearing config approve --cwd ${repo.root}, in your own terminal`,
      },
    ]);
    repo.write('{"brnaches":{}}');
    expect(configApprovalFindings(repo.root, env)).toEqual([]);
  });

  test('doctor writes nothing: a repository it sees first gets no record, and no cache folder is made', () => {
    const { home, env } = machine();
    const repo = homes.repo();
    writeFileSync(join(repo.root, 'bearing.config.json'), '{"branches":{"rules":{"push":false}}}');
    const findings = doctorFindings({ ...homes.context(home, { cwd: repo.root }), env }, [], '>=20');
    expect(findings.map((f) => f.subject)).toEqual(['node', 'config', 'cache']);
    expect(existsSync(join(home, 'cache'))).toBe(false);
  });
});
