import type { Arg } from '../arg';
import type { Script, Word, WordPart } from '../posix/posix-ast';
import { expandBraces } from './brace-expansion';
import { hasPatternCharacters, patternRegExp, type PatternPiece } from './shell-pattern';
import type { ShellState } from './shell-state';
import { known, MAX_ALTERNATIVES, unknown, type Value, type Values } from './shell-value';

/** One argument as a program receives it; a process substitution's file also carries what it would read there. */
export interface Field extends Arg {
  readonly output?: string;
}

/** What expanding a word needs from the evaluator around it. */
export interface ExpansionHost {
  /** Runs a command substitution in a copy of the shell (its effects are recorded); its output when known, per alternative. */
  substitute(script: Script, state: ShellState): readonly string[] | undefined;
  /** Runs a process substitution; for `<(…)`, the output it would give the reader when known. */
  processSubstitution(script: Script, state: ShellState, direction: '<' | '>'): string | undefined;
  /** Runs the command substitutions of an arithmetic expansion. */
  arithmetic(substitutions: readonly Script[], state: ShellState): void;
  /** A variable the command did not set: the event's environment (undefined when it is not there). */
  environmentValue(name: string): string | undefined;
  /** Where the shell is, absolute (`$PWD`); undefined when the text does not tell. */
  absoluteDirectory(state: ShellState): string | undefined;
  /** The home folder of the user running the command, or of the one named (`~alice`). */
  home(user?: string): string | undefined;
  /** The paths a glob matches (each component a pattern), relative as written; undefined when they cannot be listed. */
  glob(components: readonly (readonly PatternPiece[])[], state: ShellState): string[] | undefined;
}

/** A run of an expanded word before field splitting. */
interface Segment {
  readonly text: string;
  readonly known: boolean;
  /** An unquoted expansion: split at blanks. */
  readonly split: boolean;
  /** Unquoted: `*`, `?` and `[` match file names. */
  readonly glob: boolean;
  /** Quoted `"$@"`: each positional parameter a field of its own. */
  readonly positional?: readonly Arg[];
  readonly output?: string;
}

const MAX_FIELDS = 4096;
const BLANKS = /[ \t\n]+/;

export class WordExpander {
  constructor(private readonly host: ExpansionHost) {}

  /** A command's words as fields, with every expansion bash makes; alternatives where a value may be one of several. */
  fields(words: readonly Word[], state: ShellState): Field[][] {
    let alternatives: Field[][] = [[]];
    for (const word of words) {
      const expanded = this.wordFields(word, state);
      const next: Field[][] = [];
      for (const before of alternatives) for (const fields of expanded) if (next.length < MAX_ALTERNATIVES) next.push([...before, ...fields]);
      alternatives = next;
      if (alternatives.reduce((n, a) => n + a.length, 0) > MAX_FIELDS) return [[{ text: words.map((w) => w.raw).join(' '), dynamic: true }]];
    }
    return alternatives;
  }

  /** One word's fields (brace expansion, tilde, parameters, substitutions, splitting, globs), per alternative. */
  wordFields(word: Word, state: ShellState): Field[][] {
    const alternatives: Field[][] = [];
    const braced = expandBraces(word.parts);
    for (const parts of braced) {
      for (const segments of this.segments(tilde(parts, this.host, false), state, word.raw)) {
        const fields = splitFields(segments).flatMap((f) => this.globbed(f, state));
        alternatives.push(fields);
      }
    }
    if (braced.length > 1) return [alternatives.flat()]; // brace alternatives are words side by side, not alternatives
    return alternatives.length > MAX_ALTERNATIVES ? [[{ text: word.raw, dynamic: true }]] : alternatives;
  }

  /** A word expanded without splitting or globs (an assignment's value, a `case` subject, a here-string). */
  single(word: Word, state: ShellState, assignment = false): Values {
    const values: Value[] = [];
    for (const segments of this.segments(tilde(word.parts, this.host, assignment), state, word.raw)) {
      const unknownPart = segments.some((s) => !s.known);
      const text = segments.map((s) => (s.positional ? s.positional.map((p) => p.text).join(' ') : s.text)).join('');
      values.push(unknownPart || segments.some((s) => s.positional?.some((p) => p.dynamic)) ? unknown(word.raw) : known(text));
    }
    return values.length > MAX_ALTERNATIVES || values.length === 0 ? [unknown(word.raw)] : values;
  }

  /** A word read as a pattern (`case` items, `${x#pattern}`): quoted characters match themselves. */
  pattern(word: Word, state: ShellState): PatternPiece[][] | undefined {
    const result: PatternPiece[][] = [];
    for (const segments of this.segments(word.parts, state, word.raw)) {
      if (segments.some((s) => !s.known)) return undefined;
      result.push(segments.map((s) => ({ text: s.text, active: s.glob })));
    }
    return result;
  }

  /** The parts of a word, expanded, as segments; alternatives multiply. */
  private segments(parts: readonly WordPart[], state: ShellState, raw: string): Segment[][] {
    let alternatives: Segment[][] = [[]];
    for (const part of parts) {
      const options = this.part(part, state);
      const next: Segment[][] = [];
      for (const before of alternatives) for (const option of options) next.push([...before, ...option]);
      alternatives = next.length > MAX_ALTERNATIVES ? [[{ text: raw, known: false, split: false, glob: false }]] : next;
    }
    return alternatives;
  }

  private part(part: WordPart, state: ShellState): Segment[][] {
    switch (part.kind) {
      case 'text':
        return [[{ text: part.text, known: true, split: false, glob: !part.quoted }]];
      case 'parameter':
        return this.parameter(part, state);
      case 'command': {
        const outputs = this.host.substitute(part.script, state);
        if (outputs === undefined) return [[{ text: part.raw, known: false, split: !part.quoted, glob: false }]];
        return outputs.map((output) => [{ text: output.replace(/\n+$/, ''), known: true, split: !part.quoted, glob: !part.quoted }]);
      }
      case 'arithmetic':
        this.host.arithmetic(part.substitutions, state);
        return [[{ text: part.raw, known: false, split: !part.quoted, glob: false }]];
      case 'process': {
        const output = this.host.processSubstitution(part.script, state, part.direction);
        return [[{ text: part.raw, known: false, split: false, glob: false, ...(output !== undefined && { output }) }]];
      }
    }
  }

  private parameter(part: Extract<WordPart, { kind: 'parameter' }>, state: ShellState): Segment[][] {
    const { quoted } = part;
    const segment = (value: Value): Segment[] =>
      value.known ? [{ text: value.text, known: true, split: !quoted, glob: !quoted }] : [{ text: part.raw, known: false, split: !quoted, glob: false }];
    if ((part.name === '@' || part.name === '*' || /\[[@*]\]$/.test(part.name)) && !part.operator && !part.length && !part.indirect) {
      const list =
        part.name === '@' || part.name === '*'
          ? state.positional
          : (state.arrays.get(part.name.slice(0, part.name.indexOf('['))) ?? [{ text: part.raw, dynamic: true }]);
      if (quoted && part.name.includes('@')) return [[{ text: '', known: true, split: false, glob: false, positional: list }]];
      const joined = list.map((a) => a.text).join(' ');
      return [[{ text: list.some((a) => a.dynamic) ? part.raw : joined, known: !list.some((a) => a.dynamic), split: !quoted, glob: !quoted }]];
    }
    const values = this.lookup(part.name, state, part.raw);
    if (part.length) return [segment(values.length === 1 && values[0]!.known ? known(String([...values[0]!.text].length)) : unknown(part.raw))];
    if (part.indirect) {
      const target =
        values.length === 1 && values[0]!.known && /^[A-Za-z_]\w*$/.test(values[0]!.text) ? this.lookup(values[0]!.text, state, part.raw) : [unknown(part.raw)];
      return target.map(segment);
    }
    if (!part.operator) return values.map(segment);
    return this.operated(part, values, state).map(segment);
  }

  /** `${name<op>word}` for each value the name may have. */
  private operated(part: Extract<WordPart, { kind: 'parameter' }>, values: Values, state: ShellState): Value[] {
    const op = part.operator!;
    const argument = (): Values => (part.argument ? this.single(part.argument, state) : [known('')]);
    const out: Value[] = [];
    const add = (...more: Values) => {
      for (const v of more) if (out.length < MAX_ALTERNATIVES) out.push(v);
    };
    for (const value of values) {
      const empty = value.known && value.text === '';
      switch (op) {
        case ':-':
        case '-':
        case ':=':
        case '=':
          if (value.known && !(empty && op.startsWith(':'))) add(value);
          else if (value.known) add(...argument());
          else add(value, ...argument()); // set or not, the text does not tell: either may be used
          if (op.endsWith('=') && !value.known) state.vars.set(part.name, [value, ...argument()]);
          break;
        case ':+':
        case '+':
          if (value.known) add(...(empty && op === ':+' ? [known('')] : argument()));
          else add(known(''), ...argument());
          break;
        case ':?':
        case '?':
          add(value);
          break;
        default:
          add(value.known ? this.transformed(op, value.text, part, state) : unknown(part.raw));
      }
    }
    return out;
  }

  /** Pattern removal, replacement, case changes and substrings of a known value. */
  private transformed(op: string, text: string, part: Extract<WordPart, { kind: 'parameter' }>, state: ShellState): Value {
    const unread = unknown(part.raw);
    switch (op) {
      case '^^':
        return known(text.toUpperCase());
      case ',,':
        return known(text.toLowerCase());
      case '^':
        return known(text.charAt(0).toUpperCase() + text.slice(1));
      case ',':
        return known(text.charAt(0).toLowerCase() + text.slice(1));
      case '#':
      case '##':
      case '%':
      case '%%': {
        const pieces = part.argument ? this.pattern(part.argument, state) : [[]];
        if (pieces?.length !== 1) return unread;
        return known(removeMatch(text, pieces[0]!, op));
      }
      case '/':
      case '//':
      case '/#':
      case '/%': {
        if (!part.argument) return known(text);
        const [patternWord, replacementWord] = splitReplacement(part.argument);
        const pieces = this.pattern(patternWord, state);
        const replacement = replacementWord ? this.single(replacementWord, state) : [known('')];
        if (pieces?.length !== 1 || replacement.length !== 1 || !replacement[0]!.known) return unread;
        return known(replaceMatch(text, pieces[0]!, replacement[0]!.text, op));
      }
      case ':': {
        const spec = part.argument ? this.single(part.argument, state) : [known('')];
        const match = spec.length === 1 && spec[0]!.known ? /^\s*(-?\d+)\s*(?::\s*(-?\d+)\s*)?$/.exec(spec[0]!.text) : null;
        if (!match) return unread;
        const start = Number(match[1]) < 0 ? Math.max(0, text.length + Number(match[1])) : Number(match[1]);
        const length = match[2] === undefined ? undefined : Number(match[2]);
        const end = length === undefined ? text.length : length < 0 ? text.length + length : start + length;
        return known(text.slice(start, Math.max(start, end)));
      }
      default:
        return unread;
    }
  }

  /** What `$name` holds now (the shell's variables, then the environment). */
  variable(name: string, state: ShellState): Values {
    return this.lookup(name, state, `$${name}`);
  }

  private lookup(name: string, state: ShellState, raw: string): Values {
    const subscript = /^([A-Za-z_]\w*)\[(\d+)\]$/.exec(name);
    if (subscript) {
      const element = state.arrays.get(subscript[1]!)?.[Number(subscript[2])];
      if (element) return [element.dynamic ? unknown(raw) : known(element.text)];
      if (state.arrays.has(subscript[1]!)) return [known('')];
      name = Number(subscript[2]) === 0 ? subscript[1]! : name;
    }
    if (/^\d+$/.test(name)) {
      const arg = name === '0' ? state.zero : state.positional[Number(name) - 1];
      return [arg === undefined ? known('') : arg.dynamic ? unknown(raw) : known(arg.text)];
    }
    if (name === '#') return [known(String(state.positional.length))];
    const set = state.vars.get(name);
    if (set) return set;
    if (name === 'PWD') {
      const pwd = this.host.absoluteDirectory(state);
      return [pwd === undefined ? unknown(raw) : known(pwd)];
    }
    if (name === 'OLDPWD' && state.previousDirectory !== null) return [known(state.previousDirectory)];
    if (/^[?$!-]$/.test(name) || VOLATILE.has(name)) return [unknown(raw)];
    const fromEnvironment = this.host.environmentValue(name);
    return [fromEnvironment === undefined ? unknown(raw) : known(fromEnvironment)];
  }

  /** Pathname expansion of one field: its matches, or the field as it is when nothing matches (bash's default). */
  private globbed(field: PendingField, state: ShellState): Field[] {
    const arg: Field = {
      text: field.text,
      dynamic: field.dynamic,
      ...(field.output !== undefined && { output: field.output }),
      ...(field.suffix !== undefined && { suffix: field.suffix }),
    };
    if (!hasPatternCharacters(field.pieces)) return [arg];
    if (field.dynamic) return [{ text: field.text, dynamic: true, ...(field.suffix !== undefined && { suffix: field.suffix }) }];
    const matches = this.host.glob(componentsOf(field.pieces), state);
    if (matches === undefined) return [{ text: field.text, dynamic: true }];
    return matches.length > 0 ? matches.map((text) => ({ text, dynamic: false })) : [arg];
  }
}

/** Variables bash sets on its own: what they hold is never in the text (and the stand-in for an item a program reads at run time). */
const VOLATILE = new Set([
  'RANDOM',
  'SRANDOM',
  'SECONDS',
  'LINENO',
  'BASHPID',
  'EPOCHSECONDS',
  'EPOCHREALTIME',
  'PPID',
  'REPLY',
  'PIPESTATUS',
  'BASH_COMMAND',
  'BEARING_INPUT_ITEM',
]);

interface PendingField {
  readonly text: string;
  readonly dynamic: boolean;
  readonly pieces: readonly PatternPiece[];
  readonly output?: string;
  /** The known text after the last computed part (see Arg.suffix). */
  readonly suffix?: string;
}

/** Field splitting: unquoted expansions break at blanks; quoted text, even empty, makes a field. */
function splitFields(segments: readonly Segment[]): PendingField[] {
  const fields: PendingField[] = [];
  let pieces: PatternPiece[] = [];
  let dynamic = false;
  let started = false;
  let output: string | undefined;
  let suffix = '';
  const finish = () => {
    if (started)
      fields.push({
        text: pieces.map((p) => p.text).join(''),
        dynamic,
        pieces,
        ...(output !== undefined && segments.length === 1 && { output }),
        ...(dynamic && suffix !== '' && { suffix }),
      });
    pieces = [];
    dynamic = false;
    started = false;
    suffix = '';
  };
  const onlyPositional = segments.every((s) => s.positional || (s.known && s.text === '' && !s.glob));
  for (const segment of segments) {
    if (segment.positional) {
      segment.positional.forEach((arg, i) => {
        if (i > 0) finish();
        pieces.push({ text: arg.text, active: false });
        dynamic ||= arg.dynamic;
        started = true;
      });
      continue;
    }
    output = segment.output;
    if (!segment.known) {
      pieces.push({ text: segment.text, active: false });
      dynamic = true;
      started = true;
      suffix = '';
      continue;
    }
    if (!segment.split) {
      pieces.push({ text: segment.text, active: segment.glob });
      suffix += segment.text;
      // An empty quoted string makes a field; an empty unquoted text (what a parser leaves) does not.
      started ||= !segment.glob || segment.text !== '';
      if (onlyPositional && !segment.glob && segment.text === '' && segments.some((s) => s.positional?.length === 0)) started = false;
      continue;
    }
    const chunks = segment.text.split(BLANKS);
    chunks.forEach((chunk, i) => {
      if (i > 0) finish();
      if (chunk !== '') {
        pieces.push({ text: chunk, active: segment.glob });
        started = true;
        suffix += chunk;
      }
    });
  }
  finish();
  return fields;
}

/** A field's pattern pieces cut at each `/`, for pathname expansion one directory at a time. */
function componentsOf(pieces: readonly PatternPiece[]): PatternPiece[][] {
  const components: PatternPiece[][] = [[]];
  for (const piece of pieces) {
    piece.text.split('/').forEach((text, i) => {
      if (i > 0) components.push([]);
      if (text !== '') components[components.length - 1]!.push({ text, active: piece.active });
    });
  }
  return components;
}

/**
 * Tilde expansion: an unquoted `~` or `~user` at the start of a word, up to the first `/` (in an assignment also
 * after each `:`), becomes the home folder, quoted. Left as it is where the home folder is unknown.
 */
function tilde(parts: readonly WordPart[], host: ExpansionHost, assignment: boolean): WordPart[] {
  const first = parts[0];
  if (first?.kind !== 'text' || first.quoted || !first.text.includes('~')) return [...parts];
  const pieces = assignment ? first.text.split(':') : [first.text];
  const rebuilt: WordPart[] = [];
  pieces.forEach((piece, i) => {
    if (i > 0) rebuilt.push({ kind: 'text', text: ':', quoted: false });
    const slash = piece.indexOf('/');
    const user = piece.slice(1, slash < 0 ? undefined : slash);
    // A prefix that runs into a quote or an expansion (`~"$x"`) is not a tilde-prefix.
    const cut = slash < 0 && i === pieces.length - 1 && parts.length > 1;
    const home = piece.startsWith('~') && !cut && /^[A-Za-z0-9._-]*$/.test(user) ? host.home(user === '' ? undefined : user) : undefined;
    if (home === undefined) {
      rebuilt.push({ kind: 'text', text: piece, quoted: false });
      return;
    }
    rebuilt.push({ kind: 'text', text: home, quoted: true });
    if (slash >= 0) rebuilt.push({ kind: 'text', text: piece.slice(slash), quoted: false });
  });
  return [...rebuilt, ...parts.slice(1)];
}

/** `${x#p}` (shortest prefix), `##` (longest), `%` (shortest suffix), `%%` (longest). */
function removeMatch(text: string, pieces: readonly PatternPiece[], op: string): string {
  const regex = patternRegExp(pieces);
  const lengths = [...Array(text.length + 1).keys()];
  if (op === '##' || op === '%%') lengths.reverse();
  for (const length of lengths) {
    if (op.startsWith('#') && regex.test(text.slice(0, length))) return text.slice(length);
    if (op.startsWith('%') && regex.test(text.slice(text.length - length))) return text.slice(0, text.length - length);
  }
  return text;
}

/** `${x/p/r}` (first), `//` (all), `/#` (at the start), `/%` (at the end): longest matches, as bash takes them. */
function replaceMatch(text: string, pieces: readonly PatternPiece[], replacement: string, op: string): string {
  const regex = patternRegExp(pieces);
  let out = '';
  for (let at = 0; at <= text.length; ) {
    let matched = -1;
    if (!(op === '/#' && at > 0)) {
      for (let end = text.length; end > at; end--) {
        if (op === '/%' && end !== text.length) break;
        if (regex.test(text.slice(at, end))) {
          matched = end;
          break;
        }
      }
    }
    if (matched > at) {
      out += replacement;
      at = matched;
      if (op !== '//') return out + text.slice(at);
    } else {
      if (at < text.length) out += text[at];
      at++;
    }
  }
  return out;
}

/** `pattern/replacement`: the word split at its first `/` (inside double quotes too: bash splits `"${x/a/b}"` there). */
function splitReplacement(word: Word): [Word, Word | undefined] {
  const before: WordPart[] = [];
  for (let i = 0; i < word.parts.length; i++) {
    const part = word.parts[i]!;
    const slash = part.kind === 'text' ? part.text.indexOf('/') : -1;
    if (slash < 0) {
      before.push(part);
      continue;
    }
    const text = part as Extract<WordPart, { kind: 'text' }>;
    if (slash > 0) before.push({ kind: 'text', text: text.text.slice(0, slash), quoted: text.quoted });
    const after: WordPart[] = [{ kind: 'text', text: text.text.slice(slash + 1), quoted: text.quoted }, ...word.parts.slice(i + 1)];
    return [
      { parts: before, raw: word.raw },
      { parts: after, raw: word.raw },
    ];
  }
  return [word, undefined];
}
