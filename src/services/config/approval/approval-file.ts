import { validateSync } from 'class-validator';
import { join, readdirSync, statSync } from '../../../platform/node-builtins';
import type { RuntimeEnvironment } from '../../../platform/runtime-environment';
import { validationMessage } from '../../../platform/validation-message';
import { stableName } from '../../files/stable-name';
import { replaceAtomically } from '../../records/atomic-file';
import type { RecordRead } from '../../records/record-store';
import { readTolerantly } from '../../records/tolerant-read';
import { userCacheBase, userCacheDirectory } from '../../user-cache/user-cache-directory';
import { readBoundedFile } from '../../files/bounded-file';
import { MAX_CONFIG_BYTES } from '../config-check';
import { ApprovalRecord } from './approval.record';

/** The folder of the user cache the records live in. */
const APPROVAL_FOLDER = 'approved';

/** Two files' texts, JSON-escaped (at most twice as long), and the rest of the record: anything larger is not one bearing wrote. */
const MAX_RECORD_BYTES = 4 * MAX_CONFIG_BYTES + 64 * 1024;

/** How many records doctor looks through at most. */
const MAX_LISTED = 500;

/**
 * The record file of a workspace root, in a folder only this user can write to (userCacheDirectory: whoever could
 * write there could approve for them). `create` makes the folder where it is missing (the hook); without it (doctor)
 * a missing folder means no record. Undefined where there is no such folder.
 */
export function approvalFile(environment: RuntimeEnvironment, root: string, create: boolean): string | undefined {
  const directory = create ? userCacheDirectory(environment, APPROVAL_FOLDER) : existingFolder(environment);
  return directory === undefined ? undefined : join(directory, `${stableName(root)}.json`);
}

/** The record file's JSON, one bounded read, never blocking; or why there is none to read. */
export type ApprovalJson =
  | { readonly kind: 'json'; readonly plain: unknown }
  | { readonly kind: 'absent' }
  | { readonly kind: 'invalid'; readonly message: string };

export function readApprovalJson(file: string): ApprovalJson {
  const read = readBoundedFile(file, MAX_RECORD_BYTES);
  if (read.kind === 'missing') return { kind: 'absent' };
  if (read.kind === 'not_a_file') return { kind: 'invalid', message: 'not a regular file' };
  if (read.kind === 'too_large') return { kind: 'invalid', message: `larger than ${MAX_RECORD_BYTES} bytes (${read.size})` };
  if (read.kind === 'unreadable') return { kind: 'invalid', message: `cannot read it (${read.code})` };
  try {
    return { kind: 'json', plain: JSON.parse(read.text) };
  } catch (error) {
    return { kind: 'invalid', message: `not valid JSON: ${(error as Error).message}` };
  }
}

/** The record, read tolerantly (keys a later bearing added are dropped). */
export function readApprovalRecord(file: string): RecordRead<ApprovalRecord> {
  return approvalRecordOf(readApprovalJson(file));
}

export function approvalRecordOf(json: ApprovalJson): RecordRead<ApprovalRecord> {
  return json.kind === 'json' ? readTolerantly(json.plain, [ApprovalRecord]) : json;
}

/** Replaces the record in one step; throws if it does not satisfy its own schema (a bug, never user data). */
export function writeApprovalRecord(file: string, record: ApprovalRecord): void {
  const errors = validateSync(record, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  if (errors.length > 0) throw new Error(`refusing to write an invalid ApprovalRecord: ${validationMessage(errors[0]!)}`);
  replaceAtomically(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** The workspace roots the folder holds records for (doctor's list), in name order, at most MAX_LISTED. */
export function rememberedRoots(environment: RuntimeEnvironment): string[] {
  const directory = existingFolder(environment);
  if (directory === undefined) return [];
  let names: string[];
  try {
    names = readdirSync(directory)
      .filter((n) => n.endsWith('.json'))
      .sort()
      .slice(0, MAX_LISTED);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const read = readApprovalRecord(join(directory, name));
    return read.kind === 'ok' ? [read.record.root] : [];
  });
}

function existingFolder(environment: RuntimeEnvironment): string | undefined {
  const base = userCacheBase(environment);
  if (base === undefined) return undefined;
  const directory = join(base, APPROVAL_FOLDER);
  return statSync(directory, { throwIfNoEntry: false })?.isDirectory() ? directory : undefined;
}
