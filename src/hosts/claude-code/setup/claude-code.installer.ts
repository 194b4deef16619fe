import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fail, notInstalled, ok, type Finding } from '../../../setup/finding';
import { hookRoot } from '../../../setup/bearing-root';
import { readJsonObject } from '../../../setup/kits/lenient-json';
import { hostCommandPlan } from '../../../setup/kits/host-command.kit';
import type { HostCheck, HostInstaller } from '../../../setup/host-installer';
import { envDirectory, homeDirectory, projectRoot, repositoryRoot, type InstallContext } from '../../../setup/install-context';
import type { InstallPlan } from '../../../setup/install-plan';
import { InstallRefusal } from '../../../setup/install-refusal';
import { HOOK_BUNDLE } from '../../../framework/manifest-file';

/**
 * Claude Code installs plugins itself and keeps its own files (settings.json `enabledPlugins` and
 * `extraKnownMarketplaces`, plugins/installed_plugins.json, plugins/known_marketplaces.json), rewriting
 * settings.json as it does; so bearing runs its command, `claude plugin install bearing --marketplace <bearing's
 * folder> --scope <scope>` (2.1.328: it adds the folder as the marketplace `bearing` first, whose plugin is
 * plugins/claude-code, and a second run says it is already installed), or prints it when `claude` is not on PATH.
 * Uninstalling is `claude plugin uninstall`, and `claude plugin marketplace remove bearing` once no scope has it
 * (removing a marketplace uninstalls its plugins everywhere). The doctor reads the same files Claude Code does:
 * `$CLAUDE_CONFIG_DIR` (default `~/.claude`), then the project's .claude/settings.json and settings.local.json.
 */
const PLUGIN_ID = 'bearing@bearing';
const MARKETPLACE = 'bearing';

function configDir(context: InstallContext): string {
  return envDirectory(context, 'CLAUDE_CONFIG_DIR', join(homeDirectory(context), '.claude'));
}

/** Claude's own file, parsed; undefined when missing or not JSON (Claude Code reports those itself). */
const claudeJson = readJsonObject;

interface InstallRecord {
  readonly scope: string;
  readonly installPath?: string;
  readonly projectPath?: string;
}

/** bearing's records in plugins/installed_plugins.json (one per scope, and per project). */
function installRecords(context: InstallContext): InstallRecord[] {
  const plugins = (claudeJson(join(configDir(context), 'plugins', 'installed_plugins.json'))?.['plugins'] ?? {}) as Record<string, unknown>;
  const records = plugins[PLUGIN_ID];
  return Array.isArray(records) ? (records as InstallRecord[]) : [];
}

/** The record that applies here: the user's, or one for this project. */
function recordHere(context: InstallContext, scope: string, records = installRecords(context)): InstallRecord | undefined {
  const project = repositoryRoot(context);
  return records.find(
    (r) => r.scope === scope && (scope === 'user' || (project !== undefined && r.projectPath !== undefined && resolve(r.projectPath) === project)),
  );
}

/** Whether the settings Claude Code reads here enable bearing, and which file says so (the last that does). */
function enabledHere(context: InstallContext): { enabled: boolean | undefined; file?: string } {
  const project = repositoryRoot(context);
  const files = [
    join(configDir(context), 'settings.json'),
    ...(project ? [join(project, '.claude', 'settings.json'), join(project, '.claude', 'settings.local.json')] : []),
  ];
  let answer: { enabled: boolean | undefined; file?: string } = { enabled: undefined };
  for (const file of files) {
    const value = (claudeJson(file)?.['enabledPlugins'] as Record<string, unknown> | undefined)?.[PLUGIN_ID];
    if (typeof value === 'boolean') answer = { enabled: value, file };
  }
  return answer;
}

/** Whether Claude Code knows bearing's folder as the marketplace `bearing`. */
function marketplaceKnown(context: InstallContext): boolean {
  return claudeJson(join(configDir(context), 'plugins', 'known_marketplaces.json'))?.[MARKETPLACE] !== undefined;
}

/** Where the installed plugin's hook is: in the marketplace folder (a "directory" marketplace runs it there), else the cache. */
function installedHook(context: InstallContext, record: InstallRecord): string | undefined {
  const marketplace = (claudeJson(join(configDir(context), 'plugins', 'known_marketplaces.json'))?.[MARKETPLACE] ?? {}) as { installLocation?: string };
  const candidates: string[] = [];
  if (marketplace.installLocation) {
    const plugins = (claudeJson(join(marketplace.installLocation, '.claude-plugin', 'marketplace.json'))?.['plugins'] ?? []) as Array<{
      name?: string;
      source?: unknown;
    }>;
    const source = plugins.find((p) => p.name === 'bearing')?.source;
    if (typeof source === 'string') candidates.push(join(marketplace.installLocation, source, HOOK_BUNDLE));
  }
  if (record.installPath) candidates.push(join(record.installPath, HOOK_BUNDLE));
  return candidates.find((c) => existsSync(c));
}

export const CLAUDE_CODE_INSTALLER: HostInstaller = {
  scopes: ['user', 'project'],
  runtime: { kind: 'node-on-path' },
  summary: {
    scopes: {
      user: 'runs `claude plugin install bearing --marketplace <bearing> --scope user` (Claude Code keeps its own files), or prints it when `claude` is not on PATH',
      project: 'the same with `--scope project` (Claude Code writes `<repo>/.claude/settings.json`, naming no path; each teammate adds the marketplace)',
    },
    notes: ["bearing's folder becomes Claude Code's marketplace `bearing`; uninstall removes it once no scope has the plugin"],
  },

  install(context): InstallPlan {
    const root = hookRoot(context.root);
    if (!existsSync(join(context.root, '.claude-plugin', 'marketplace.json')))
      throw new InstallRefusal(`${join(context.root, '.claude-plugin', 'marketplace.json')} is missing: this bearing folder is not a Claude Code marketplace`);
    const argv = ['claude', 'plugin', 'install', 'bearing', '--marketplace', root, '--scope', context.scope];
    const notes = [
      'Claude Code loads it at the next session start (or /reload-plugins); claude plugin details bearing lists its hooks.',
      // Seen on 2.1.328: the project's settings get `enabledPlugins` only; the marketplace (this machine's folder) is declared in the user's.
      ...(context.scope === 'project'
        ? [
            `${join(projectRoot(context), '.claude', 'settings.json')} enables bearing@bearing and names no path of this machine's; Claude Code keeps the marketplace bearing (this folder) in your user settings, so a teammate runs bearing install --host claude-code --scope project too (or claude plugin marketplace add <their bearing>) before bearing runs for them.`,
          ]
        : []),
    ];
    return hostCommandPlan(context, [{ argv, what: "Claude Code's own plugin install, from bearing's folder as the marketplace bearing" }], notes);
  },

  uninstall(context): InstallPlan {
    const uninstall = ['claude', 'plugin', 'uninstall', PLUGIN_ID, '--scope', context.scope];
    const records = installRecords(context);
    const here = recordHere(context, context.scope, records);
    const others = records.filter((r) => r !== here);
    // Never installed (no record, no marketplace bearing): Claude Code's own uninstall would only print its errors.
    if (records.length === 0 && !marketplaceKnown(context))
      return { steps: [{ kind: 'manual', lines: [`Claude Code has no bearing plugin (${join(configDir(context), 'plugins')}): nothing to remove`] }] };
    const alreadyGone = ({ output }: { output: string }) => /not_installed|not found in installed plugins/.test(output);
    const projectSettings = context.scope === 'project' ? join(projectRoot(context), '.claude', 'settings.json') : undefined;
    return hostCommandPlan(context, [
      {
        argv: uninstall,
        what: "Claude Code's own plugin uninstall",
        alsoFine: alreadyGone,
        // Seen on 2.1.328: a project's settings.json that Claude Code made for the plugin is left as {"enabledPlugins": {}}.
        ...(projectSettings && { leavesEmpty: { path: projectSettings, empty: { enabledPlugins: {} } } }),
      },
      // Removing the marketplace uninstalls its plugins in every scope: only once nothing else has bearing.
      ...(others.length === 0
        ? [
            {
              argv: ['claude', 'plugin', 'marketplace', 'remove', MARKETPLACE],
              what: 'the marketplace bearing install added',
              alsoFine: ({ output }: { output: string }) => /not found/i.test(output),
            },
          ]
        : []),
    ]);
  },

  check(context): HostCheck {
    const findings: Finding[] = [];
    // Every scope that has it here (one plugin id: Claude Code loads it once, whichever scopes enable it).
    const here = ['user', 'project', 'local'].flatMap((scope) => recordHere(context, scope) ?? []);
    const record = here[0];
    const scopes = `${here.map((r) => r.scope).join(' and ')} scope${here.length > 1 ? 's' : ''}`;
    const { enabled, file } = enabledHere(context);
    if (!record) {
      if (enabled)
        findings.push(fail('claude-code', `${file} enables ${PLUGIN_ID}, but Claude Code has not installed it`, 'bearing install --host claude-code'));
      else findings.push(notInstalled('claude-code'));
      return { registered: enabled === true, findings };
    }
    const hook = installedHook(context, record);
    if (enabled !== true) {
      findings.push(
        fail(
          'claude-code',
          `${PLUGIN_ID} is installed (${scopes}) but not enabled${file ? ` (${file} switches it off)` : ''}: Claude Code runs none of its hooks`,
          `claude plugin enable ${PLUGIN_ID}`,
        ),
      );
    } else if (!hook) {
      findings.push(
        fail(
          'claude-code',
          `${PLUGIN_ID} is enabled, but its hook (${HOOK_BUNDLE}) is not where Claude Code runs it from`,
          'bearing install --host claude-code again',
        ),
      );
    } else {
      findings.push(ok('claude-code', `the plugin ${PLUGIN_ID} is installed (${scopes}) and enabled (${file}); its hooks run ${hook}`));
    }
    return { registered: true, findings };
  },
};
