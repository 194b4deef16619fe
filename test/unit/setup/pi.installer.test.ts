import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PI_INSTALLER } from '../../../src/hosts/pi/setup/pi.installer';
import { REPO_ROOT } from '../../support/fixtures';
import { calls, fakeCommand, install, uninstall, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

describe('bearing install --host pi: Pi installs its packages itself', () => {
  test("the user's: pi install <bearing folder> and pi remove to undo; a project's file is bearing's to edit, with no pi run", () => {
    const home = homes.home();
    fakeCommand(home, 'pi');
    const repo = homes.repo();
    install(PI_INSTALLER, homes.context(home));
    const project = install(PI_INSTALLER, homes.context(home, { scope: 'project', cwd: repo.root }));
    uninstall(PI_INSTALLER, homes.context(home));
    uninstall(PI_INSTALLER, homes.context(home, { scope: 'project', cwd: repo.root }));
    expect(calls(home, 'pi')).toEqual([`install ${REPO_ROOT}`, `remove ${REPO_ROOT}`]);
    expect(project.out).toEqual([
      `added bearing's npm package (npm:bearing-hooks@0.1.0) to a new file ${join(repo.root, '.pi', 'settings.json')}`,
      'Pi installs it from the npm registry at its next start in this project, once you trust the project (it asks; pi -p needs --approve); where the registry does not have that version, Pi goes on without bearing, with a warning.',
    ]);
  });

  test('pi remove of a package that is not there is fine', () => {
    const home = homes.home();
    fakeCommand(home, 'pi', { output: `No matching package found for ${REPO_ROOT}`, status: 1 });
    expect(uninstall(PI_INSTALLER, homes.context(home)).code).toBe(0);
  });

  test("Pi crashing on an older Node: its words, then bearing's line saying what Node it needs; a plain failure gets no such line", () => {
    const home = homes.home();
    const crash =
      "file:///pi/dist/cli.js:3\nimport { enableCompileCache } from 'node:module';\nSyntaxError: The requested module 'node:module' does not provide an export named 'enableCompileCache'";
    fakeCommand(home, 'pi', { output: crash, status: 1 });
    const run = install(PI_INSTALLER, homes.context(home));
    expect([run.code, run.err.join('\n').split('\n').slice(-1)]).toEqual([
      1,
      [
        'bearing: Pi 1.6.0 needs Node >= 22.19 and the node first on PATH is probably older (node --version says which): put a newer node first on PATH and run bearing install --host pi again',
      ],
    ]);
    fakeCommand(home, 'pi', { output: 'no network', status: 1 });
    expect(install(PI_INSTALLER, homes.context(home)).err.join('\n')).not.toContain('needs Node');
  });

  test('doctor: the settings file lists bearing by a path relative to it, as pi install writes it; PI_CODING_AGENT_DIR moves it', () => {
    const home = homes.home();
    const agent = join(home, 'agent');
    mkdirSync(agent, { recursive: true });
    writeFileSync(join(agent, 'settings.json'), JSON.stringify({ packages: ['npm:other@1', relative(agent, REPO_ROOT)] }));
    const context = homes.context(home, { env: { PI_CODING_AGENT_DIR: agent } });
    expect(PI_INSTALLER.check(context)).toEqual({
      registered: true,
      findings: [
        {
          level: 'ok',
          subject: 'pi',
          message: `${join(agent, 'settings.json')} lists bearing (${REPO_ROOT}); Pi loads bearing into its own Node, which Pi 1.6.0 needs to be >= 22.19`,
        },
      ],
    });
    expect(PI_INSTALLER.check(homes.context(home)).registered).toBe(false);
  });
});
