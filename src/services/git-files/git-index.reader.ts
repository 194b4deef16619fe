import { join, lstatSync, type Stats } from '../../platform/node-builtins';
import { readBoundedBytes, readBoundedFile } from '../files/bounded-file';
import { commonGitDir } from './git-dir';

/** A work tree file as git would see it against its index. */
export type WorkTreeFileState = 'clean' | 'modified' | 'untracked' | 'missing' | 'unknown';

/** An index this large is not read: its files' states are then unknown. */
const MAX_INDEX_BYTES = 128 * 1024 * 1024;

/**
 * Whether a file of the work tree is tracked and as the index has it, changed, or untracked: what `git stash`,
 * `git checkout .` and `git clean` would do to it. Read from `.git/index` (versions 2–4) and the file itself, as git
 * does: the same size and modification time mean unchanged; otherwise the file's blob hash decides. No process is
 * started; a change already staged is not seen (it would take the commit's tree).
 */
export function workTreeFileState(gitDir: string, root: string, path: string): WorkTreeFileState {
  const entry = indexEntry(gitDir, path);
  if (entry === 'unreadable') return 'unknown';
  let stat: Stats | undefined;
  try {
    stat = lstatSync(join(root, path), { throwIfNoEntry: false, bigint: false });
  } catch {
    return 'unknown';
  }
  if (!entry) return stat ? 'untracked' : 'missing';
  if (!stat) return 'modified';
  if (stat.size === entry.size && Math.floor(stat.mtimeMs / 1000) === entry.mtimeSeconds) return 'clean';
  const read = readBoundedFile(join(root, path), 64 * 1024 * 1024);
  if (read.kind !== 'text') return 'unknown';
  const content = Buffer.from(read.text, 'utf8');
  // node:crypto only here, when a file's state is asked for (it costs a cold hook process milliseconds to load).
  const { createHash } = require('node:crypto') as typeof import('node:crypto');
  const hash = createHash(entry.oid.length === 64 ? 'sha256' : 'sha1')
    .update(`blob ${content.length}\0`)
    .update(content)
    .digest('hex');
  return hash === entry.oid ? 'clean' : 'modified';
}

interface IndexEntry {
  readonly size: number;
  readonly mtimeSeconds: number;
  readonly oid: string;
}

function indexEntry(gitDir: string, path: string): IndexEntry | undefined | 'unreadable' {
  const entries = indexEntries(gitDir);
  return entries === undefined || entries === 'unreadable' ? entries : entries.get(path);
}

/** The paths the index tracks, in its order (`git ls-files`); undefined without an index, or where it cannot be read. */
export function indexPaths(gitDir: string): string[] | undefined {
  const entries = indexEntries(gitDir);
  return entries === undefined || entries === 'unreadable' ? undefined : [...entries.keys()];
}

/** Every entry of the index by its path (stage 0 and conflict stages alike: the last one read). */
function indexEntries(gitDir: string): Map<string, IndexEntry> | undefined | 'unreadable' {
  const index = readIndex(join(gitDir, 'index'));
  if (index === undefined) return undefined;
  if (index === 'unreadable' || index.toString('latin1', 0, 4) !== 'DIRC') return 'unreadable';
  const version = index.readUInt32BE(4);
  const count = index.readUInt32BE(8);
  const oidLength = sha256Repository(gitDir) ? 32 : 20;
  const entries = new Map<string, IndexEntry>();
  let at = 12;
  let previous = '';
  for (let n = 0; n < count && at < index.length; n++) {
    const start = at;
    const mtimeSeconds = index.readUInt32BE(at + 8);
    const size = index.readUInt32BE(at + 36);
    const oid = index.toString('hex', at + 40, at + 40 + oidLength);
    const flags = index.readUInt16BE(at + 40 + oidLength);
    at += 40 + oidLength + 2;
    if (version >= 3 && flags & 0x4000) at += 2;
    let name: string;
    if (version === 4) {
      let strip = 0;
      let byte: number;
      do {
        byte = index[at++]!;
        strip = (strip << 7) | (byte & 0x7f);
        if (byte & 0x80) strip++;
      } while (byte & 0x80);
      const end = index.indexOf(0, at);
      name = previous.slice(0, previous.length - strip) + index.toString('utf8', at, end);
      at = end + 1;
    } else {
      const end = index.indexOf(0, at);
      name = index.toString('utf8', at, end);
      at = start + Math.ceil((end - start + 1) / 8) * 8;
    }
    previous = name;
    entries.set(name, { size, mtimeSeconds, oid });
  }
  return entries;
}

function readIndex(file: string): Buffer | undefined | 'unreadable' {
  const read = readBoundedBytes(file, MAX_INDEX_BYTES);
  return read.kind === 'bytes' ? read.bytes : read.kind === 'missing' ? undefined : 'unreadable';
}

function sha256Repository(gitDir: string): boolean {
  const config = readBoundedFile(join(commonGitDir(gitDir), 'config'), 1024 * 1024);
  return config.kind === 'text' && /objectformat\s*=\s*sha256/i.test(config.text);
}
