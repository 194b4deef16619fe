import type { ValidationError } from 'class-validator';
import { isPlainObject } from '../../platform/plain-object';
import { validatedInstance } from '../../platform/validated-instance';
import { validationMessage } from '../../platform/validation-message';
import { dropsCritical } from './key-paths';
import type { RecordSchema, StoredRecord } from './stored-record';

export type TolerantRead<T extends StoredRecord> =
  | { readonly kind: 'ok'; readonly record: T; readonly dropped: readonly string[] }
  | { readonly kind: 'needs-upgrade'; readonly paths: readonly string[] }
  | { readonly kind: 'invalid'; readonly message: string };

interface Candidate<T extends StoredRecord> {
  readonly schema: RecordSchema<T>;
  /** Paths of keys this schema does not know. */
  readonly unknown: string[];
  /** Every other violation, one line each. */
  readonly problems: string[];
}

/**
 * Reads a stored record written by any bearing version. Keys this reader does not know are dropped and
 * reading goes on; any other schema violation is an error. Of several schemas (a union), the one that
 * drops the fewest keys wins. A record whose `critical` list names a key this reader would drop refuses.
 */
export function readTolerantly<T extends StoredRecord>(plain: unknown, schemas: readonly RecordSchema<T>[]): TolerantRead<T> {
  if (!isPlainObject(plain)) return { kind: 'invalid', message: 'a record must be a JSON object' };
  const candidates = schemas.map((schema) => check(schema, plain));
  const fitting = candidates.filter((c) => c.problems.length === 0).sort((a, b) => a.unknown.length - b.unknown.length);
  const best = fitting[0];
  if (!best) {
    const closest = [...candidates].sort((a, b) => a.problems.length - b.problems.length)[0]!;
    return { kind: 'invalid', message: closest.problems[0]! };
  }
  const critical = (plain as { critical?: unknown }).critical;
  const criticalPaths = Array.isArray(critical) ? critical.filter((c): c is string => typeof c === 'string') : [];
  const lost = best.unknown.filter((path) => criticalPaths.some((c) => dropsCritical(path, c)));
  if (lost.length > 0) return { kind: 'needs-upgrade', paths: lost };
  // Validating again with the unknown keys allowed strips them from the record.
  const [record] = validatedInstance(best.schema, plain, false);
  return { kind: 'ok', record, dropped: best.unknown };
}

function check<T extends StoredRecord>(schema: RecordSchema<T>, plain: object): Candidate<T> {
  const [, errors] = validatedInstance(schema, plain, true);
  const unknown: string[] = [];
  const problems: string[] = [];
  const walk = (error: ValidationError, parent: string) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const { whitelistValidation, ...others } = error.constraints ?? {};
    if (whitelistValidation) unknown.push(path);
    if (Object.keys(others).length > 0) problems.push(validationMessage({ ...error, constraints: others }, parent));
    for (const child of error.children ?? []) walk(child, path);
  };
  for (const error of errors) walk(error, '');
  return { schema, unknown, problems };
}
