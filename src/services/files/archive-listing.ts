import { readBoundedBytes } from './bounded-file';

/** An archive larger than this is not listed (its entries are then unknown). */
const MAX_ARCHIVE_BYTES = 64 * 1024 * 1024;
/** Entries listed at most: past that, what else it holds is unknown. */
const MAX_ENTRIES = 10_000;

/**
 * The paths an archive would extract, read from its own index, bounded: tar (plain or gzip-compressed; ustar, GNU
 * long names, pax `path`) and zip (its central directory). Undefined when the file cannot be read or its format is
 * not one of these (bzip2, xz, zstd): its entries are then unknown.
 */
export function archiveEntries(path: string): string[] | undefined {
  const bytes = readBytes(path);
  if (!bytes) return undefined;
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return zipEntries(bytes);
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      // zlib is loaded only for a compressed archive: every other shell command's reading goes without it.
      const { gunzipSync } = require('node:zlib') as typeof import('node:zlib');
      tar = gunzipSync(bytes, { maxOutputLength: MAX_ARCHIVE_BYTES * 4 });
    } catch {
      return undefined;
    }
  }
  return tarEntries(tar);
}

function readBytes(path: string): Buffer | undefined {
  const read = readBoundedBytes(path, MAX_ARCHIVE_BYTES);
  return read.kind === 'bytes' ? read.bytes : undefined;
}

function tarEntries(tar: Buffer): string[] | undefined {
  const entries: string[] = [];
  let longName: string | undefined;
  for (let at = 0; at + 512 <= tar.length && entries.length < MAX_ENTRIES; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const text = (from: number, length: number) => header.toString('utf8', from, from + length).replace(/\0[\s\S]*$/, '');
    const size = parseInt(text(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size)) return undefined;
    const type = String.fromCharCode(header[156]!);
    const body = tar.subarray(at + 512, at + 512 + size);
    if (type === 'L') longName = body.toString('utf8').replace(/\0[\s\S]*$/, '');
    else if (type === 'x') {
      const pax = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'));
      if (pax) longName = pax[1];
    } else if (type !== 'g') {
      const prefix = text(257, 6).startsWith('ustar') ? text(345, 155) : '';
      entries.push(longName ?? (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100)));
      longName = undefined;
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

function zipEntries(zip: Buffer): string[] | undefined {
  // The end-of-central-directory record is in the last 64 KiB + 22 bytes.
  const from = Math.max(0, zip.length - 65_557);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), zip.length - 22);
  if (end < from) return undefined;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: string[] = [];
  for (let n = 0; n < count && n < MAX_ENTRIES && at + 46 <= zip.length; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    entries.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}
