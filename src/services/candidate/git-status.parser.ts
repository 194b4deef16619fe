/** What `git status --porcelain=v2 -z --branch` says. */
export interface GitStatus {
  /** `branch.oid`; `(initial)` before the first commit. */
  readonly oid?: string;
  /** `branch.head`; `(detached)` on a detached HEAD. */
  readonly head?: string;
  /** Every changed, renamed, unmerged or untracked path (renames: the new path), relative to the repository top. */
  readonly paths: readonly string[];
}

/** Fields before the path in porcelain v2 records: ordinary `1`, rename/copy `2`, unmerged `u`. */
const FIELDS_BEFORE_PATH: Readonly<Record<string, number>> = { '1': 8, '2': 9, u: 10 };

/**
 * Parses NUL-separated porcelain v2. With `-z` git never quotes or escapes a path, so spaces and non-ASCII
 * names come through as they are; a rename record is followed by one more NUL field, the old path, which
 * is dropped.
 */
export function parseGitStatus(output: string): GitStatus {
  const records = output.split('\u0000');
  const paths: string[] = [];
  let oid: string | undefined;
  let head: string | undefined;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (record === '') continue;
    if (record.startsWith('# branch.oid ')) oid = record.slice('# branch.oid '.length);
    else if (record.startsWith('# branch.head ')) head = record.slice('# branch.head '.length);
    else if (record.startsWith('? ')) paths.push(record.slice(2));
    else {
      const before = FIELDS_BEFORE_PATH[record[0]!];
      if (before === undefined || record[1] !== ' ') continue;
      const path = record.split(' ').slice(before).join(' ');
      if (path) paths.push(path);
      if (record[0] === '2') i++;
    }
  }
  return { ...(oid !== undefined && { oid }), ...(head !== undefined && { head }), paths };
}
