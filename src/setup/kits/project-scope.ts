import { findExecutable } from '../find-executable';
import type { InstallContext } from '../install-context';

/** The package's bin for the packaged hook (package.json `bin`), which takes the host id as its first argument. */
export const HOOK_BIN = 'bearing-hook';

/** What a teammate runs so a project file's `bearing-hook` finds bearing on their machine. */
export const GLOBAL_INSTALL = 'npm install --global bearing-hooks';

/** The words a project hook command is made of: a host id, `--event`, an event name (nothing a shell would read). */
function plainWords(args: readonly string[]): string {
  for (const arg of args) if (!/^[A-Za-z0-9_.-]+$/.test(arg)) throw new Error(`a project hook command takes plain words only, not ${JSON.stringify(arg)}`);
  return args.join(' ');
}

/**
 * The hook command a project's file (meant to be committed) holds: the `bearing-hook` bin from PATH, so it runs on
 * every machine where bearing is installed, wherever its folder is. A machine without it fails the hook, which a
 * fail-open host reports and gets past.
 */
export function binCommand(...args: string[]): string {
  return `${HOOK_BIN} ${plainWords(args)}`;
}

/**
 * The same for a host whose gates are fail-closed (Cursor): a machine without `bearing-hook` would have every gated
 * action refused, so a POSIX `sh` runs the bin where `command -v` finds it and otherwise reads the payload and answers
 * `neutral` (the host's "no decision") with exit 0. The guard is then off on that machine; `bearing doctor` says so.
 */
export function guardedBinCommand(neutral: string, ...args: string[]): string {
  if (/['\\]/.test(neutral)) throw new Error(`a neutral reply goes between single quotes: ${neutral}`);
  return `sh -c 'if command -v ${HOOK_BIN} >/dev/null 2>&1; then exec ${binCommand(...args)}; fi; cat >/dev/null; echo "${neutral.replace(/"/g, '\\"')}"'`;
}

/** Whether a hook command runs bearing through the bin on PATH (either form above) rather than a folder's bundle. */
export function runsHookBin(command: string): boolean {
  return new RegExp(`(?:^|[\\s;])(?:exec )?${HOOK_BIN}\\s`).test(command) && !command.includes(`${HOOK_BIN}.cjs`);
}

/** Whether `bearing-hook` is on the PATH this machine's hosts get (the context's). */
export function hookBinOnPath(context: Pick<InstallContext, 'env'>): boolean {
  return findExecutable(HOOK_BIN, context.env) !== undefined;
}

/** What install says when this machine lacks the bin a project file now runs. */
export function missingBinNote(more = ''): string {
  return `note: ${HOOK_BIN} is not on PATH on this machine: run ${GLOBAL_INSTALL}${more}.`;
}
