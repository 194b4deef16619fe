import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fail, notInstalled, ok, type Finding } from '../../../setup/finding';
import { hookRoot } from '../../../setup/bearing-root';
import { editConfig } from '../../../setup/config-file-read';
import { readText } from '../../../setup/edit/file-write';
import type { HostCheck, HostInstaller } from '../../../setup/host-installer';
import { envDirectory, homeDirectory, projectRoot, repositoryRoot, type InstallContext } from '../../../setup/install-context';
import type { InstallPlan } from '../../../setup/install-plan';
import { isBearingFolder, isBearingNpmSpec } from '../../../setup/kits/bearing-package';
import { hostCommandPlan } from '../../../setup/kits/host-command.kit';
import { jsonObjectOf } from '../../../setup/kits/lenient-json';
import { withoutPackage, withPackage, type PackageList } from '../../../setup/kits/package-list.kit';
import { PI_EXTENSION } from '../pi.manifest';

/**
 * Pi installs packages itself: `pi install <folder>` adds the folder to `packages` in its settings.json
 * (`$PI_CODING_AGENT_DIR`, default `~/.pi/agent`) and rewrites that file as it does; a second run adds nothing
 * (observed on 1.6.0). So for the user bearing runs that command, or prints it when `pi` is not on PATH, and
 * `pi remove <folder>` undoes it. A project's `.pi/settings.json` is committed and read on teammates' machines, where
 * `pi install <folder> -l` would name this machine's folder (1.6.0 writes it relative to the file, `../../…`): there
 * bearing adds its npm spec `npm:bearing-hooks@<version>` itself, which Pi installs from npm at its start once the
 * project is trusted (docs/packages.md of 1.6.0), and takes it out again. The doctor reads the same settings files.
 */
function agentDir(context: InstallContext): string {
  return envDirectory(context, 'PI_CODING_AGENT_DIR', join(homeDirectory(context), '.pi', 'agent'));
}

/** The source a `packages` entry names: the entry itself, or an object's `source`. */
function sourceOf(entry: unknown): unknown {
  return typeof entry === 'string' ? entry : (entry as { source?: unknown } | null)?.source;
}

/** The package folders a settings file lists that are bearing (by their package.json name), and npm specs of it. */
function bearingPackages(settings: string): { folders: string[]; npm: string[]; unreadable: boolean } {
  const text = readText(settings);
  if (text === null) return { folders: [], npm: [], unreadable: false };
  const read = jsonObjectOf(text);
  if (read === undefined) return { folders: [], npm: [], unreadable: true };
  const packages = read['packages'];
  const sources = (Array.isArray(packages) ? packages : []).map(sourceOf).filter((s): s is string => typeof s === 'string');
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

/** bearing's entry in a project's settings: its npm spec; an earlier install's folder there is bearing's too. */
function projectPackages(context: InstallContext): PackageList {
  const path = settingsPath(context);
  const isOurs = (entry: unknown): boolean => {
    const source = sourceOf(entry);
    if (typeof source !== 'string') return false;
    if (source.startsWith('npm:')) return isBearingNpmSpec(source.slice('npm:'.length));
    return !/^[a-z]+:/.test(source) && isBearingFolder(isAbsolute(source) ? source : resolve(dirname(path), source));
  };
  return { path, key: 'packages', entry: `npm:bearing-hooks@${context.identity.version}`, isOurs, newFile: {}, jsonc: false };
}

const PROJECT_NOTE =
  'Pi installs it from the npm registry at its next start in this project, once you trust the project (it asks; pi -p needs --approve); where the registry does not have that version, Pi goes on without bearing, with a warning.';

const RUNTIME = 'Pi loads bearing into its own Node, which Pi 1.6.0 needs to be >= 22.19';

/**
 * Pi 1.6.0 started by an older Node dies on a module it imports (`SyntaxError … enableCompileCache`, seen on Node
 * 20.20) before it can say which Node it needs: bearing says it.
 */
function explainPiCrash(command: 'install' | 'uninstall'): (output: string) => string | undefined {
  return (output) =>
    /SyntaxError|enableCompileCache|ERR_REQUIRE_ESM|Unsupported engine/.test(output)
      ? `Pi 1.6.0 needs Node >= 22.19 and the node first on PATH is probably older (node --version says which): put a newer node first on PATH and run bearing ${command} --host pi again`
      : undefined;
}

export const PI_INSTALLER: HostInstaller = {
  scopes: ['user', 'project'],
  // Pi's bin starts with `#!/usr/bin/env node`: the first node on PATH is the one Pi, and so bearing, runs on.
  runtime: { kind: 'host-runtime', what: RUNTIME, hostNeeds: { who: 'Pi 1.6.0', node: '22.19.0' } },

  summary: {
    scopes: {
      user: 'runs `pi install <bearing>` (Pi adds it to `~/.pi/agent/settings.json`), or prints it when `pi` is not on PATH',
      project: 'adds the npm package `npm:bearing-hooks@<version>` to `"packages"` in `<repo>/.pi/settings.json`',
    },
    notes: ["Pi installs a project's npm packages itself, and loads them only in a project it trusts (no path of this machine's in the file)"],
  },

  install(context): InstallPlan {
    if (context.scope === 'project') {
      const list = projectPackages(context);
      return editConfig(list.path, (text) => {
        const { text: after, updated } = withPackage(text, list);
        const what = `bearing's npm package (${list.entry})`;
        return { steps: [{ kind: 'file', path: list.path, before: text, after, what, verb: updated ? 'update' : 'add' }], notes: [PROJECT_NOTE] };
      });
    }
    const argv = ['pi', 'install', hookRoot(context.root)];
    // Pi 1.6.0 rewrites settings.json without its final line break: bearing puts it back.
    return hostCommandPlan(
      context,
      [{ argv, what: "Pi's own package install", explain: explainPiCrash('install'), keepsEnd: settingsPath(context) }],
      ['Pi loads it at its next start.'],
    );
  },

  uninstall(context): InstallPlan {
    if (context.scope === 'project') {
      const list = projectPackages(context);
      return editConfig(list.path, (text) => ({
        steps: [
          {
            kind: 'file',
            path: list.path,
            before: text,
            after: text === null ? null : withoutPackage(text, list),
            what: "bearing's package entry",
            verb: 'remove',
            // A .pi/ folder that bearing's file alone made goes with it.
            folder: dirname(list.path),
          },
        ],
      }));
    }
    return hostCommandPlan(context, [
      {
        argv: ['pi', 'remove', hookRoot(context.root)],
        what: "Pi's own package removal",
        alsoFine: ({ output }) => /No matching package found/.test(output),
        explain: explainPiCrash('uninstall'),
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
        findings.push(
          ok(
            'pi',
            `${settings} lists ${spec}: Pi installs it from the npm registry at its start (and goes on without it, with a warning, where the registry does not have that version)`,
          ),
        );
      }
    }
    if (findings.length === 0) findings.push(notInstalled('pi'));
    return { registered, findings };
  },
};
