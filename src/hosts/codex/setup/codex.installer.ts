import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fail, notInstalled, ok, type Finding } from '../../../setup/finding';
import { hookFileCheck } from '../../../setup/kits/hook-file.check';
import { hookMapInstallStep, hookMapUninstallStep } from '../../../setup/kits/hook-map.kit';
import { alsoAsPlugin, inBothScopes } from '../../../setup/kits/plugin-twice';
import { binCommand, GLOBAL_INSTALL, hookBinOnPath, missingBinNote } from '../../../setup/kits/project-scope';
import { hookRoot, runsBearingHook } from '../../../setup/bearing-root';
import { readText } from '../../../setup/edit/file-write';
import { hookList } from '../../../setup/hook-list';
import type { HostCheck, HostInstaller } from '../../../setup/host-installer';
import { projectRoot, repositoryRoot, type InstallContext, type InstallScope } from '../../../setup/install-context';
import type { InstallPlan } from '../../../setup/install-plan';
import type { HookMapFile } from '../../../setup/edit/json/hook-map-file';
import { codexHome, codexProjectDir, readCodexConfig, type CodexConfig } from './codex-config';
import { codexHookTrust, type CodexHooksFile, type CodexHookTrust, type CodexMatcherGroup } from './codex-hook-trust';
import { codexConfigPath, ourTrust, trustStep, type HooksFileAt } from './codex-trust-block';
import { codexHookGroups, type CodexHookGroup } from '../codex.manifest';

/**
 * Codex's own hooks files (shared/reference/codex-live.md §1, §4; codex-cursor.md A2), observed on 0.169.0: the
 * user's `$CODEX_HOME/hooks.json` (default `~/.codex`) and a project's `<root>/.codex/hooks.json`, which Codex
 * loads only in a trusted project. Both are Claude-style: event → matcher groups → handlers; bearing's groups are
 * the plugin's, with bearing's folder in place of `${PLUGIN_ROOT}` in the user's (this machine's file) and the
 * `bearing-hook` bin from PATH in a project's (committed: a teammate's machine has bearing elsewhere, and a machine
 * without it fails the hook, which Codex reports and gets past). Codex runs a user's hook only once it is
 * trusted, and skips an untrusted one without a word, so install also writes the trust entries `/hooks` would
 * write into `$CODEX_HOME/config.toml`: a `[hooks.state."<hooks file>:<event>:<group>:<handler>"]` table per
 * handler, with the hash of what was trusted, in a block of bearing's own at the end of the file.
 */
const CODEX_FILE: HookMapFile = {
  mapKey: 'hooks',
  newDocument: {},
  isOurs: (group) => {
    const handlers = (group as { hooks?: unknown } | null)?.hooks;
    return Array.isArray(handlers) && handlers.length > 0 && handlers.every((h) => runsBearingHook((h as { command?: unknown } | null)?.command, 'codex'));
  },
};

/** The plugin id README's other way in (`codex plugin add bearing@bearing`) installs bearing under. */
const PLUGIN_ID = 'bearing@bearing';

function hooksFileAt(context: InstallContext, scope: InstallScope): HooksFileAt {
  if (scope === 'user') {
    const home = codexHome(context);
    return { path: join(home.dir, 'hooks.json'), keyPath: join(home.keyDir, 'hooks.json') };
  }
  const root = projectRoot(context);
  return { path: join(root, '.codex', 'hooks.json'), keyPath: join(codexProjectDir(root), '.codex', 'hooks.json') };
}

const configPath = codexConfigPath;

/** bearing's matcher groups for a scope's file: the folder's bundle for the user, the bin on PATH for a project. */
function groupsFor(context: InstallContext, scope: InstallScope): Record<string, CodexHookGroup[]> {
  const groups = codexHookGroups(hookRoot(context.root), context.identity.policies);
  if (scope === 'user') return groups;
  const command = binCommand('codex');
  return Object.fromEntries(
    Object.entries(groups).map(([event, list]) => [event, list.map((g) => ({ ...g, hooks: g.hooks.map((h) => ({ ...h, command })) }))]),
  );
}

/** Lines for the user after an install: what Codex still needs before it runs bearing's hooks. */
function installNotes(context: InstallContext, config: CodexConfig, conflicts: readonly string[], trusted: boolean): string[] {
  const notes: string[] = [];
  if (context.scope === 'project') {
    const dir = codexProjectDir(projectRoot(context));
    if (!config.projectTrusted(dir)) {
      notes.push(
        `Codex loads ${join(dir, '.codex')} only in a trusted project: trust the folder when Codex asks, or add [projects.${JSON.stringify(dir)}] trust_level = "trusted" to ${configPath(context)}; until then it skips these hooks without a word.`,
      );
    }
  }
  if (context.scope === 'project') {
    const path = hooksFileAt(context, 'project').path;
    notes.push(
      `${path} runs bearing-hook from PATH on each machine that checks it out: a teammate needs bearing installed (${GLOBAL_INSTALL}) and trusts the hooks in /hooks; without it Codex reports the hook failing and runs on without bearing.`,
    );
    if (!hookBinOnPath(context)) notes.push(missingBinNote());
  }
  if (config.hooksOff) notes.push(`note: ${configPath(context)} switches hooks off ([features] hooks = false): Codex runs none of them.`);
  for (const key of conflicts)
    notes.push(`note: ${configPath(context)} already trusts ${key} at another hash; bearing left that entry as it is: trust bearing's hook in /hooks.`);
  if (config.pluginEnabled(PLUGIN_ID))
    notes.push(
      `note: bearing is also installed as the Codex plugin ${PLUGIN_ID}: each event would run it twice; remove one (codex plugin remove ${PLUGIN_ID}).`,
    );
  if (trusted)
    notes.push(
      `bearing trusted its hooks for you in ${configPath(context)} (the [hooks.state] entries /hooks would write, in bearing's marked block): Codex runs them without asking you to review them; /hooks lists them, and bearing uninstall takes the entries out again.`,
    );
  return notes;
}

/** bearing's handlers in a hooks file that Codex would skip: not trusted at their current hash, or switched off. */
function untrusted(trust: readonly CodexHookTrust[], config: CodexConfig): { skipped: CodexHookTrust[]; off: CodexHookTrust[] } {
  return {
    skipped: trust.filter((e) => config.states.get(e.key)?.trustedHash !== e.trustedHash),
    off: trust.filter((e) => config.states.get(e.key)?.trustedHash === e.trustedHash && config.states.get(e.key)?.enabled === false),
  };
}

function trustFindings(where: string, trust: readonly CodexHookTrust[], config: CodexConfig, fix: string): Finding[] {
  const { skipped, off } = untrusted(trust, config);
  const findings: Finding[] = [];
  if (skipped.length > 0)
    findings.push(
      fail(
        'codex',
        `${skipped.length} of bearing's ${trust.length} hooks in ${where} are not trusted (${hookList(skipped.map((e) => e.event))}): Codex skips them without a word`,
        fix,
      ),
    );
  if (off.length > 0)
    findings.push(
      fail(
        'codex',
        `${off.length} of bearing's hooks in ${where} are switched off in /hooks (${hookList(off.map((e) => e.event))})`,
        'switch them on in /hooks',
      ),
    );
  return findings;
}

/** The Codex plugin bearing@bearing, when config.toml enables it: the hooks file of its installed copy, trusted or not. */
function pluginFindings(context: InstallContext, config: CodexConfig): Finding[] {
  if (!config.pluginEnabled(PLUGIN_ID)) return [];
  const cache = join(codexHome(context).dir, 'plugins', 'cache', 'bearing', 'bearing');
  const versions = existsSync(cache) ? readdirSync(cache).sort() : [];
  if (versions.length === 0)
    return [fail('codex', `config.toml enables the plugin ${PLUGIN_ID}, but it is not installed under ${cache}`, `codex plugin add ${PLUGIN_ID}`)];
  const installed = join(cache, versions[versions.length - 1]!);
  const manifest = readText(join(installed, '.codex-plugin', 'plugin.json'));
  const hooksFile = manifest === null ? undefined : ((JSON.parse(manifest) as { hooks?: string }).hooks ?? '').replace(/^\.\//, '');
  const hooksText = hooksFile ? readText(join(installed, hooksFile)) : null;
  if (!hooksFile || hooksText === null) return [fail('codex', `the installed plugin ${installed} has no hooks file`, `codex plugin add ${PLUGIN_ID} again`)];
  const file = JSON.parse(hooksText) as CodexHooksFile;
  const trust = codexHookTrust(file, `${PLUGIN_ID}:${hooksFile}`);
  const problems = trustFindings(
    `the plugin ${PLUGIN_ID}`,
    trust,
    config,
    'trust them in /hooks (Codex asks at the next start), or use bearing install --host codex instead',
  );
  return problems.length > 0 ? problems : [ok('codex', `installed as the plugin ${PLUGIN_ID} (${installed}): ${hookList(Object.keys(file.hooks))}, trusted`)];
}

export const CODEX_INSTALLER: HostInstaller = {
  scopes: ['user', 'project'],
  runtime: { kind: 'node-on-path' },

  summary: {
    scopes: {
      user: "merges bearing's matcher groups into `~/.codex/hooks.json` (`$CODEX_HOME`), running the hook in bearing's folder, and their trust entries into `~/.codex/config.toml`",
      project:
        "the same in `<repo>/.codex/hooks.json`, running `bearing-hook` from PATH instead (no path of this machine's in the file), trusted in `~/.codex/config.toml`",
    },
    notes: [
      "trusts bearing's hooks for you: writes the `[hooks.state]` entries Codex's `/hooks` would, in a marked block of config.toml (Codex skips an untrusted hook without a word)",
      'Codex loads `<repo>/.codex/` only in a project it trusts',
      "the project file runs `bearing-hook` from PATH, so it works on a teammate's machine with bearing installed (`npm install --global bearing-hooks`); where it is not, Codex reports the hook failing and runs on without bearing (doctor says so)",
      'warns when bearing is also the Codex plugin `bearing@bearing` (each event would run twice)',
    ],
  },

  install(context): InstallPlan {
    const hooks = hooksFileAt(context, context.scope);
    const hooksStep = hookMapInstallStep(CODEX_FILE, hooks.path, groupsFor(context, context.scope));
    const { step, config, conflicts } = trustStep(context, hooks, hooksStep.after, hooksStep.verb);
    return { steps: [hooksStep, step], notes: installNotes(context, config, conflicts, step.before !== step.after) };
  },

  uninstall(context): InstallPlan {
    const hooks = hooksFileAt(context, context.scope);
    // A project's .codex/ that only bearing's file was in goes with it; the user's own $CODEX_HOME stays.
    const folder = context.scope === 'project' ? dirname(hooks.path) : undefined;
    // Either spelling goes (CODEX_FILE.isOurs): the bin, or a folder's bundle from an earlier install.
    const hooksStep = hookMapUninstallStep(CODEX_FILE, hooks.path, groupsFor(context, context.scope), folder);
    return { steps: [hooksStep, trustStep(context, hooks, hooksStep.after, 'remove').step] };
  },

  check(context): HostCheck {
    const path = configPath(context);
    const read = readCodexConfig(readText(path));
    if (!read.ok) return { registered: true, findings: [fail('codex', `${path} is ${read.error}: Codex does not start with it`, 'fix the file')] };
    const config = read.config;
    const commands = (group: unknown) => (group as CodexMatcherGroup).hooks.map((h) => h.command);
    const findings: Finding[] = [];
    let registered = false;
    const registeredIn: string[] = [];
    for (const scope of ['user', ...(repositoryRoot(context) ? ['project' as const] : [])] as InstallScope[]) {
      const hooks = hooksFileAt(context, scope);
      const report = hookFileCheck('codex', { path: hooks.path, scope, context }, CODEX_FILE, groupsFor(context, scope), commands);
      if (Object.keys(report.ours).length === 0) {
        findings.push(...report.findings);
        continue;
      }
      registered = true;
      registeredIn.push(hooks.path);
      const problems = trustFindings(
        hooks.path,
        ourTrust(report.text, hooks.keyPath),
        config,
        `run bearing install --host codex${scope === 'project' ? ' --scope project' : ''} again, or trust them in /hooks`,
      );
      if (scope === 'project' && !config.projectTrusted(codexProjectDir(projectRoot(context)))) {
        problems.push(
          fail(
            'codex',
            `${hooks.path} is in a project Codex does not trust: it loads none of its hooks`,
            `trust the folder when Codex asks, or add [projects.${JSON.stringify(codexProjectDir(projectRoot(context)))}] trust_level = "trusted" to ${path}`,
          ),
        );
      }
      findings.push(
        ...(problems.length > 0
          ? [...report.findings.filter((f) => f.level !== 'ok'), ...problems]
          : report.findings.map((f) => (f.level === 'ok' ? { ...f, message: `${f.message}, trusted` } : f))),
      );
    }
    if (registeredIn.length === 2 && registeredIn[0] !== registeredIn[1]) findings.push(inBothScopes('codex', registeredIn[0]!, registeredIn[1]!));
    const plugin = pluginFindings(context, config);
    if (plugin.length > 0 && registered)
      findings.push(
        alsoAsPlugin('codex', `installed as the plugin ${PLUGIN_ID}`, `remove one: bearing uninstall --host codex, or codex plugin remove ${PLUGIN_ID}`),
      );
    findings.push(...plugin);
    registered ||= plugin.length > 0;
    if (registered && config.hooksOff)
      findings.push(fail('codex', `${path} switches hooks off ([features] hooks = false): Codex runs none`, 'remove that line'));
    if (findings.length === 0) findings.push(notInstalled('codex'));
    return { registered, findings };
  },
};
