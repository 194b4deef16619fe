import parse from 'shell-quote/parse';
import type { ShellDialect } from '../shell-dialect';
import { ReadBudget, TOKENIZE_CALL_CHARS } from './read-budget';
import { ShellSyntaxError } from './shell-syntax-error';
import { NEWLINE, type OperatorToken, type ShellToken, type WordToken } from './shell-token';

/**
 * Characters that never occur in a real command line (a program's arguments cannot hold NUL), so they
 * can mark what shell-quote would otherwise lose: where a line ended, and where a `$…` expansion was.
 */
const LINE_MARK = '\u0001';
const EXPANSION_START = '\u0000';
const EXPANSION_END = '\u0002';
/** Stands in for a backtick, numbered: `$` + TICK + n + TICK, so shell-quote says whether it is quoted (see `tokenize`). */
const TICK = '\u0003';
/** A line break as handed to shell-quote: a word of its own, so it survives as a token. */
const LINE_WORD = ` ${LINE_MARK} `;
/** `$(` leaves an expansion with an empty name right before the `(`. */
const EMPTY_EXPANSION = `${EXPANSION_START}${EXPANSION_END}`;
/** A backtick where it is live: shell-quote expanded the `$` before its mark. */
const LIVE_TICK = `${EMPTY_EXPANSION}${TICK}`;

const ESCAPE: Readonly<Record<ShellDialect, string>> = { posix: '\\', powershell: '`', cmd: '^' };

/**
 * Splits a command line into words and operators with shell-quote, the tokenizer (quotes, escapes,
 * `$'…'`, operators, redirections, comments) that bearing builds on. What shell-quote does not report
 * is handed to it in a form it keeps: a line break (it would read it as a blank) becomes a word of its
 * own, every `$name`, `${…}` or `$(` becomes a marked placeholder instead of an empty string, so a
 * computed word is never mistaken for a literal one, and a backtick becomes a numbered mark (see
 * Backticks). A `#` it takes for a comment inside a word is escaped and the text read again.
 * Throws ShellSyntaxError.
 */
export function tokenize(command: string, dialect: ShellDialect, budget: ReadBudget = new ReadBudget()): ShellToken[] {
  if ([EXPANSION_START, LINE_MARK, EXPANSION_END, TICK].some((mark) => command.includes(mark))) {
    throw new ShellSyntaxError('the command holds control characters no shell accepts');
  }
  const escape = ESCAPE[dialect];
  // A line continuation (escape, line break) joins two lines into one; any other line break ends a command.
  const joined = command.split(`${escape}\r\n`).join('').split(`${escape}\n`).join('');
  const ticks = new Backticks(joined, dialect);
  let text: string | undefined = ticks.marked.split('\r\n').join('\n').split('\n').join(LINE_WORD);
  const entries: RawToken[] = [];
  while (text !== undefined) {
    budget.charge(text.length + TOKENIZE_CALL_CHARS);
    const rest: string | undefined = readEntries(text, dialect, entries);
    text = rest;
  }
  return ticks.join(entries, dialect);
}

/** A word as shell-quote returns it (expansions and backticks still marked), or an operator. */
type RawToken = { readonly raw: string; readonly glob: boolean } | OperatorToken;

/**
 * Appends the tokens of `text`; returns the text shell-quote left unread: after a comment's line break,
 * or all of `text` again with a `#` escaped where shell-quote took it for a comment inside a word.
 */
function readEntries(text: string, dialect: ShellDialect, tokens: RawToken[]): string | undefined {
  let entries: parse.ParseEntry[];
  try {
    entries = parse<string>(text, (name: string) => `${EXPANSION_START}${name}${EXPANSION_END}`, { escape: ESCAPE[dialect] });
  } catch (error) {
    throw new ShellSyntaxError(`shell-quote: ${(error as Error).message}`);
  }
  const start = tokens.length;
  for (const entry of entries) {
    if (typeof entry === 'string') {
      tokens.push(entry === LINE_MARK ? { kind: 'op', op: NEWLINE } : { raw: entry, glob: false });
    } else if ('comment' in entry) {
      // shell-quote starts a comment at any unquoted `#`; a shell only where a word starts (`fix#1` is one word),
      // cmd never, and one inside backticks ends at the closing backtick (the script is read again on its own).
      const hash = text.length - entry.comment.length - 1;
      if (dialect === 'cmd' || !startsWord(text, hash, ESCAPE[dialect]) || liveTicks(tokens) % 2 === 1) {
        tokens.length = start;
        return `${text.slice(0, hash)}${ESCAPE[dialect]}${text.slice(hash)}`;
      }
      // shell-quote ends its reading at a comment; the comment stops at the line break, the command does not.
      const lineEnd = entry.comment.indexOf(LINE_MARK);
      if (lineEnd < 0) return undefined;
      tokens.push({ kind: 'op', op: NEWLINE });
      return entry.comment.slice(lineEnd + 1);
    } else if (entry.op === 'glob') {
      tokens.push({ raw: entry.pattern, glob: true });
    } else {
      tokens.push({ kind: 'op', op: entry.op });
    }
  }
  return undefined;
}

/** How many live backticks the tokens hold. */
function liveTicks(tokens: readonly RawToken[]): number {
  return tokens.reduce((sum, token) => sum + ('raw' in token ? token.raw.split(LIVE_TICK).length - 1 : 0), 0);
}

/** Whether a word starts at `at`: first in the text, or after an unescaped blank or operator character. */
function startsWord(text: string, at: number, escape: string): boolean {
  const before = text[at - 1];
  if (before === undefined) return true;
  if (before.trim() !== '' && !'|&;()<>'.includes(before)) return false;
  let escapes = 0;
  while (text[at - 2 - escapes] === escape) escapes++;
  return escapes % 2 === 0;
}

/**
 * Backtick command substitution (POSIX), which shell-quote does not know. Each backtick is handed to
 * it as `$` and a numbered mark: where the backtick is live (unquoted or in double quotes) shell-quote
 * expands that `$`, where it is quoted or escaped it keeps it. Live backticks pair up in order; the
 * text between a pair, read from the command itself, is the script, and the tokens shell-quote split
 * it into become part of one computed word.
 */
class Backticks {
  readonly marked: string;
  private readonly at: number[] = [];

  constructor(
    private readonly source: string,
    dialect: ShellDialect,
  ) {
    const parts = dialect === 'posix' ? source.split('`') : [source];
    let offset = -1;
    this.marked = parts
      .map((part, n) => {
        if (n === 0) return part;
        offset += parts[n - 1]!.length + 1;
        this.at.push(offset);
        return `$${TICK}${n - 1}${TICK}${part}`;
      })
      .join('');
  }

  /** The tokens, each run of tokens from an opening live backtick to its closing one joined into one word. */
  join(entries: readonly RawToken[], dialect: ShellDialect): ShellToken[] {
    const tokens: ShellToken[] = [];
    let open: { readonly raw: string; readonly glob: boolean } | undefined;
    for (const entry of entries) {
      if (!('raw' in entry)) {
        if (open) open = { raw: `${open.raw} ${entry.op}`, glob: open.glob };
        else tokens.push(entry);
        continue;
      }
      // A word with an odd number of live backticks opens a substitution, or closes the one open.
      const odd = liveTicks([entry]) % 2 === 1;
      if (open) {
        const raw = `${open.raw} ${entry.raw}`;
        open = odd ? undefined : { raw, glob: open.glob };
        if (odd) tokens.push(this.word(raw, true, dialect));
      } else if (odd) {
        open = entry;
      } else {
        tokens.push(this.word(entry.raw, entry.glob, dialect));
      }
    }
    if (open) throw new ShellSyntaxError('a backtick substitution is not closed');
    return tokens;
  }

  private word(raw: string, glob: boolean, dialect: ShellDialect): WordToken {
    if (!raw.includes(TICK)) return word(raw, glob, dialect, []);
    const parts = raw.split(TICK); // text, number, text, number, …, text
    const scripts: string[] = [];
    let text = '';
    let open: number | undefined;
    for (let n = 0; n < parts.length; n += 2) {
      const before = parts[n]!;
      const mark = parts[n + 1];
      if (mark === undefined) {
        text += before;
        break;
      }
      const live = before.endsWith(EMPTY_EXPANSION);
      if (!live && !before.endsWith('$')) throw new ShellSyntaxError('a backtick right after `$`');
      if (open === undefined) {
        text += before.slice(0, before.length - (live ? EMPTY_EXPANSION.length : 1));
        if (live) open = Number(mark);
        else text += '`';
      } else if (live) {
        const script = unescapeBackticks(this.source.slice(this.at[open]! + 1, this.at[Number(mark)]));
        scripts.push(script);
        text += `${EXPANSION_START}\`${script}\`${EXPANSION_END}`;
        open = undefined;
      }
    }
    return word(text, glob, dialect, scripts);
  }
}

/** Inside backticks a backslash escapes only `$`, a backtick and itself. */
function unescapeBackticks(script: string): string {
  let text = '';
  for (let i = 0; i < script.length; i++) {
    if (script[i] === '\\' && '$`\\'.includes(script[i + 1] ?? 'x')) i++;
    text += script[i] ?? '';
  }
  return text;
}

function word(raw: string, glob: boolean, dialect: ShellDialect, backtickScripts: readonly string[]): WordToken {
  const text = raw.split(LINE_WORD).join('\n');
  const expands = text.includes(EXPANSION_START);
  return {
    kind: 'word',
    text: shown(text),
    dynamic: glob || expands || expandsInDialect(text, dialect),
    opensSubstitution: text.endsWith(EMPTY_EXPANSION),
    substitutionScripts: [...quotedSubstitutions(text), ...backtickScripts],
  };
}

/** Expansions shell-quote does not know: `~`, brace expansion (POSIX); `%VAR%` and `!VAR!` (cmd). Backticks are marked as expansions. */
function expandsInDialect(text: string, dialect: ShellDialect): boolean {
  if (dialect === 'cmd') return hasPair(text, '%') || hasPair(text, '!');
  if (dialect === 'powershell') return false;
  return text.startsWith('~') || (text.includes('{') && text.includes('}') && (text.includes(',') || text.includes('..')));
}

function hasPair(text: string, mark: string): boolean {
  const first = text.indexOf(mark);
  return first >= 0 && text.indexOf(mark, first + 2) > first;
}

/** The scripts of `$(…)` inside a double-quoted word, read up to the matching parenthesis. */
function quotedSubstitutions(text: string): string[] {
  const scripts: string[] = [];
  // Only the outermost ones: a nested `$(…)` is read with the script around it. One pass over the word.
  for (let at = text.indexOf(`${EMPTY_EXPANSION}(`); at >= 0; ) {
    const start = at + EMPTY_EXPANSION.length + 1;
    let depth = 1;
    let end = start;
    for (; end < text.length && depth > 0; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')') depth--;
    }
    if (depth > 0) break;
    scripts.push(shown(text.slice(start, end - 1)));
    at = text.indexOf(`${EMPTY_EXPANSION}(`, end);
  }
  return scripts;
}

/** The word as written: each marked expansion back to `$name`, `${…}`, `$` or `` `script` ``. */
function shown(text: string): string {
  if (!text.includes(EXPANSION_START)) return text;
  return text
    .split(EXPANSION_START)
    .map((part, index) => {
      if (index === 0) return part;
      const close = part.indexOf(EXPANSION_END);
      const name = part.slice(0, close);
      const rest = part.slice(close + 1);
      if (name === '') return `$${rest}`;
      if (name.startsWith('`')) return `${name}${rest}`;
      return /^(\w+|[*@#?$!-])$/.test(name) ? `$${name}${rest}` : `\${${name}}${rest}`;
    })
    .join('');
}
