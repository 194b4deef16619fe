import { dirname, lstatSync, mkdirSync } from '../../platform/node-builtins';
import { readBoundedFile } from '../files/bounded-file';
import { validateSync } from 'class-validator';
import { injectable } from '../../framework/di/injectable';
import { validationMessage } from '../../platform/validation-message';
import { replaceAtomically, withFileLock } from './atomic-file';
import type { RecordSchema, StoredRecord } from './stored-record';
import { readTolerantly, type TolerantRead } from './tolerant-read';

export type RecordRead<T extends StoredRecord> = TolerantRead<T> | { readonly kind: 'absent' };

export type RecordUpdate<T extends StoredRecord> =
  | { readonly kind: 'written'; readonly record: T }
  | { readonly kind: 'unchanged'; readonly record?: T }
  | { readonly kind: 'refused'; readonly message: string };

/** A record is a few hundred bytes; one past this is not one bearing wrote. */
export const MAX_RECORD_BYTES = 1024 * 1024;

/** Why a stored record cannot be used, as one line. */
export function refusal(read: Exclude<RecordRead<StoredRecord>, { kind: 'ok' } | { kind: 'absent' }>, file: string): string {
  return read.kind === 'needs-upgrade'
    ? `${file}: this record needs a newer bearing; upgrade (it relies on ${read.paths.join(', ')})`
    : `${file}: ${read.message}`;
}

/**
 * bearing's state files (see state-home.ts): written atomically and validated strictly; read tolerantly (see readTolerantly).
 * A mutation reads first and leaves the file untouched when the record cannot be understood.
 */
@injectable()
export class RecordStore {
  read<T extends StoredRecord>(file: string, schemas: readonly RecordSchema<T>[]): RecordRead<T> {
    // A link in bearing's state is not bearing's: never read through it (writes replace it, never follow it).
    if (isLink(file)) return { kind: 'invalid', message: 'a symbolic link, not a record: not followed' };
    // Bounded and never blocking: a FIFO planted as a record would otherwise hang the hook for good.
    const read = readBoundedFile(file, MAX_RECORD_BYTES);
    // A path through a file (ENOTDIR) holds no record, as a missing one does.
    if (read.kind === 'missing' || (read.kind === 'unreadable' && read.code === 'ENOTDIR')) return { kind: 'absent' };
    if (read.kind === 'not_a_file') return { kind: 'invalid', message: 'not a regular file' };
    if (read.kind === 'too_large') return { kind: 'invalid', message: `larger than ${MAX_RECORD_BYTES} bytes (${read.size})` };
    if (read.kind === 'unreadable') return { kind: 'invalid', message: `cannot read it (${read.code})` };
    const text = read.text;
    let plain: unknown;
    try {
      plain = JSON.parse(text);
    } catch (error) {
      return { kind: 'invalid', message: `not valid JSON: ${(error as Error).message}` };
    }
    return readTolerantly(plain, schemas);
  }

  /** Replaces the record; throws if it does not satisfy its own schema (a bug, never user data). */
  write<T extends StoredRecord>(file: string, record: T): void {
    replaceAtomically(this.prepare(file), serialize(record));
  }

  /** Read, change and write one record while holding its lock, so concurrent hooks never lose an update. */
  async update<T extends StoredRecord>(
    file: string,
    schemas: readonly RecordSchema<T>[],
    change: (current: T | undefined) => T | undefined,
  ): Promise<RecordUpdate<T>> {
    return withFileLock(this.prepare(file), (): RecordUpdate<T> => {
      const current = this.read(file, schemas);
      if (current.kind === 'needs-upgrade' || current.kind === 'invalid') return { kind: 'refused', message: refusal(current, file) };
      const existing = current.kind === 'ok' ? current.record : undefined;
      const next = change(existing);
      if (next === undefined) return { kind: 'unchanged', ...(existing && { record: existing }) };
      this.write(file, next);
      return { kind: 'written', record: next };
    });
  }

  private prepare(file: string): string {
    mkdirSync(dirname(file), { recursive: true });
    return file;
  }
}

/** True for a symbolic link; false for anything else, or where the path cannot be looked at (the read says why). */
function isLink(file: string): boolean {
  try {
    return lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() === true;
  } catch {
    return false;
  }
}

function serialize(record: StoredRecord): string {
  const errors = validateSync(record, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  if (errors.length > 0) throw new Error(`refusing to write an invalid ${record.constructor.name}: ${validationMessage(errors[0]!)}`);
  return `${JSON.stringify(record, null, 2)}\n`;
}
