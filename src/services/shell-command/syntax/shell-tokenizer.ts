import parse from 'shell-quote/parse';
import type { ShellDialect } from '../shell-dialect';
import { ReadBudget, TOKENIZE_CALL_CHARS } from './read-budget';
import { ShellSyntaxError } from './shell-syntax-error';
import { NEWLINE, type ShellToken, type WordToken } from './shell-token';

/**
 * Characters that never occur in a real command line (a program's arguments cannot hold NUL), so they
 * can mark what shell-quote would otherwise lose: where a line ended, and where a `$…` expansion was.
 */
const LINE_MARK = '\u0001';
const EXPANSION_START = '\u0000';
const EXPANSION_END = '\u0002';
/** A line break as handed to shell-quote: a word of its own, so it survives as a token. */
const LINE_WORD = ` ${LINE_MARK} `;
/** `$(` leaves an expansion with an empty name right before the `(`. */
const EMPTY_EXPANSION = `${EXPANSION_START}${EXPANSION_END}`;

const ESCAPE: Readonly<Record<ShellDialect, string>> = { posix: '\\', powershell: '`', cmd: '^' };

/**
 * Splits a command line into words and operators with shell-quote, the tokenizer (quotes, escapes,
 * `$'…'`, operators, redirections, comments) that bearing builds on. Two things shell-quote does not
 * report are handed to it in a form it keeps: a line break (it would read it as a blank) becomes a
 * word of its own, and every `$name`, `${…}` or `$(` becomes a marked placeholder instead of an empty
 * string, so a computed word is never mistaken for a literal one. Throws ShellSyntaxError.
 */
export function tokenize(command: string, dialect: ShellDialect, budget: ReadBudget = new ReadBudget()): ShellToken[] {
  if (command.includes(EXPANSION_START) || command.includes(LINE_MARK) || command.includes(EXPANSION_END)) {
    throw new ShellSyntaxError('the command holds control characters no shell accepts');
  }
  const escape = ESCAPE[dialect];
  // A line continuation (escape, line break) joins two lines into one; any other line break ends a command.
  const joined = command.split(`${escape}\r\n`).join('').split(`${escape}\n`).join('');
  let text: string | undefined = joined.split('\r\n').join('\n').split('\n').join(LINE_WORD);
  const tokens: ShellToken[] = [];
  while (text !== undefined) {
    budget.charge(text.length + TOKENIZE_CALL_CHARS);
    const rest: string | undefined = readEntries(text, dialect, tokens);
    text = rest;
  }
  return tokens;
}

/** Appends the tokens of `text`; returns the text after a comment's line break, which shell-quote leaves unread. */
function readEntries(text: string, dialect: ShellDialect, tokens: ShellToken[]): string | undefined {
  let entries: parse.ParseEntry[];
  try {
    entries = parse<string>(text, (name: string) => `${EXPANSION_START}${name}${EXPANSION_END}`, { escape: ESCAPE[dialect] });
  } catch (error) {
    throw new ShellSyntaxError(`shell-quote: ${(error as Error).message}`);
  }
  for (const entry of entries) {
    if (typeof entry === 'string') {
      tokens.push(entry === LINE_MARK ? { kind: 'op', op: NEWLINE } : word(entry, false, dialect));
    } else if ('comment' in entry) {
      // shell-quote ends its reading at a comment; the comment stops at the line break, the command does not.
      const lineEnd = entry.comment.indexOf(LINE_MARK);
      if (lineEnd < 0) return undefined;
      tokens.push({ kind: 'op', op: NEWLINE });
      return entry.comment.slice(lineEnd + 1);
    } else if (entry.op === 'glob') {
      tokens.push(word(entry.pattern, true, dialect));
    } else {
      tokens.push({ kind: 'op', op: entry.op });
    }
  }
  return undefined;
}

function word(raw: string, glob: boolean, dialect: ShellDialect): WordToken {
  const text = raw.split(LINE_WORD).join('\n');
  const expands = text.includes(EXPANSION_START);
  return {
    kind: 'word',
    text: shown(text),
    dynamic: glob || expands || expandsInDialect(text, dialect),
    opensSubstitution: text.endsWith(EMPTY_EXPANSION),
    quotedSubstitutions: quotedSubstitutions(text),
  };
}

/** Expansions shell-quote does not know: backticks, `~`, brace expansion (POSIX); `%VAR%` and `!VAR!` (cmd). */
function expandsInDialect(text: string, dialect: ShellDialect): boolean {
  if (dialect === 'cmd') return hasPair(text, '%') || hasPair(text, '!');
  if (dialect === 'powershell') return false;
  return text.includes('`') || text.startsWith('~') || (text.includes('{') && text.includes('}') && (text.includes(',') || text.includes('..')));
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

/** The word as written: each marked expansion back to `$name`, `${…}` or `$`. */
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
      return /^(\w+|[*@#?$!-])$/.test(name) ? `$${name}${rest}` : `\${${name}}${rest}`;
    })
    .join('');
}
