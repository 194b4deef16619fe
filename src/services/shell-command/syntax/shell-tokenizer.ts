import parse from 'shell-quote/parse';
import type { ShellDialect } from '../../../protocol/shell-dialect';
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
/** Stands in for a backtick, numbered: `$` + TICK + n + TICK, so shell-quote says whether it is quoted (see withoutBackticks). */
const TICK = '\u0003';
/** Stands in for a `#` inside a word, which shell-quote would take for a comment (see markHashes). */
const HASH = '\u0004';
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
 * computed word is never mistaken for a literal one, a `#` inside a word becomes a mark (see markHashes),
 * and backtick substitutions become `$(…)` (see withoutBackticks).
 * Throws ShellSyntaxError.
 */
export function tokenize(command: string, dialect: ShellDialect, budget: ReadBudget = new ReadBudget()): ShellToken[] {
  if ([EXPANSION_START, LINE_MARK, EXPANSION_END, TICK, HASH].some((mark) => command.includes(mark))) {
    throw new ShellSyntaxError('the command holds control characters no shell accepts');
  }
  const escapeCharacter = ESCAPE[dialect];
  // A line continuation (escape, line break) joins two lines into one; any other line break ends a command.
  let joined = command.split(`${escapeCharacter}\r\n`).join('').split(`${escapeCharacter}\n`).join('');
  if (dialect === 'posix') joined = withoutBackticks(joined, budget);
  return readRaw(joined, dialect, budget).map((t) => ('raw' in t ? word(t.raw, t.glob, dialect) : t));
}

/** The tokens of `text` as shell-quote gives them, every line and every comment tail read. */
function readRaw(command: string, dialect: ShellDialect, budget: ReadBudget): RawToken[] {
  let text: string | undefined = markHashes(command.split('\r\n').join('\n').split('\n').join(LINE_WORD), dialect);
  const tokens: RawToken[] = [];
  while (text !== undefined) {
    budget.charge(text.length + TOKENIZE_CALL_CHARS);
    const rest: string | undefined = readEntries(text, dialect, tokens);
    text = rest;
  }
  return tokens;
}

/**
 * Backtick substitution, which shell-quote does not know, rewritten as the `$(…)` it stands for. Each
 * backtick is handed to shell-quote as `$` and a numbered mark: shell-quote expands that `$` only
 * where the backtick is live (not quoted, not escaped). Live backticks pair up in order; a nested pair
 * is escaped inside its outer one, so the next round finds it live.
 */
function withoutBackticks(command: string, budget: ReadBudget): string {
  let text = command;
  while (text.includes('`')) {
    const parts = text.split('`');
    const marked = parts.map((part, n) => (n === 0 ? part : `$${TICK}${n - 1}${TICK}${part}`)).join('');
    const live = new Set<number>();
    for (const token of readRaw(marked, 'posix', budget)) {
      if ('raw' in token) for (const after of token.raw.split(LIVE_TICK).slice(1)) live.add(parseInt(after, 10));
    }
    if (live.size === 0) return text;
    // One left over (``` in a here-document, a comment hiding the closing one, a syntax error) is escaped: a character.
    const extra = live.size % 2 === 1 ? [...live].pop()! : -1;
    live.delete(extra);
    let inside = -1; // where the script of an open substitution starts
    text = parts[0]!;
    for (let n = 1; n < parts.length; n++) {
      if (!live.has(n - 1)) {
        text += `${n - 1 === extra ? '\\' : ''}\`${parts[n]}`;
      } else if (inside < 0) {
        text += '$(';
        inside = text.length;
        text += parts[n];
      } else {
        // Inside, `\`` is a nested backtick; the line break ends a comment before the `)`, as the backtick would.
        text = `${text.slice(0, inside)}${text.slice(inside).split('\\`').join('`')}\n)${parts[n]}`;
        inside = -1;
      }
    }
  }
  return text;
}

/** A word as shell-quote returns it (expansions still marked), or an operator. */
type RawToken = { readonly raw: string; readonly glob: boolean } | OperatorToken;

/** Appends the tokens of `text`; returns the text after a comment's line break, which shell-quote leaves unread. */
function readEntries(text: string, dialect: ShellDialect, tokens: RawToken[]): string | undefined {
  let entries: parse.ParseEntry[];
  try {
    entries = parse<string>(text, (name: string) => `${EXPANSION_START}${name}${EXPANSION_END}`, { escape: ESCAPE[dialect] });
  } catch (error) {
    throw new ShellSyntaxError(`shell-quote: ${(error as Error).message}`);
  }
  for (const entry of entries) {
    if (entry === LINE_MARK) {
      tokens.push({ kind: 'op', op: NEWLINE });
    } else if (typeof entry === 'string') {
      pushWord(entry, dialect, tokens);
    } else if ('comment' in entry) {
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

/**
 * PowerShell's braces are tokens of their own wherever they stand, and a script block runs what it holds
 * (`foreach (…) {git …}`, `ForEach-Object { … }`): they are read as parentheses.
 */
function pushWord(raw: string, dialect: ShellDialect, tokens: RawToken[]): void {
  const braces = dialect === 'powershell';
  const open = braces && raw.startsWith('{');
  const word = open ? raw.slice(1) : raw;
  const close = braces && word.endsWith('}');
  if (open) tokens.push({ kind: 'op', op: '(' });
  if (word.length > (close ? 1 : 0)) tokens.push({ raw: close ? word.slice(0, -1) : word, glob: false });
  if (close) tokens.push({ kind: 'op', op: ')' });
}

/**
 * shell-quote starts a comment at any unquoted `#`; a shell only where a word starts, after an unescaped
 * blank or operator (`fix#1`, `http://x/#a` are words), and cmd never. Every other `#` becomes a mark that
 * shell-quote keeps in its word, quoted or not, and word() turns back. One pass, so no re-reading.
 */
function markHashes(text: string, dialect: ShellDialect): string {
  const parts = text.split('#');
  let marked = parts[0]!;
  for (let n = 1; n < parts.length; n++) {
    const before = marked[marked.length - 1] ?? ' ';
    let escapes = 0;
    while (marked[marked.length - 2 - escapes] === ESCAPE[dialect]) escapes++;
    // Not after `)`: the `)` of `$(…)` ends no word (`$(date)#1` is one), and a comment right after a subshell is rare.
    const startsWord = (before.trim() === '' || '|&;(<>'.includes(before)) && escapes % 2 === 0;
    marked += `${startsWord && dialect !== 'cmd' ? '#' : HASH}${parts[n]}`;
  }
  return marked;
}

function word(raw: string, glob: boolean, dialect: ShellDialect): WordToken {
  const text = raw.split(LINE_WORD).join('\n').split(HASH).join('#');
  const expands = text.includes(EXPANSION_START);
  return {
    kind: 'word',
    text: shown(text),
    dynamic: glob || expands || expandsInDialect(text, dialect),
    opensSubstitution: text.endsWith(EMPTY_EXPANSION),
    quotedSubstitutions: quotedSubstitutions(text),
  };
}

/** Expansions shell-quote does not know: `~`, brace expansion (POSIX); `%VAR%` and `!VAR!` (cmd). Backticks are `$(…)` by now. */
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
