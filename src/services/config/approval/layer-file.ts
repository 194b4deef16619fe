import type { TextPosition } from '../../../platform/json-tree';
import { readBoundedFile } from '../../files/bounded-file';
import type { BearingConfig } from '../bearing-config';
import { checkConfigFile, checkConfigText, MAX_CONFIG_BYTES } from '../config-check';
import type { ConfigCheck } from '../config-problem';

/** One settings file, checked: absent (nothing to apply), valid (with the text it was read from), or its first problem. */
export type FileRead =
  | { readonly ok: true; readonly config?: BearingConfig; readonly text?: string }
  | { readonly ok: false; readonly error: string; readonly at?: TextPosition };

/**
 * A settings file read once, for both what it says and the text it says it in: the approval record compares texts
 * (services/config/approval), so the settings obeyed and the text compared must be the same read. A file that is
 * not plain UTF-8 text of a bounded size is left to checkConfigFile, which words its problem as everywhere else.
 */
export function readLayerFile(path: string): FileRead {
  const read = readBoundedFile(path, MAX_CONFIG_BYTES);
  if (read.kind === 'missing') return { ok: true };
  if (read.kind === 'text' && !read.text.includes('\ufffd')) {
    const parsed = firstProblem(checkConfigText(read.text));
    return parsed.ok ? { ...parsed, text: read.text } : parsed;
  }
  const again = checkConfigFile(path);
  // Only a file replaced between the two reads gets here: its settings came without the text they were read from.
  return again === undefined || again.config ? { ok: false, error: 'changed while bearing read it; the next call reads it again' } : firstProblem(again);
}

/** A checked file: its settings, or its first problem (`bearing config validate` lists them all). */
export function firstProblem(check: ConfigCheck): FileRead {
  if (check.config) return { ok: true, config: check.config };
  const first = check.problems[0]!;
  return { ok: false, error: first.message, ...(first.at && { at: first.at }) };
}
