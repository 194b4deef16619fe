import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { info, notInstalled, warn } from '../../../setup/finding';
import { hookFileCheck } from '../../../setup/kits/hook-file.check';
import { hookMapInstallStep, hookMapUninstallStep } from '../../../setup/kits/hook-map.kit';
import { alsoAsPlugin } from '../../../setup/kits/plugin-twice';
import { machinePathNote } from '../../../setup/kits/project-scope';
import { hookRoot, runsBearingHook } from '../../../setup/bearing-root';
import type { HostCheck, HostInstaller } from '../../../setup/host-installer';
import { homeDirectory, projectRoot, repositoryRoot, type InstallContext, type InstallScope } from '../../../setup/install-context';
import type { InstallPlan } from '../../../setup/install-plan';
import { eventsIn, type HookMapFile } from '../../../setup/edit/json/hook-map-file';
import { valuesAt } from '../../../setup/edit/json/json-edit';
import { CURSOR_EVENTS } from '../cursor-events';
import { cursorHookEntries, type CursorHookEntry } from '../cursor.manifest';

/**
 * Cursor's own hooks files (cursor.com/docs/hooks, late-2026 text; shared/reference/codex-cursor.md B1): the user's
 * `~/.cursor/hooks.json` and a project's `<root>/.cursor/hooks.json` (run only in a trusted workspace). Both are
 * `{"version": 1, "hooks": {"<event>": [{command, timeout, failClosed?}]}}`; bearing's entries are the ones the
 * plugin's hooks file has, with bearing's folder in place of `${CURSOR_PLUGIN_ROOT}`. Cursor reads plain JSON.
 */
const CURSOR_FILE: HookMapFile = {
  mapKey: 'hooks',
  newDocument: { version: 1 },
  isOurs: (entry) => runsBearingHook((entry as { command?: unknown } | null)?.command, 'cursor'),
};

function hooksPath(context: InstallContext, scope: InstallScope): string {
  return join(scope === 'user' ? homeDirectory(context) : projectRoot(context), '.cursor', 'hooks.json');
}

/** Where README's other way in links the plugin: a local plugin folder Cursor loads at "Developer: Reload Window". */
function linkedPlugin(context: InstallContext): string {
  return join(homeDirectory(context), '.cursor', 'plugins', 'local', 'bearing');
}

/** The events of a hooks file where an entry of the user's comes before bearing's. */
function behindTheirs(text: string, events: readonly string[]): string[] {
  return events.filter((event) => valuesAt(text, ['hooks', event]).findIndex(CURSOR_FILE.isOurs) > 0);
}

/** What the user should know about a hooks file bearing just wrote into. */
function notes(text: string, scope: InstallScope, events: readonly string[], path: string, root: string): string[] {
  const lines = ['Cursor reads hooks.json again when it changes (if a hook does not run, restart Cursor; its Hooks output channel shows each run).'];
  // bearing's gates are failClosed: where the hook file is missing, Cursor blocks what they gate (codex-cursor.md B).
  if (scope === 'project') lines.push(machinePathNote(path, root, "; until then Cursor refuses every shell command bearing's fail-closed gates guard there"));
  // Cursor has run only the first entry of an event's list (forum, Dec 2025): bearing's goes after the user's own.
  const behind = behindTheirs(text, events);
  if (behind.length > 0)
    lines.push(
      `note: bearing's entry comes after your own for ${behind.join(', ')}, and Cursor has been seen to run only the first hook of an event: if bearing does not answer there, put its entry first.`,
    );
  if (scope === 'project') lines.push("Cursor runs a project's hooks only in a trusted workspace.");
  const unknown = eventsIn(CURSOR_FILE, text).filter((e) => !(CURSOR_EVENTS as readonly string[]).includes(e));
  if (unknown.length > 0)
    lines.push(
      `note: this file also names ${unknown.join(', ')}, which Cursor does not document; one unknown event has made Cursor ignore a whole hooks file.`,
    );
  return lines;
}

export const CURSOR_INSTALLER: HostInstaller = {
  scopes: ['user', 'project'],
  runtime: { kind: 'node-on-path' },
  summary: {
    scopes: { user: "merges bearing's entries into `~/.cursor/hooks.json`", project: 'the same in `<repo>/.cursor/hooks.json`' },
    notes: [
      "bearing's entry goes after your own in each event's list; Cursor has been seen to run only the first (doctor warns)",
      "Cursor runs a project's hooks only in a trusted workspace",
      "the project file names bearing's folder on this machine: a teammate without bearing there has every shell command refused, the gates being fail-closed (install warns)",
    ],
  },

  install(context): InstallPlan {
    const root = hookRoot(context.root);
    const wanted = cursorHookEntries(root, context.identity.policies);
    const path = hooksPath(context, context.scope);
    const step = hookMapInstallStep(CURSOR_FILE, path, wanted);
    return { steps: [step], notes: notes(step.after!, context.scope, Object.keys(wanted), path, root) };
  },

  uninstall(context): InstallPlan {
    const path = hooksPath(context, context.scope);
    // A project's .cursor/ that only bearing's file was in goes with it; the user's own ~/.cursor stays.
    const folder = context.scope === 'project' ? dirname(path) : undefined;
    return { steps: [hookMapUninstallStep(CURSOR_FILE, path, cursorHookEntries(hookRoot(context.root), context.identity.policies), folder)] };
  },

  check(context): HostCheck {
    const wanted = cursorHookEntries(hookRoot(context.root), context.identity.policies);
    const commands = (entry: unknown) => [(entry as CursorHookEntry).command];
    const files = [hooksPath(context, 'user'), ...(repositoryRoot(context) ? [hooksPath(context, 'project')] : [])];
    const reports = files.map((path) => hookFileCheck('cursor', path, CURSOR_FILE, wanted, commands));
    const findings = reports.flatMap((r) => r.findings);
    const registered = reports.filter((r) => Object.keys(r.ours).length > 0);
    for (const report of registered) {
      // Cursor has run only the first entry of an event's list (forum, Dec 2025): say where the user's come first.
      const behind = behindTheirs(report.text!, Object.keys(report.ours));
      if (behind.length > 0)
        findings.push(
          warn(
            'cursor',
            `your own hook comes before bearing's for ${behind.join(', ')}: Cursor has been seen to run only the first hook of an event`,
            'if bearing does not answer there, put its entry first',
          ),
        );
    }
    const plugin = existsSync(linkedPlugin(context));
    if (plugin && registered.length > 0)
      findings.push(alsoAsPlugin('cursor', `linked as a plugin (${linkedPlugin(context)})`, 'remove the link or run bearing uninstall --host cursor'));
    else if (plugin)
      findings.push(
        info(
          'cursor',
          `linked as a plugin (${linkedPlugin(context)}); bearing cannot see whether Cursor loaded it`,
          "check the Hooks tab in Cursor's settings",
        ),
      );
    if (findings.length === 0) findings.push(notInstalled('cursor'));
    return { registered: registered.length > 0 || plugin, findings };
  },
};
