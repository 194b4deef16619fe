// Removing folders is only ever done here, once per workspace: taken from Node here rather than node-builtins.
import { rmdirSync } from 'node:fs';
import { join, lstatSync, readdirSync, unlinkSync } from '../../platform/node-builtins';
import { MAX_RECORD_BYTES } from '../records/record-store';
import { checkRemovable, moveReplacing, moveWithoutReplacing } from '../records/record-move';
import { existingStateFolder, StateFolderRefused } from '../records/state-folders';
import { ensureHomeFolder, homeDirectory, type StateHome } from '../records/state-home';
import { WORKSPACE_FOLDER } from '../records/workspace-folder';
import { newerCopy } from './newer-copy';
import { SESSIONS_FOLDER, sessionFolders } from './session-files';

/** One line for the user that does not stop session memory (a record left in its old place, and why). */
export type SessionMemoryNote = (line: string) => void;

/** The `.gitignore` an older bearing wrote into `.bearing/` to keep its state out of git. */
const LEGACY_IGNORE = '.gitignore';

/**
 * Where an older bearing kept a session's record: `<root>/.bearing/sessions/<host>/<file>`, if that is a regular
 * file in real folders (nothing there is followed). Only records a move left behind are still there.
 */
export function legacySessionFile(root: string, host: string, fileName: string): string | undefined {
  try {
    const directory = existingStateFolder(root, [WORKSPACE_FOLDER, ...sessionFolders(host)]);
    const file = directory === undefined ? undefined : join(directory, fileName);
    return file !== undefined && lstatSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
  } catch {
    // A link, a file or an unreadable folder on the way: nothing of bearing's to read there.
    return undefined;
  }
}

/**
 * Moves the session records an older bearing kept in the work tree (`<root>/.bearing/sessions/<host>/*.json`) into
 * the state home, bytes as they are, then removes the folders that emptied, and `.bearing/` itself (with its
 * `.gitignore`) only where nothing else is left in it: what agents write there (`.bearing/test-engineering/`) stays.
 * A record already in the home is never replaced by an older one. A record that cannot be moved stays where it was,
 * read from there, and `note` is told why in one line. Nothing through a symbolic link: a `.bearing` (or a folder in
 * it) that is one is not bearing's, and is left as it is. Never throws for the file system's sake.
 */
export function migrateLegacySessions(root: string, home: StateHome, note: SessionMemoryNote): void {
  const legacy = join(root, WORKSPACE_FOLDER, SESSIONS_FOLDER);
  let sessions: string | undefined;
  try {
    sessions = existingStateFolder(root, [WORKSPACE_FOLDER, SESSIONS_FOLDER]);
  } catch (error) {
    if (!(error instanceof StateFolderRefused)) note(`${legacy}: cannot look into it (${codeOf(error)}); the session records there, if any, stay there`);
    return;
  }
  if (sessions === undefined) return;
  for (const host of entriesOf(sessions, note)) {
    if (host.isDirectory()) migrateHost(join(sessions, host.name), host.name, home, note);
  }
  removeIfEmpty(sessions);
  removeWorkspaceFolderIfEmpty(join(root, WORKSPACE_FOLDER));
}

/** One host's records, into `<home>/sessions/<host>/` (made only when a record can be moved there). */
function migrateHost(directory: string, host: string, home: StateHome, note: SessionMemoryNote): void {
  const target = join(homeDirectory(home), ...sessionFolders(host));
  let made: boolean | undefined;
  for (const entry of entriesOf(directory, note)) {
    // Lock and temporary files, links, anything else: not a record, left as it is.
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const [from, to] = [join(directory, entry.name), join(target, entry.name)];
    try {
      // A record that could not leave its folder is never copied: it stays the only one, read where it is.
      checkRemovable(from);
    } catch (error) {
      note(leftInPlace(from, to, codeOf(error)));
      continue;
    }
    made ??= makeFolder(home, host, directory, note);
    if (made) migrateRecord(from, to, note);
  }
  removeIfEmpty(directory);
}

/** The host's folder in the state home; false, said once, where it cannot be made. */
function makeFolder(home: StateHome, host: string, directory: string, note: SessionMemoryNote): boolean {
  try {
    ensureHomeFolder(home, sessionFolders(host));
    return true;
  } catch (error) {
    const why = error instanceof StateFolderRefused ? error.message : codeOf(error);
    note(`${directory}: its session records are left in place: cannot make their folder in ${homeDirectory(home)} (${why})`);
    return false;
  }
}

/** Moves one record, or keeps the newer of two copies, or leaves it in place and says why. */
function migrateRecord(from: string, to: string, note: SessionMemoryNote): void {
  let moving = true;
  try {
    if (moveWithoutReplacing(from, to, MAX_RECORD_BYTES)) return;
    moving = false;
    const newer = newerCopy(from, to, MAX_RECORD_BYTES);
    if (newer === 'unknown') {
      note(`${from}: left in place: ${to} holds a record of the same session too, and which of them is newer cannot be told`);
    } else if (newer === 'old') {
      moving = true;
      moveReplacing(from, to, MAX_RECORD_BYTES);
    } else {
      // The same record, or an older copy of the one in the new home.
      unlinkSync(from);
    }
  } catch (error) {
    const code = codeOf(error);
    // Gone already: another hook process moved it at the same moment.
    if (code === 'ENOENT' && !isThere(from)) return;
    note(moving ? leftInPlace(from, to, code) : `${from}: left in place, cannot remove it (${code}); ${to} holds the same session's record, as new or newer`);
  }
}

/** A record that could not be moved, and which of the two places session memory reads. */
function leftInPlace(from: string, to: string, code: string): string {
  return `${from}: left in place, cannot move it to ${to} (${code}); session memory reads ${isThere(to) ? 'the record there' : 'it from there'}`;
}

/** `.bearing/` goes when it holds nothing but the `.gitignore` an older bearing wrote into it. */
function removeWorkspaceFolderIfEmpty(folder: string): void {
  try {
    const left = readdirSync(folder);
    if (left.some((name) => name !== LEGACY_IGNORE)) return;
    const ignore = join(folder, LEGACY_IGNORE);
    if (left.length > 0 && lstatSync(ignore).isFile()) unlinkSync(ignore);
    rmdirSync(folder);
  } catch {
    // Something arrived in the meantime, or it cannot be removed: it stays, and costs nothing.
  }
}

function removeIfEmpty(folder: string): void {
  try {
    rmdirSync(folder);
  } catch {
    // Not empty (a record left in place, something that is not a record): it stays.
  }
}

function entriesOf(folder: string, note: SessionMemoryNote) {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    note(`${folder}: cannot list it (${codeOf(error)}); the session records there, if any, stay there`);
    return [];
  }
}

function isThere(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return true;
  }
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}
