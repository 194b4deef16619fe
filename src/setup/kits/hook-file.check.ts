import { existsSync } from 'node:fs';
import { hookBundleOf } from '../bearing-root';
import { unreadableConfig } from '../config-file-read';
import { readText } from '../edit/file-write';
import { hookList } from '../hook-list';
import { hasExactly, ourEntries, type Entries, type HookMapFile } from '../edit/json/hook-map-file';
import { fail, ok, warn, type Finding } from '../finding';
import type { InstallContext, InstallScope } from '../install-context';
import { GLOBAL_INSTALL, HOOK_BIN, hookBinOnPath, runsHookBin } from './project-scope';

/** What doctor found in one hooks file: its findings, and bearing's entries there (empty: not registered). */
export interface HookFileReport {
  readonly findings: Finding[];
  readonly ours: Record<string, unknown[]>;
  readonly text: string | null;
}

/** Where a hooks file is: the scope whose install writes it, and the environment its host runs the hooks in. */
export interface HookFileAt {
  readonly path: string;
  readonly scope: InstallScope;
  readonly context: Pick<InstallContext, 'env'>;
}

/**
 * One hooks file of a host (Cursor's or Codex's shape): whether it parses, whether bearing's entries there are the
 * ones this bearing installs, and whether what each one runs is there (the packaged hook of a folder, or the
 * `bearing-hook` bin on PATH, which a project's file names). `commands` picks the command lines out of one of
 * bearing's entries; `offHere` says what a missing bin means on this host.
 */
export function hookFileCheck(
  host: string,
  at: HookFileAt,
  file: HookMapFile,
  wanted: Entries,
  commands: (entry: unknown) => string[],
  offHere = 'its hooks fail here and it runs without bearing',
): HookFileReport {
  const { path } = at;
  const install = `bearing install --host ${host}${at.scope === 'project' ? ' --scope project' : ''}`;
  const text = readText(path);
  if (text === null) return { findings: [], ours: {}, text };
  let ours: Record<string, unknown[]>;
  try {
    ours = ourEntries(file, text);
  } catch (error) {
    const problem = unreadableConfig(error);
    if (problem === undefined) throw error;
    return {
      findings: [fail(host, `${path} ${problem}: ${host} reads none of its hooks`, `fix the file, then run ${install}`)],
      ours: {},
      text,
    };
  }
  if (Object.keys(ours).length === 0) return { findings: [], ours, text };
  const lines = Object.values(ours).flat().flatMap(commands);
  if (lines.some(runsHookBin) && !hookBinOnPath(at.context)) {
    return {
      findings: [
        fail(
          host,
          `${path} runs ${HOOK_BIN} from PATH, which is not on PATH on this machine: bearing's guard is off here (${offHere})`,
          `install it: ${GLOBAL_INSTALL}`,
        ),
      ],
      ours,
      text,
    };
  }
  const missing = [...new Set(lines.map(hookBundleOf))].filter((bundle): bundle is string => bundle !== undefined && !existsSync(bundle));
  if (missing.length > 0) {
    return {
      findings: [
        fail(
          host,
          `${path} registers ${hookList(Object.keys(ours))} that run ${missing.join(', ')}, which is not there: they do nothing`,
          `run ${install} from the bearing you use`,
        ),
      ],
      ours,
      text,
    };
  }
  if (!hasExactly(file, text, wanted)) {
    return {
      findings: [
        warn(
          host,
          `${path} has ${hookList(Object.keys(ours))} from another bearing (another folder or version) than this one's ${hookList(Object.keys(wanted))}`,
          `run ${install} to bring them up to date`,
        ),
      ],
      ours,
      text,
    };
  }
  return { findings: [ok(host, `registered in ${path}: ${hookList(Object.keys(ours))}`)], ours, text };
}
