import { existsSync } from 'node:fs';
import { hookBundleOf } from '../bearing-root';
import { unreadableConfig } from '../config-file-read';
import { readText } from '../edit/file-write';
import { hookList } from '../hook-list';
import { hasExactly, ourEntries, type Entries, type HookMapFile } from '../edit/json/hook-map-file';
import { fail, ok, warn, type Finding } from '../finding';

/** What doctor found in one hooks file: its findings, and bearing's entries there (empty: not registered). */
export interface HookFileReport {
  readonly findings: Finding[];
  readonly ours: Record<string, unknown[]>;
  readonly text: string | null;
}

/**
 * One hooks file of a host (Cursor's or Codex's shape): whether it parses, whether bearing's entries there are the
 * ones this bearing installs, and whether the packaged hook each one runs is there. `commands` picks the command
 * lines out of one of bearing's entries.
 */
export function hookFileCheck(host: string, path: string, file: HookMapFile, wanted: Entries, commands: (entry: unknown) => string[]): HookFileReport {
  const text = readText(path);
  if (text === null) return { findings: [], ours: {}, text };
  let ours: Record<string, unknown[]>;
  try {
    ours = ourEntries(file, text);
  } catch (error) {
    const problem = unreadableConfig(error);
    if (problem === undefined) throw error;
    return {
      findings: [fail(host, `${path} ${problem}: ${host} reads none of its hooks`, `fix the file, then run bearing install --host ${host}`)],
      ours: {},
      text,
    };
  }
  if (Object.keys(ours).length === 0) return { findings: [], ours, text };
  const missing = [...new Set(Object.values(ours).flat().flatMap(commands).map(hookBundleOf))].filter(
    (bundle): bundle is string => bundle !== undefined && !existsSync(bundle),
  );
  if (missing.length > 0) {
    return {
      findings: [
        fail(
          host,
          `${path} registers ${hookList(Object.keys(ours))} that run ${missing.join(', ')}, which is not there: they do nothing`,
          `run bearing install --host ${host} from the bearing you use`,
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
          `run bearing install --host ${host} to bring them up to date`,
        ),
      ],
      ours,
      text,
    };
  }
  return { findings: [ok(host, `registered in ${path}: ${hookList(Object.keys(ours))}`)], ours, text };
}
