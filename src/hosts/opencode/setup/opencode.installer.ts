import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail, notInstalled, ok, type Finding } from '../../../setup/finding';
import { hookRoot } from '../../../setup/bearing-root';
import { editConfig, unreadableConfig } from '../../../setup/config-file-read';
import { readText } from '../../../setup/edit/file-write';
import type { HostCheck, HostInstaller } from '../../../setup/host-installer';
import { envDirectory, homeDirectory, projectRoot, repositoryRoot, type InstallContext, type InstallScope } from '../../../setup/install-context';
import type { InstallPlan } from '../../../setup/install-plan';
import { valuesAt } from '../../../setup/edit/json/json-edit';
import { isBearingFolder, isBearingNpmSpec } from '../../../setup/kits/bearing-package';
import { withoutPackage, withPackage, type PackageList } from '../../../setup/kits/package-list.kit';
import { inBothScopes } from '../../../setup/kits/plugin-twice';
import { OPENCODE_PLUGIN } from '../opencode.manifest';

/**
 * OpenCode loads bearing as a plugin package named in its config's `plugin` list (`"plugin": ["<bearing's
 * folder>"]`, live on 1.18.33), a JSONC file (comments and trailing commas allowed). Which file, as OpenCode 1.18.33's
 * own `opencode mcp add` picks it: in the global config folder (`$XDG_CONFIG_HOME/opencode`, default
 * `~/.config/opencode`) the first of opencode.json and opencode.jsonc that exists, else opencode.json; in a project
 * the first of opencode.json, opencode.jsonc, .opencode/opencode.json and .opencode/opencode.jsonc, else
 * opencode.json. bearing adds itself to that list, after the user's entries, and removes exactly that entry: its
 * folder in the user's config (this machine's file), and in a project's (committed, read on teammates' machines) its
 * npm spec `bearing-hooks@<version>`, which OpenCode installs from npm itself (pi-opencode-live.md: a bare name means
 * `@latest`, so the version is pinned, as a team pins any dependency).
 */
const JSONC = { jsonc: true } as const;

function candidates(context: InstallContext, scope: InstallScope): string[] {
  if (scope === 'user') {
    const dir = join(envDirectory(context, 'XDG_CONFIG_HOME', join(homeDirectory(context), '.config')), 'opencode');
    return [join(dir, 'opencode.json'), join(dir, 'opencode.jsonc')];
  }
  const root = projectRoot(context);
  return [join(root, 'opencode.json'), join(root, 'opencode.jsonc'), join(root, '.opencode', 'opencode.json'), join(root, '.opencode', 'opencode.jsonc')];
}

function configPath(context: InstallContext, scope: InstallScope): string {
  const files = candidates(context, scope);
  return files.find((f) => existsSync(f)) ?? files[0]!;
}

/** The folder a `plugin` entry names, when it names one by path (`"<dir>"`, `"file://<dir>"`, or `["<dir>", {options}]`). */
function folderOf(entry: unknown, configDir: string): string | undefined {
  const spec = Array.isArray(entry) ? entry[0] : entry;
  if (typeof spec !== 'string') return undefined;
  if (spec.startsWith('file://')) return fileURLToPath(spec);
  if (isAbsolute(spec) || spec.startsWith('.')) return resolve(configDir, spec);
  return undefined;
}

/** Whether a `plugin` entry is bearing by path: a folder whose package.json is bearing-hooks' (what install adds). */
function isBearingEntry(entry: unknown, configDir: string): boolean {
  const folder = folderOf(entry, configDir);
  return folder !== undefined && isBearingFolder(folder);
}

/** An npm spec of bearing (`"bearing-hooks"`, `"bearing-hooks@0.1.0"`): OpenCode installs it itself. */
function isBearingPackage(entry: unknown): boolean {
  return isBearingNpmSpec(Array.isArray(entry) ? entry[0] : entry);
}

/** What a file bearing creates holds besides bearing's entry. */
const NEW_FILE = { $schema: 'https://opencode.ai/config.json' };

/**
 * bearing's `plugin` entry for a scope: its folder for the user, its npm spec for a project. In a project both
 * spellings are bearing's, so an install replaces the folder an earlier install wrote, and an uninstall takes out either.
 */
function pluginEntry(context: InstallContext, scope: InstallScope): PackageList {
  const path = configPath(context, scope);
  const byFolder = (e: unknown) => isBearingEntry(e, dirname(path));
  const list = { path, key: 'plugin', newFile: NEW_FILE, jsonc: true };
  if (scope === 'user') return { ...list, entry: hookRoot(context.root), isOurs: byFolder };
  return { ...list, entry: `bearing-hooks@${context.identity.version}`, isOurs: (e) => byFolder(e) || isBearingPackage(e) };
}

export const OPENCODE_INSTALLER: HostInstaller = {
  scopes: ['user', 'project'],
  runtime: { kind: 'host-runtime', what: 'OpenCode loads bearing into its own runtime (Bun)' },
  summary: {
    scopes: {
      user: 'adds bearing\'s folder to `"plugin"` in `~/.config/opencode/opencode.json` (or `.jsonc`; `$XDG_CONFIG_HOME`)',
      project: 'adds the npm package `bearing-hooks@<version>` to `"plugin"` in `<repo>/opencode.json` (or `.jsonc`, or under `.opencode/`)',
    },
    notes: [
      "bearing's entry goes after your own plugins; comments and trailing commas are kept",
      "OpenCode installs the project file's `bearing-hooks@<version>` from npm on each machine that checks it out (no path of this machine's in the file)",
    ],
  },

  install(context): InstallPlan {
    const plugin = pluginEntry(context, context.scope);
    const { path, entry } = plugin;
    const what = context.scope === 'user' ? `bearing's folder (${entry}) as a plugin` : `bearing's npm package (${entry}) as a plugin`;
    return editConfig(path, (text) => {
      const { text: after, updated } = withPackage(text, plugin);
      return {
        steps: [{ kind: 'file', path, before: text, after, what, verb: updated ? 'update' : 'add' }],
        notes: [
          'OpenCode loads its plugins when it starts: the next opencode session runs bearing (opencode --pure runs none).',
          ...(context.scope === 'project'
            ? [
                `${path} names ${entry}, which OpenCode installs from the npm registry on each machine that checks it out (no path of this machine's); where the registry does not have that version, OpenCode goes on without bearing.`,
              ]
            : []),
        ],
      };
    });
  },

  uninstall(context): InstallPlan {
    const plugin = pluginEntry(context, context.scope);
    const { path } = plugin;
    return editConfig(path, (text) => ({
      steps: [{ kind: 'file', path, before: text, after: text === null ? null : withoutPackage(text, plugin), what: "bearing's plugin entry", verb: 'remove' }],
    }));
  },

  check(context): HostCheck {
    const findings: Finding[] = [];
    const files = [
      configPath(context, 'user'),
      ...(repositoryRoot(context) ? [configPath(context, 'project')] : []),
      ...(context.env['OPENCODE_CONFIG'] ? [resolve(context.cwd, context.env['OPENCODE_CONFIG'])] : []),
    ];
    let registered = false;
    const registeredIn = new Set<string>();
    for (const path of [...new Set(files)]) {
      const text = readText(path);
      if (text === null) continue;
      let entries: unknown[];
      try {
        entries = valuesAt(text, ['plugin'], JSONC);
      } catch (error) {
        const problem = unreadableConfig(error);
        if (problem === undefined) throw error;
        findings.push(fail('opencode', `${path} ${problem}: OpenCode cannot read its config`, 'fix the file'));
        continue;
      }
      for (const entry of entries) {
        const folder = folderOf(entry, dirname(path));
        if (isBearingEntry(entry, dirname(path))) {
          registered = true;
          registeredIn.add(path);
          if (!existsSync(join(folder!, OPENCODE_PLUGIN)))
            findings.push(
              fail(
                'opencode',
                `${path} names bearing at ${folder}, which has no ${OPENCODE_PLUGIN}: OpenCode skips a plugin that fails to load without a word`,
                'run bearing install --host opencode from a complete bearing folder',
              ),
            );
          else findings.push(ok('opencode', `${path} names bearing as a plugin (${folder})`));
        } else if (isBearingPackage(entry)) {
          registered = true;
          registeredIn.add(path);
          findings.push(
            ok(
              'opencode',
              `${path} names the npm package ${JSON.stringify(Array.isArray(entry) ? entry[0] : entry)}: OpenCode installs it from the npm registry at its start (and goes on without it where the registry does not have that version)`,
            ),
          );
        } else if (folder !== undefined && !existsSync(folder) && /bearing/i.test(folder)) {
          findings.push(fail('opencode', `${path} names ${folder}, which is not there`, 'bearing install --host opencode'));
        }
      }
    }
    // OpenCode loads the plugins of both files (opencode debug config lists both): each event runs bearing twice.
    const user = configPath(context, 'user');
    const project = repositoryRoot(context) ? configPath(context, 'project') : undefined;
    if (project !== undefined && project !== user && registeredIn.has(user) && registeredIn.has(project))
      findings.push(inBothScopes('opencode', user, project));
    if (findings.length === 0) findings.push(notInstalled('opencode'));
    return { registered, findings };
  },
};
