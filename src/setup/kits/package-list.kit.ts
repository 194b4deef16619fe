import { canonicalJson } from '../edit/canonical-json';
import { backupPath } from '../edit/backup-location';
import { readText } from '../edit/file-write';
import { appendAt, parseFileJson, removeAt, valuesAt } from '../edit/json/json-edit';
import { jsonValue } from '../../platform/json-tree';

/**
 * A host's JSON config that names its packages in one list (OpenCode's `"plugin"`, Pi's `"packages"`): bearing's
 * entry goes after the user's, every other byte kept, and goes again on uninstall.
 */
export interface PackageList {
  readonly path: string;
  /** The list's key at the top of the file. */
  readonly key: string;
  /** bearing's entry: its folder, or its npm spec (in a project's file, read on teammates' machines). */
  readonly entry: string;
  /** Whether an entry is bearing's, in any spelling an install has written. */
  readonly isOurs: (entry: unknown) => boolean;
  /** What a file bearing creates holds besides the list. */
  readonly newFile: Readonly<Record<string, unknown>>;
  readonly jsonc: boolean;
}

/** The config with bearing's entry as its one bearing entry (null: no file yet), and whether one was there. */
export function withPackage(text: string | null, list: PackageList): { text: string; updated: boolean } {
  const { key, entry, isOurs, newFile } = list;
  const options = { jsonc: list.jsonc };
  if (text === null) return { text: `${JSON.stringify({ ...newFile, [key]: [entry] }, null, 2)}\n`, updated: false };
  const ours = valuesAt(text, [key], options).filter(isOurs);
  if (canonicalJson(ours) === canonicalJson([entry])) return { text, updated: false };
  return { text: appendAt(removeAt(text, [key], isOurs, options), [key], [entry], options), updated: ours.length > 0 };
}

/** The config without bearing's entry: its backup where that is what it was before, nothing where bearing made it. */
export function withoutPackage(text: string, list: PackageList): string | null {
  const { path, key, isOurs, newFile } = list;
  const options = { jsonc: list.jsonc };
  const stripped = removeAt(text, [key], isOurs, options);
  if (stripped === text) return text;
  const backup = readText(backupPath(path));
  try {
    if (backup !== null && !valuesAt(backup, [key], options).some(isOurs) && withPackage(backup, list).text === text) return backup;
  } catch {
    // A backup that does not parse is not the file as it was.
  }
  return canonicalJson(jsonValue(parseFileJson(stripped, options))) === canonicalJson(newFile) ? null : stripped;
}
