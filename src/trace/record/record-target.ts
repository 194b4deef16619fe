import { isAbsolute, join } from '../../platform/node-builtins';
import { isFlagOff, type RuntimeEnvironment } from '../../platform/runtime-environment';
import { userConfigFile } from '../../services/config/user-config-location';
import { userCacheBase } from '../../services/user-cache/user-cache-directory';
import { userSetting } from '../user-setting';

/** The record's folder inside the user cache, and its file there. */
const RECORD_FOLDER = 'decisions';
const RECORD_FILE = 'decisions.jsonl';

/**
 * Where the record goes, or why it does not:
 * - `off`: the user-level config says `"record": false`, or BEARING_RECORD is `0`/`false`/`no`/`off`;
 * - `nowhere`: no cache folder is named (no absolute BEARING_CACHE_DIR, XDG_CACHE_HOME, LOCALAPPDATA or HOME);
 * - else the file: BEARING_RECORD=<absolute file>, or `<cache>/decisions/decisions.jsonl`.
 * Only the user decides: a workspace's bearing.config.json, which a clone brings, is never read here, so that a
 * repository cannot hide what bearing refused in it.
 */
export type RecordTarget =
  | { readonly kind: 'file'; readonly file: string }
  /** Off, and where the record would be (what `bearing log` still reads). */
  | { readonly kind: 'off'; readonly by: string; readonly file?: string }
  | { readonly kind: 'nowhere' };

export function recordTarget(environment: RuntimeEnvironment): RecordTarget {
  const value = environment['BEARING_RECORD']?.trim();
  const base = userCacheBase(environment);
  const file = value !== undefined && isAbsolute(value) ? value : base === undefined ? undefined : join(base, RECORD_FOLDER, RECORD_FILE);
  const off = (by: string): RecordTarget => ({ kind: 'off', by, ...(file !== undefined && { file }) });
  if (value !== undefined && value !== '' && isFlagOff(value)) return off(`BEARING_RECORD=${value}`);
  if (userSetting(environment, 'record') === false) return off(`"record": false in ${userConfigFile(environment)}`);
  return file === undefined ? { kind: 'nowhere' } : { kind: 'file', file };
}
