import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fail, notInstalled, ok, type Finding } from '../../../setup/finding';
import { hookRoot } from '../../../setup/bearing-root';
import { readText } from '../../../setup/edit/file-write';
import type { HostCheck, HostInstaller } from '../../../setup/host-installer';
import { envDirectory, homeDirectory, projectRoot, repositoryRoot, type InstallContext } from '../../../setup/install-context';
import type { InstallPlan } from '../../../setup/install-plan';
import { isBearingFolder, isBearingNpmSpec } from '../../../setup/kits/bearing-package';
import { hostCommandPlan } from '../../../setup/kits/host-command.kit';
import { jsonObjectOf } from '../../../setup/kits/lenient-json';
import { PI_EXTENSION } from '../pi.manifest';

/**
 * Pi installs packages itself: `pi install <folder>` adds the folder to `packages` in its settings.json
 * (`$PI_CODING_AGENT_DIR`, default `~/.pi/agent`; with `-l`, the project's `.pi/settings.json`) and rewrites that
 * file as it does; a second run adds nothing (observed on 1.6.0). So bearing runs that command, or prints it when
 * `pi` is not on PATH; `pi remove <folder>` undoes it (with `-l --approve` for a project: 1.6.0 refuses to change an
 * untrusted project's settings without it). The doctor reads the same settings files.
 */
function agentDir(context: InstallContext): string {
  return envDirectory(context, 'PI_CODING_AGENT_DIR', join(homeDirectory(context), '.pi', 'agent'));
}

/** The package folders a settings file lists that are bearing (by their package.json name), and npm specs of it. */
function bearingPackages(settings: string): { folders: string[]; npm: string[]; unreadable: boolean } {
  const text = readText(settings);
  if (text === null) return { folders: [], npm: [], unreadable: false };
  const read = jsonObjectOf(text);
  if (read === undefined) return { folders: [], npm: [], unreadable: true };
  const packages = read['packages'];
  const sources = (Array.isArray(packages) ? packages : [])
    .map((p) => (typeof p === 'string' ? p : (p as { source?: unknown } | null)?.source))
    .filter((s): s is string => typeof s === 'string');
  const npm = sources.filter((s) => s.startsWith('npm:') && isBearingNpmSpec(s.slice('npm:'.length)));
  const folders = sources
    .filter((s) => !/^[a-z]+:/.test(s))
    .map((s) => (isAbsolute(s) ? s : resolve(dirname(settings), s)))
    .filter(isBearingFolder);
  return { folders, npm, unreadable: false };
}

/** The settings file `pi install` and `pi remove` rewrite for a scope. */
function settingsPath(context: InstallContext): string {
  return context.scope === 'project' ? join(projectRoot(context), '.pi', 'settings.json') : join(agentDir(context), 'settings.json');
}

const RUNTIME = 'Pi loads bearing into its own Node, which Pi 1.6.0 needs to be >= 22.19';

/**
 * Pi 1.6.0 started by an older Node dies on a module it imports (`SyntaxError … enableCompileCache`, seen on Node
 * 20.20) before it can say which Node it needs: bearing says it.
 */
function explainPiCrash(output: string): string | undefined {
  return /SyntaxError|enableCompileCache|ERR_REQUIRE_ESM|Unsupported engine/.test(output)
    ? 'Pi 1.6.0 needs Node >= 22.19 and the node first on PATH is probably older (node --version says which): put a newer node first on PATH and run bearing install --host pi again'
    : undefined;
}

export const PI_INSTALLER: HostInstaller = {
  scopes: ['user', 'project'],
  runtime: { kind: 'host-runtime', what: RUNTIME },

  summary: {
    scopes: {
      user: 'runs `pi install <bearing>` (Pi adds it to `~/.pi/agent/settings.json`), or prints it when `pi` is not on PATH',
      project: 'runs `pi install <bearing> -l` (`<repo>/.pi/settings.json`)',
    },
    notes: ["Pi loads a project's packages only in a project it trusts"],
  },

  install(context): InstallPlan {
    const root = hookRoot(context.root);
    if (context.scope === 'project') projectRoot(context);
    const argv = ['pi', 'install', root, ...(context.scope === 'project' ? ['-l'] : [])];
    const notes = [
      'Pi loads it at its next start.',
      ...(context.scope === 'project' ? ["Pi loads a project's packages only in a project it trusts (it asks; pi -p needs --approve)."] : []),
    ];
    // Pi 1.6.0 rewrites settings.json without its final line break: bearing puts it back.
    return hostCommandPlan(context, [{ argv, what: "Pi's own package install", explain: explainPiCrash, keepsEnd: settingsPath(context) }], notes);
  },

  uninstall(context): InstallPlan {
    const root = hookRoot(context.root);
    if (context.scope === 'project') projectRoot(context);
    const argv = ['pi', 'remove', root, ...(context.scope === 'project' ? ['-l', '--approve'] : [])];
    return hostCommandPlan(context, [
      {
        argv,
        what: "Pi's own package removal",
        alsoFine: ({ output }) => /No matching package found/.test(output),
        explain: explainPiCrash,
        keepsEnd: settingsPath(context),
      },
    ]);
  },

  check(context): HostCheck {
    const findings: Finding[] = [];
    const project = repositoryRoot(context);
    const files = [join(agentDir(context), 'settings.json'), ...(project ? [join(project, '.pi', 'settings.json')] : [])];
    let registered = false;
    for (const settings of files) {
      const { folders, npm, unreadable } = bearingPackages(settings);
      if (unreadable) findings.push(fail('pi', `${settings} is not valid JSON: Pi reads none of its packages`, 'fix the file'));
      for (const folder of folders) {
        registered = true;
        if (!existsSync(join(folder, PI_EXTENSION)))
          findings.push(fail('pi', `${settings} lists bearing at ${folder}, which has no ${PI_EXTENSION}`, 'pi install bearing again from a complete folder'));
        else
          findings.push(
            ok(
              'pi',
              `${settings} lists bearing (${folder})${project !== undefined && settings.startsWith(project) ? "; Pi loads a project's packages only where it trusts the project" : ''}; ${RUNTIME}`,
            ),
          );
      }
      for (const spec of npm) {
        registered = true;
        findings.push(ok('pi', `${settings} lists ${spec}: Pi installs it from npm at its start (and goes on without it, with a warning, when it cannot)`));
      }
    }
    if (findings.length === 0) findings.push(notInstalled('pi'));
    return { registered, findings };
  },
};
