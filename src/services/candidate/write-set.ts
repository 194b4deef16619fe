import { WORKSPACE_FOLDER } from '../records/workspace-folder';

/**
 * `.bearing/` holds what agents hand to bearing (the Test Engineering hand-off and receipt, which the gates read
 * beside the candidate), never part of a candidate.
 */
export function isRuntimePath(path: string): boolean {
  return path === WORKSPACE_FOLDER || path.startsWith(`${WORKSPACE_FOLDER}/`);
}

/**
 * Whether a workspace-relative path is inside the trusted write set: it equals an entry (trailing `/`
 * dropped) or lies under it. No globbing. An empty write set covers nothing.
 */
export function inWriteSet(path: string, writeSet: readonly string[]): boolean {
  return writeSet.some((raw) => {
    const entry = normaliseEntry(raw);
    return entry !== '' && (path === entry || path.startsWith(`${entry}/`));
  });
}

/** `./src/` and `src` name the same entry. */
function normaliseEntry(entry: string): string {
  return entry
    .trim()
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
}
