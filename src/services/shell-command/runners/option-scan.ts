import type { Arg } from '../arg';
import type { Arity, Grammar } from './runner-spec';

/** One option as the program reads it: `-x` for a short one, `--name` (its full name) for a long one. */
export interface ScannedOption {
  readonly name: string;
  readonly values: readonly Arg[];
}

export type OptionScan =
  /** `operands` holds every word that is not an option, in order; from `afterDashDash` on they came after `--` (-1: none did). */
  | { readonly kind: 'read'; readonly options: readonly ScannedOption[]; readonly operands: readonly Arg[]; readonly afterDashDash: number }
  /** A word the scan cannot place: an option computed at run time, or one the grammar does not know. */
  | { readonly kind: 'unread'; readonly why: string }
  /** The program itself refuses these words (a value missing, an ambiguous abbreviation): it runs nothing. */
  | { readonly kind: 'refused'; readonly why: string };

/** Words to read in place of an option and its value (`env -S 'a b'` is read as `a b`); undefined for any other option. */
export type Splitter = (option: string, value: Arg) => readonly Arg[] | { readonly unread: string } | { readonly refused: string } | undefined;

/** A long option: how it takes its value, and the name its aliases share (`dry-run` for `--dryrun`, `--dr`). */
interface LongOption {
  readonly arity: Arity;
  readonly canonical: string;
}

interface ParsedGrammar {
  readonly short: ReadonlyMap<string, Arity>;
  readonly long: ReadonlyMap<string, LongOption>;
}

const parsedGrammars = new WeakMap<Grammar, ParsedGrammar>();

/** Splits a program's words into its options and the rest, as its option parser does. */
export function scanOptions(args: readonly Arg[], grammar: Grammar, splitter?: Splitter): OptionScan {
  const { short, long } = parsed(grammar);
  const syntax = grammar.syntax;
  const permute = syntax.order === 'permute' || (syntax.order === 'optstring' && !(grammar.short ?? '').startsWith('+'));
  let words = [...args];
  const options: ScannedOption[] = [];
  const operands: Arg[] = [];
  const operand = (i: number): boolean => {
    // false: the scan ends here (the first operand ends the options).
    if (permute) operands.push(words[i]!);
    else operands.push(...words.slice(i));
    return permute;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const text = word.text;
    if (word.dynamic && !writtenOption(word)) {
      // Under permutation any word may turn out an option; otherwise only one whose first character could be a dash.
      if (permute || mayStartWithDash(word)) return { kind: 'unread', why: `${text} may be an option, computed at run time` };
      if (!operand(i)) break;
      continue;
    }
    if (syntax.dashDash && text === '--') {
      operands.push(...words.slice(i + 1));
      return { kind: 'read', options, operands, afterDashDash: operands.length - (words.length - i - 1) };
    }
    if (!text.startsWith('-') || text === '-') {
      if (!operand(i)) break;
      continue;
    }
    const numeric = grammar.numericOption !== undefined && !word.dynamic && /^-[-+]?\d/.test(text);
    const read = numeric
      ? { taken: [{ name: grammar.numericOption!, values: [{ text: text.slice(1), dynamic: false }] }], last: i }
      : readOption(words, i, syntax, short, long);
    if ('kind' in read) return read;
    if (read.operand) {
      if (!operand(i)) break;
      continue;
    }
    options.push(...read.taken);
    i = read.last;
    const split = splitter && read.taken.length > 0 ? splitOption(splitter, read.taken[read.taken.length - 1]!) : undefined;
    if (split && 'kind' in split) return split;
    if (split) words = [...words.slice(0, i + 1), ...split, ...words.slice(i + 1)];
  }
  return { kind: 'read', options, operands, afterDashDash: -1 };
}

function splitOption(splitter: Splitter, option: ScannedOption): readonly Arg[] | Exclude<OptionScan, { kind: 'read' }> | undefined {
  const value = option.values[0];
  const split = value && splitter(option.name, value);
  if (split === undefined || isWords(split)) return split;
  return 'unread' in split ? { kind: 'unread', why: split.unread } : { kind: 'refused', why: split.refused };
}

function isWords(split: ReturnType<Splitter>): split is readonly Arg[] {
  return Array.isArray(split);
}

type OptionRead =
  | { readonly taken: readonly ScannedOption[]; readonly last: number; readonly operand?: false }
  | { readonly operand: true }
  | Exclude<OptionScan, { kind: 'read' }>;

/** Reads the option word at `at` (and the values it takes from the words after it). */
function readOption(
  words: readonly Arg[],
  at: number,
  syntax: Grammar['syntax'],
  short: ReadonlyMap<string, Arity>,
  long: ReadonlyMap<string, LongOption>,
): OptionRead {
  const { text, dynamic } = words[at]!;
  // Of a word computed at run time only the part written before the first expansion is known (`--chdir=$DIR`, `-D$DIR`).
  const literal = dynamic ? literalLength(text) : text.length;
  const computed = { kind: 'unread', why: `${text} may be an option, computed at run time` } as const;
  const dashes = text.startsWith('--') ? 2 : 1;
  if (dashes === 2 || syntax.singleDashLong) {
    const equals = syntax.equals ? text.indexOf('=') : -1;
    if (dynamic && (equals < 0 || equals >= literal)) return computed;
    const written = equals > 0 ? text.slice(dashes, equals) : text.slice(dashes);
    const inline = equals > 0 ? { text: text.slice(equals + 1), dynamic } : undefined;
    const option = longOption(written, long, syntax.abbreviations);
    if (option === null) return { kind: 'refused', why: `${text} is ambiguous` };
    if (option !== undefined) return takeValues(`--${option.canonical}`, option.arity, inline, words, at);
    // getopt_long_only falls back to the short options for a single-dash word that names no long one.
    if (dashes === 2 || short.size === 0) return unknownOption(text, syntax, inline, at);
  }
  if (!syntax.bundling) {
    if (dynamic) return computed;
    const arity = text.length === 2 ? short.get(text[1]!) : undefined;
    return arity === undefined ? unknownOption(text, syntax, undefined, at) : takeValues(text, arity, undefined, words, at);
  }
  const taken: ScannedOption[] = [];
  for (let j = 1; j < text.length; j++) {
    if (j >= literal) return computed;
    const letter = text[j]!;
    const arity = short.get(letter);
    if (arity === undefined) {
      if (syntax.unknown === 'flag') {
        taken.push({ name: `-${letter}`, values: [] });
        continue;
      }
      return j === 1 && syntax.unknown === 'operand' ? { operand: true } : { kind: 'unread', why: `${text}: -${letter} is an option we do not know` };
    }
    if (arity === 'flag') {
      taken.push({ name: `-${letter}`, values: [] });
      continue;
    }
    // The rest of the word is the value written against the option (`-n5`, `-Csub`).
    const rest = text.slice(j + 1);
    const attached = rest !== '' ? { text: rest, dynamic } : undefined;
    const read = takeValues(`-${letter}`, arity, attached, words, at);
    if (!('taken' in read)) return read;
    return { taken: [...taken, ...read.taken], last: read.last };
  }
  return { taken, last: at };
}

function unknownOption(text: string, syntax: Grammar['syntax'], inline: Arg | undefined, at: number): OptionRead {
  if (syntax.unknown === 'operand') return { operand: true };
  if (syntax.unknown === 'flag') return { taken: [{ name: inline ? text.slice(0, text.indexOf('=')) : text, values: inline ? [inline] : [] }], last: at };
  return { kind: 'unread', why: `${text} is an option we do not know` };
}

/** The values an option takes: `inline` is the one written against it (`--x=v`, `-xv`), the rest come from the words after `at`. */
function takeValues(name: string, arity: Arity, inline: Arg | undefined, words: readonly Arg[], at: number): OptionRead {
  const one = (values: readonly Arg[], last: number): OptionRead => ({ taken: [{ name, values }], last });
  const next = words[at + 1];
  switch (arity) {
    case 'flag':
      return inline ? { kind: 'refused', why: `${name} takes no value` } : one([], at);
    case 'optional':
      return one(inline ? [inline] : [], at);
    case 'value':
      if (inline) return one([inline], at);
      return next ? one([next], at + 1) : { kind: 'refused', why: `${name} needs a value` };
    case 'greedy':
      if (inline) return one([inline], at);
      return next && !next.text.startsWith('-') ? one([next], at + 1) : one([], at);
    case 'variadic': {
      let last = at;
      while (words[last + 1] && !words[last + 1]!.text.startsWith('-')) last++;
      return one([...(inline ? [inline] : []), ...words.slice(at + 1, last + 1)], last);
    }
    case 'rest':
      return one([...(inline ? [inline] : []), ...words.slice(at + 1)], words.length - 1);
    default: {
      const values = [...(inline ? [inline] : []), ...words.slice(at + 1, at + 1 + arity - (inline ? 1 : 0))];
      return values.length === arity ? one(values, at + values.length - (inline ? 1 : 0)) : { kind: 'refused', why: `${name} needs ${arity} values` };
    }
  }
}

/**
 * The long option a written name stands for: itself, or, where abbreviations are allowed, the one option it starts
 * (aliases of one option count once, as glibc and Getopt::Long count them); null when it starts several (the program
 * refuses it), undefined when it names none.
 */
function longOption(written: string, long: ReadonlyMap<string, LongOption>, abbreviations: boolean): LongOption | null | undefined {
  const exact = long.get(written);
  if (exact || !abbreviations || written === '') return exact;
  const candidates = new Map<string, LongOption>();
  for (const [name, option] of long) if (name.startsWith(written)) candidates.set(option.canonical, option);
  if (candidates.size > 1) return null;
  return candidates.values().next().value;
}

/** The number of leading characters of a computed word that are written as they are (before `$`, `~`, a glob, a brace). */
function literalLength(text: string): number {
  const at = text.search(/[$`*?[{~\\]/);
  return at < 0 ? text.length : at;
}

/** A computed word whose written start makes it an option (`--chdir=$DIR`, `-u$USER`): its name is known, its value is not. */
function writtenOption(word: Arg): boolean {
  return word.text.startsWith('-') && literalLength(word.text) > 1;
}

/**
 * A word computed at run time may expand to an option unless its first character is written literally and can
 * start no option (`/usr/bin/$TOOL`, `git$SUFFIX`, `~/bin/x`); `$X`, `"$X"`, `*` and `{…}` may all start with `-`.
 */
export function mayStartWithDash(word: Arg): boolean {
  return !/^[A-Za-z0-9_./~]/.test(word.text);
}

function parsed(grammar: Grammar): ParsedGrammar {
  let found = parsedGrammars.get(grammar);
  if (!found) {
    found = { short: parseShort(grammar.short ?? ''), long: parseLong(grammar.long ?? '') };
    parsedGrammars.set(grammar, found);
  }
  return found;
}

/** getopt's option string: each letter, then `:` (value) or `::` (optional), or the other marks of `Arity`. */
function parseShort(spec: string): Map<string, Arity> {
  const map = new Map<string, Arity>();
  for (let i = spec.startsWith('+') ? 1 : 0; i < spec.length; i++) {
    const letter = spec[i]!;
    let arity: Arity = 'flag';
    if (spec[i + 1] === ':') {
      const mark = spec[i + 2];
      const extended = mark === undefined ? undefined : markArity(mark);
      arity = extended ?? 'value';
      i += extended ? 2 : 1;
    }
    // getopt takes a letter's first spelling (prlimit's `v::` before its `v`).
    if (!map.has(letter)) map.set(letter, arity);
  }
  return map;
}

/** `name`, `name:`, `name::`, `name:?`, `name:+`, `name:*`, `name:2`, separated by blanks; `a|b|c:` names one option three ways. */
function parseLong(spec: string): Map<string, LongOption> {
  const map = new Map<string, LongOption>();
  for (const entry of spec.split(/\s+/).filter((e) => e !== '')) {
    const colon = entry.indexOf(':');
    const names = (colon < 0 ? entry : entry.slice(0, colon)).split('|');
    const arity: Arity = colon < 0 ? 'flag' : entry.length === colon + 1 ? 'value' : (markArity(entry[colon + 1]!) ?? 'value');
    for (const name of names) map.set(name, { arity, canonical: names[0]! });
  }
  return map;
}

function markArity(mark: string): Arity | undefined {
  if (mark === ':') return 'optional';
  if (mark === '?') return 'greedy';
  if (mark === '+') return 'variadic';
  if (mark === '*') return 'rest';
  return /^[2-9]$/.test(mark) ? Number(mark) : undefined;
}
