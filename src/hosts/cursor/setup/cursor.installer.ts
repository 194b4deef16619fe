import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { info, notInstalled, warn } from '../../../setup/finding';
import { hookFileCheck } from '../../../setup/kits/hook-file.check';
import { hookMapInstallStep, hookMapUninstallStep } from '../../../setup/kits/hook-map.kit';
import { alsoAsPlugin, inBothScopes } from '../../../setup/kits/plugin-twice';
import { GLOBAL_INSTALL, guardedBinCommand, hookBinOnPath, missingBinNote } from '../../../setup/kits/project-scope';
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
 * plugin's hooks file has, with bearing's folder in place of `${CURSOR_PLUGIN_ROOT}` in the user's (this machine's
 * file), and in a project's (committed, run on teammates' machines) the `bearing-hook` bin from PATH, wrapped so that a
 * machine without it answers Cursor's neutral `{}` instead of failing the fail-closed gates. Cursor reads plain JSON.
 */
const CURSOR_FILE: HookMapFile = {
  mapKey: 'hooks',
  newDocument: { version: 1 },
  isOurs: (entry) => runsBearingHook((entry as { command?: unknown } | null)?.command, 'cursor'),
};

/** Cursor's "no decision" (what bearing's Cursor adapter answers when no policy speaks). */
const CURSOR_NEUTRAL = '{}';

/** bearing's entries for a scope's file: the folder's bundle for the user, the guarded bin for a project. */
function entriesFor(context: InstallContext, scope: InstallScope): Record<string, CursorHookEntry[]> {
  const entries = cursorHookEntries(hookRoot(context.root), context.identity.policies);
  if (scope === 'user') return entries;
  return Object.fromEntries(
    Object.entries(entries).map(([event, list]) => [
      event,
      list.map((entry) => ({ ...entry, command: guardedBinCommand(CURSOR_NEUTRAL, 'cursor', '--event', event) })),
    ]),
  );
}

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
function notes(context: InstallContext, text: string, events: readonly string[], path: string): string[] {
  const scope = context.scope;
  const lines = ['Cursor reads hooks.json again when it changes (if a hook does not run, restart Cursor; its Hooks output channel shows each run).'];
  if (scope === 'project') {
    lines.push(
      `${path} runs bearing-hook from PATH (through sh) on each machine that checks it out; where bearing is not installed (${GLOBAL_INSTALL}), it answers Cursor's neutral {} and the guard is off there (bearing doctor says so).`,
    );
    if (!hookBinOnPath(context)) lines.push(missingBinNote(': until then the guard is off here too'));
    // Cursor starts hooks through PowerShell on Windows (codex-cursor.md, issues #4): no sh there, and the gates refuse.
    lines.push(
      "note: on Windows Cursor starts hooks through PowerShell: a teammate there needs sh on PATH (Git for Windows has one), or Cursor's fail-closed gates refuse every shell command.",
    );
  }
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
    scopes: {
      user: "merges bearing's entries into `~/.cursor/hooks.json`, running the hook in bearing's folder",
      project: "the same in `<repo>/.cursor/hooks.json`, running `bearing-hook` from PATH instead (no path of this machine's in the file)",
    },
    notes: [
      "bearing's entry goes after your own in each event's list; Cursor has been seen to run only the first (doctor warns)",
      "Cursor runs a project's hooks only in a trusted workspace",
      "the project file runs `bearing-hook` through `sh`: on a machine without it, it answers Cursor's neutral `{}` rather than have the fail-closed gates refuse every shell command (doctor says the guard is off there)",
      'on Windows, where Cursor starts hooks through PowerShell, the project file needs `sh` on PATH (install warns)',
    ],
  },

  install(context): InstallPlan {
    const wanted = entriesFor(context, context.scope);
    const path = hooksPath(context, context.scope);
    const step = hookMapInstallStep(CURSOR_FILE, path, wanted);
    return { steps: [step], notes: notes(context, step.after!, Object.keys(wanted), path) };
  },

  uninstall(context): InstallPlan {
    const path = hooksPath(context, context.scope);
    // A project's .cursor/ that only bearing's file was in goes with it; the user's own ~/.cursor stays.
    const folder = context.scope === 'project' ? dirname(path) : undefined;
    // Either spelling goes (CURSOR_FILE.isOurs): the bin, or a folder's bundle from an earlier install.
    return { steps: [hookMapUninstallStep(CURSOR_FILE, path, entriesFor(context, context.scope), folder)] };
  },

  check(context): HostCheck {
    const commands = (entry: unknown) => [(entry as CursorHookEntry).command];
    const scopes: InstallScope[] = ['user', ...(repositoryRoot(context) ? ['project' as const] : [])];
    const reports = scopes.map((scope) =>
      hookFileCheck(
        'cursor',
        { path: hooksPath(context, scope), scope, context },
        CURSOR_FILE,
        entriesFor(context, scope),
        commands,
        "its hooks answer Cursor's neutral {}",
      ),
    );
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
    if (registered.length === 2 && hooksPath(context, 'user') !== hooksPath(context, 'project'))
      findings.push(inBothScopes('cursor', hooksPath(context, 'user'), hooksPath(context, 'project')));
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
