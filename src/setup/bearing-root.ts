import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_BUNDLE } from '../framework/manifest-file';
import { InstallRefusal } from './install-refusal';

/**
 * bearing's folder as it goes between the double quotes of a hook command (`node "<root>/hooks/bearing-hook.cjs"`),
 * which each host hands to a shell (sh, or PowerShell and cmd on Windows). A space is fine there; a character those
 * shells read inside double quotes (`"`, `$`, a backquote, and on POSIX a backslash) would change the command, so
 * bearing refuses such a folder rather than write a command that runs something else.
 */
export function hookRoot(root: string): string {
  const special = process.platform === 'win32' ? /["$`\n\r]/ : /["$`\\\n\r]/;
  const found = special.exec(root);
  if (found)
    throw new InstallRefusal(
      `bearing's folder ${root} holds ${JSON.stringify(found[0])}, which a shell would read inside the hook command; move bearing to a folder without it`,
    );
  // npx runs a package from a cache npm may empty at any time: hooks pointing there would stop working silently.
  if (/[\\/]_npx[\\/]/.test(root))
    throw new InstallRefusal(
      `bearing runs from npx's cache (${root}), which npm may delete; install it first (npm install --global bearing-hooks), then run bearing install`,
    );
  if (!existsSync(join(root, HOOK_BUNDLE)))
    throw new InstallRefusal(`${join(root, HOOK_BUNDLE)} is missing: bearing's folder is incomplete (run npm run build in a clone)`);
  return root.replace(/\\/g, '/');
}

/** The packaged hook a command runs (`node "<path>" …`), when it names one. */
export function hookBundleOf(command: string): string | undefined {
  return /node "([^"]*bearing-hook\.cjs)"/.exec(command)?.[1];
}

/** Whether a hook command runs bearing's hook for `host`: the packaged one (any folder's), or the `bearing-hook` bin on PATH. */
export function runsBearingHook(command: unknown, host: string): boolean {
  return typeof command === 'string' && new RegExp(`(?:^|[\\s/\\\\"])bearing-hook(?:\\.cjs"?)?\\s+${host}(?:\\s|$)`).test(command);
}
