import { canonicalJson } from '../canonical-json';
import { appendAt, keysAt, parseFileJson, removeAt, valuesAt } from './json-edit';
import { jsonValue, type JsonTreeOptions } from '../../../platform/json-tree';

/**
 * A host's hooks file of the shape Cursor's and Codex's share: an object whose `mapKey` member maps each event to a
 * list of entries (`{"version": 1, "hooks": {"preToolUse": [...]}}`). bearing's entries are the ones `isOurs` picks
 * (those that run bearing's packaged hook); the user's are never moved or rewritten.
 */
export interface HookMapFile {
  readonly mapKey: string;
  /** The rest of a file bearing creates (Cursor's `{"version": 1}`). */
  readonly newDocument: Readonly<Record<string, unknown>>;
  readonly isOurs: (entry: unknown) => boolean;
  readonly json?: JsonTreeOptions;
}

export type Entries = Readonly<Record<string, readonly unknown[]>>;

/** bearing's entries in a hooks file's text, by event (events without one left out). Throws where it does not parse. */
export function ourEntries(file: HookMapFile, text: string): Record<string, unknown[]> {
  const result: Record<string, unknown[]> = {};
  for (const event of keysAt(text, [file.mapKey], file.json)) {
    const ours = valuesAt(text, [file.mapKey, event], file.json).filter(file.isOurs);
    if (ours.length > 0) result[event] = ours;
  }
  return result;
}

/** Every event name a hooks file's map holds (the user's too). */
export function eventsIn(file: HookMapFile, text: string): string[] {
  return keysAt(text, [file.mapKey], file.json);
}

/** Whether bearing's entries in `text` are exactly `wanted`. */
export function hasExactly(file: HookMapFile, text: string, wanted: Entries): boolean {
  return canonicalJson(ourEntries(file, text)) === canonicalJson(wanted);
}

/**
 * The file with bearing's entries being `wanted`: unchanged when they already are; otherwise bearing's entries there
 * (an older install, another folder) are taken out and `wanted` appended, each event's after the user's.
 */
export function withEntries(file: HookMapFile, text: string | null, wanted: Entries): { readonly text: string; readonly updated: boolean } {
  if (text === null) return { text: `${JSON.stringify({ ...file.newDocument, [file.mapKey]: wanted }, null, 2)}\n`, updated: false };
  if (hasExactly(file, text, wanted)) return { text, updated: false };
  const old = ourEntries(file, text);
  let result = text;
  for (const event of Object.keys(old)) result = removeAt(result, [file.mapKey, event], file.isOurs, file.json);
  for (const [event, entries] of Object.entries(wanted)) result = appendAt(result, [file.mapKey, event], entries, file.json);
  return { text: result, updated: Object.keys(old).length > 0 };
}

/**
 * The file without bearing's entries (null: nothing of the user's is left, so the file goes). When the file is
 * exactly what installing `wanted` into its backup gives, the backup is the file as the user had it, byte for byte
 * (an empty `"hooks": {}` of theirs included), and that is what comes back.
 */
export function withoutEntries(file: HookMapFile, text: string, wanted: Entries, backup: string | null): string | null {
  const old = ourEntries(file, text);
  if (Object.keys(old).length === 0) return text;
  if (backup !== null && isPristineBackup(file, backup, wanted, text)) return backup;
  let result = text;
  for (const event of Object.keys(old)) result = removeAt(result, [file.mapKey, event], file.isOurs, file.json);
  const left = canonicalJson(jsonValue(parseFileJson(result, file.json)));
  return left === canonicalJson(file.newDocument) || left === '{}' ? null : result;
}

/** The backup holds none of bearing's entries, and installing them into it gives `text` exactly. */
function isPristineBackup(file: HookMapFile, backup: string, wanted: Entries, text: string): boolean {
  try {
    return Object.keys(ourEntries(file, backup)).length === 0 && withEntries(file, backup, wanted).text === text;
  } catch {
    return false;
  }
}
