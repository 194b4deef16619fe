import { didYouMean } from '../../platform/closest-word';
import { nodeAt, outlineJson, textPositions, type TextPosition } from '../../platform/json-positions';
import { isPlainObject } from '../../platform/plain-object';
import { validatedInstance } from '../../platform/validated-instance';
import { validationProblems, type ValidationProblem } from '../../platform/validation-problems';
import { readBoundedFile } from '../workspace/bounded-file';
import { BearingConfig } from './bearing-config';
import { silentConfigProblems } from './silent-config-problems';

/** A settings file is small; anything larger (or not a regular file: a FIFO, /dev/zero) is refused unread. */
export const MAX_CONFIG_BYTES = 256 * 1024;

/** Far deeper than a valid file goes (five levels: `branches.workspaces[i].rules`); deeper text is refused unparsed. */
const MAX_CONFIG_DEPTH = 32;

/** One thing wrong with a settings file, in one line. */
export interface ConfigProblem {
  readonly message: string;
  /** Where: a wrong value's first character, an unknown key's opening quote; none for the file as a whole (too large). */
  readonly at?: TextPosition;
  /** The dotted key path the problem is about, when it is about one. */
  readonly key?: string;
}

/** A file checked: its settings when nothing is wrong, else every problem, in the order they appear in the text. */
export type ConfigCheck = { readonly config: BearingConfig; readonly problems: readonly [] } | { readonly config?: undefined; readonly problems: readonly ConfigProblem[] };

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
  // The file was decoded with U+FFFD for each byte that is not UTF-8: a name holding one would silently match nothing.
  const notUtf8 = text.indexOf('\ufffd');
  if (notUtf8 >= 0) return { problems: [{ message: 'not valid UTF-8 (save the file as UTF-8)', at: textPositions(text)(notUtf8) }] };
  return checkText(text);
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

function checkText(text: string): ConfigCheck {
  const position = textPositions(text);
  const outline = outlineJson(text, MAX_CONFIG_DEPTH);
  if (!outline.ok) return { problems: [{ message: outline.tooDeep ? outline.message : `not valid JSON: ${outline.message}`, at: position(outline.offset) }] };
  const plain: unknown = JSON.parse(text);
  if (!isPlainObject(plain)) return { problems: [{ message: 'must hold a JSON object', at: position(outline.root.start) }] };
  const silent = silentConfigProblems(plain);
  const [config, errors] = validatedInstance(BearingConfig, silent.screened as object, true);
  const found = [...validationProblems(errors), ...silent.problems];
  // Under an unknown key nothing else is worth saying (`{"brnaches": {"preset": null}}` is one problem).
  const unknown = found.filter((p) => p.declared !== undefined).map((p) => p.path);
  const problems = found
    .filter((p) => p.declared !== undefined || !unknown.some((key) => key.every((part, i) => p.path[i] === part)))
    .map((p) => ({ problem: p, offset: offsetOf(outline.root, p) }))
    .sort((a, b) => a.offset - b.offset)
    .map(({ problem, offset }): ConfigProblem => ({ message: problem.message + didYouMean(problem.path[problem.path.length - 1]!, problem.declared ?? []), at: position(offset), key: problem.path.join('.') }));
  return problems.length === 0 ? { config, problems: [] } : { problems };
}

/** An unknown key is pointed at by its name, a wrong value by its first character (a missing one by its object). */
function offsetOf(root: Parameters<typeof nodeAt>[0], problem: ValidationProblem): number {
  const node = nodeAt(root, problem.path);
  return problem.declared !== undefined ? (node.key ?? node.start) : node.start;
}
