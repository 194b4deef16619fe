import { isPlainObject } from '../../platform/plain-object';
import { validatedInstance } from '../../platform/validated-instance';
import { validationProblems } from '../../platform/validation-problems';
import { readBoundedFile } from '../files/bounded-file';
import { BearingConfig } from './bearing-config';
import { MAX_CONFIG_BYTES } from './config-size';
import type { ConfigCheck, ConfigRules } from './config-problem';
import { configDiagnostics } from './config-diagnostics.loader';
import { silentConfigProblems } from './silent-config-problems';

export { MAX_CONFIG_BYTES };

/**
 * How deep the quick check follows a file (a valid one nests five levels: `branches.workspaces[i].rules`). Anything
 * deeper goes to the placed check, which refuses past its own, larger bound: the quick check never accepts what that
 * one would refuse.
 */
const QUICK_DEPTH = 16;

/** One settings file, read and checked; undefined when there is no such file (nothing to apply). */
export function checkConfigFile(path: string): ConfigCheck | undefined {
  const file = readBoundedFile(path, MAX_CONFIG_BYTES);
  switch (file.kind) {
    case 'missing':
      return undefined;
    case 'not_a_file':
      return { problems: [{ message: 'not a regular file' }] };
    case 'too_large':
      return { problems: [{ message: `larger than ${MAX_CONFIG_BYTES} bytes` }] };
    case 'unreadable':
      return { problems: [{ message: `cannot read it (${file.code})` }] };
  }
  const text = withoutByteOrderMark(file.text);
  return text.includes('\ufffd') ? configDiagnostics().notUtf8(text) : checkText(text);
}

/**
 * The text of a settings file, checked by the config classes (the rules the hook applies), each problem placed by the
 * JSON position scanner: syntax first (the first character that is not JSON), then every key class-validator refuses.
 */
export function checkConfigText(text: string): ConfigCheck {
  return checkText(withoutByteOrderMark(text));
}

/** Windows editors may start a file with a byte order mark; RFC 8259 lets a parser ignore it, and editors count no column for it. */
function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Most files are fine: parsed and run through the config classes without positions. Only a file this refuses is
 * checked again by the placed check (config-diagnostics.ts), which says where each problem is.
 */
function checkText(text: string): ConfigCheck {
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch {
    plain = undefined;
  }
  if (isPlainObject(plain) && !deeperThan(text, QUICK_DEPTH)) {
    const { config, found } = configRules(plain);
    if (found.length === 0) return { config, problems: [] };
  }
  return configDiagnostics().placedCheck(text, configRules);
}

/** The rules the hook applies: what class-transformer and class-validator would let through silently, then the classes. */
function configRules(plain: Record<string, unknown>): ReturnType<ConfigRules> {
  const silent = silentConfigProblems(plain);
  const [config, errors] = validatedInstance(BearingConfig, silent.screened as object, true);
  return { config, found: [...validationProblems(errors), ...silent.problems] };
}

/**
 * Whether JSON text nests deeper than `depth`, counted on the text as the placed check counts it: a key given twice
 * keeps only its last value once parsed, so a parsed value can be shallower than its file.
 */
function deeperThan(text: string, depth: number): boolean {
  let level = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++level > depth) return true;
    } else if (c === 0x5d || c === 0x7d) level--;
  }
  return false;
}
