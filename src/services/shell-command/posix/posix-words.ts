import type { Script, Word, WordPart } from './posix-ast';
import type { SourceCursor } from './source-cursor';

/** What the word reader needs from the command grammar: nested scripts. */
export interface WordGrammar {
  readonly cursor: SourceCursor;
  /** Reads a script up to its `)` at the cursor (after `$(` or `<(`) and steps over the `)`. */
  substitution(): Script;
  /** Reads a script from its own text (a backtick substitution, once its escapes are undone). */
  script(text: string): Script;
}

/** Characters that end an unquoted word. */
const METACHARACTERS = new Set([' ', '\t', '\n', ';', '&', '|', '<', '>', '(', ')']);
const SPECIAL_PARAMETERS = new Set(['@', '*', '#', '?', '-', '$', '!', '0']);
/** `${name<op>word}` operators, longest first so that `:-` is not read as `:`. */
const PARAMETER_OPERATORS = [':-', ':=', ':?', ':+', '##', '%%', '//', '/#', '/%', '^^', ',,', '-', '=', '?', '+', '#', '%', '/', '^', ',', '@', ':'];

export function isMetacharacter(char: string): boolean {
  return METACHARACTERS.has(char);
}

/** A word at the cursor (quotes, escapes, expansions), up to an unquoted metacharacter; undefined when there is none. */
export function readWord(grammar: WordGrammar): Word | undefined {
  const { cursor } = grammar;
  const start = cursor.at;
  const parts = new Parts();
  for (;;) {
    const char = cursor.peek();
    if (char === '') break;
    if ((char === '<' || char === '>') && cursor.peek(1) === '(') {
      const from = cursor.at;
      cursor.at += 2;
      const script = grammar.substitution();
      parts.push({ kind: 'process', direction: char, script, raw: cursor.text.slice(from, cursor.at) });
      continue;
    }
    if (isMetacharacter(char)) break;
    readUnquoted(grammar, parts);
  }
  if (cursor.at === start) return undefined;
  return { parts: parts.list, raw: cursor.text.slice(start, cursor.at) };
}

/** One unit of an unquoted word: an escape, a quoted string, an expansion, or a plain character. */
function readUnquoted(grammar: WordGrammar, parts: Parts): void {
  const { cursor } = grammar;
  const char = cursor.peek();
  if (char === '\\') {
    const next = cursor.peek(1);
    cursor.at += next === '' ? 1 : 2;
    // A backslash before a line break joins the lines; before anything else it quotes that character.
    if (next !== '\n') parts.text(next === '' ? '\\' : next, next !== '');
  } else if (char === "'") {
    const end = cursor.text.indexOf("'", cursor.at + 1);
    if (end < 0) throw cursor.fail('an unterminated single quote');
    parts.text(cursor.text.slice(cursor.at + 1, end), true);
    cursor.at = end + 1;
  } else if (char === '"') {
    cursor.at++;
    readDoubleQuoted(grammar, parts);
  } else if (char === '$') {
    readDollar(grammar, parts, false);
  } else if (char === '`') {
    readBacktick(grammar, parts, false);
  } else {
    parts.text(char, false);
    cursor.at++;
  }
}

/** The inside of `"…"`, the opening quote read: a backslash escapes only `$`, `` ` ``, `"`, `\` and a line break. */
function readDoubleQuoted(grammar: WordGrammar, parts: Parts): void {
  const { cursor } = grammar;
  for (;;) {
    const char = cursor.peek();
    if (char === '') throw cursor.fail('an unterminated double quote');
    if (char === '"') {
      cursor.at++;
      // `""` is an empty word of its own: it must not vanish the way an unquoted empty expansion does.
      parts.text('', true);
      return;
    }
    if (char === '\\') {
      const next = cursor.peek(1);
      cursor.at += 2;
      if (next === '\n') continue;
      parts.text('$`"\\'.includes(next) ? next : `\\${next}`, true);
    } else if (char === '$') {
      readDollar(grammar, parts, true);
    } else if (char === '`') {
      readBacktick(grammar, parts, true);
    } else {
      parts.text(char, true);
      cursor.at++;
    }
  }
}

/** `$…` at the cursor: `$'…'`, `$"…"`, `$((…))`, `$(…)`, `${…}`, `$name`, a special parameter, or a plain `$`. */
function readDollar(grammar: WordGrammar, parts: Parts, quoted: boolean): void {
  const { cursor } = grammar;
  const start = cursor.at;
  const next = cursor.peek(1);
  if (next === "'" && !quoted) {
    const [text, end] = ansiC(cursor.text, cursor.at + 2);
    if (end < 0) throw cursor.fail("an unterminated $'…' string");
    parts.text(text, true);
    cursor.at = end + 1;
  } else if (next === '"' && !quoted) {
    cursor.at += 2;
    readDoubleQuoted(grammar, parts);
  } else if (next === '(' && cursor.peek(2) === '(') {
    cursor.at += 3;
    const substitutions = readArithmetic(grammar);
    parts.push({ kind: 'arithmetic', substitutions, quoted, raw: cursor.text.slice(start, cursor.at) });
  } else if (next === '(') {
    cursor.at += 2;
    const script = grammar.substitution();
    parts.push({ kind: 'command', script, quoted, raw: cursor.text.slice(start, cursor.at) });
  } else if (next === '{') {
    cursor.at += 2;
    parts.push(readBraced(grammar, quoted, start));
  } else if (/[A-Za-z_]/.test(next)) {
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(cursor.text.slice(cursor.at + 1))![0];
    cursor.at += 1 + name.length;
    parts.push({ kind: 'parameter', name, quoted, raw: `$${name}` });
  } else if (/[0-9]/.test(next) || SPECIAL_PARAMETERS.has(next)) {
    cursor.at += 2;
    parts.push({ kind: 'parameter', name: next, quoted, raw: `$${next}` });
  } else {
    parts.text('$', quoted);
    cursor.at++;
  }
}

/** `${…}` after its `${`: the name, then an operator and its word, up to the matching `}`. */
function readBraced(grammar: WordGrammar, quoted: boolean, start: number): WordPart {
  const { cursor } = grammar;
  let length = false;
  let indirect = false;
  // `${#name}` is a length; `${#}` the number of positional parameters.
  if (cursor.peek() === '#' && /[A-Za-z_0-9@*]/.test(cursor.peek(1))) {
    length = true;
    cursor.at++;
  } else if (cursor.peek() === '!' && cursor.peek(1) !== '}') {
    indirect = true;
    cursor.at++;
  }
  const rest = cursor.text.slice(cursor.at);
  const name = /^([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!0-])/.exec(rest)?.[0];
  if (name === undefined) throw cursor.fail('a bad ${…} expansion');
  cursor.at += name.length;
  let subscript = '';
  if (cursor.peek() === '[') {
    const end = cursor.text.indexOf(']', cursor.at);
    if (end < 0) throw cursor.fail('an unterminated [ in ${…}');
    subscript = cursor.text.slice(cursor.at, end + 1);
    cursor.at = end + 1;
  }
  let operator: string | undefined;
  let argument: Word | undefined;
  if (cursor.peek() !== '}') {
    operator = PARAMETER_OPERATORS.find((op) => cursor.startsWith(op));
    if (operator === undefined) throw cursor.fail('a bad ${…} operator');
    cursor.at += operator.length;
    argument = readBracedArgument(grammar, quoted);
  }
  if (cursor.peek() !== '}') throw cursor.fail('an unterminated ${…}');
  cursor.at++;
  const raw = cursor.text.slice(start, cursor.at);
  return {
    kind: 'parameter',
    name: `${name}${subscript}`,
    quoted,
    raw,
    ...(operator !== undefined && { operator }),
    ...(argument !== undefined && { argument }),
    ...(length && { length }),
    ...(indirect && { indirect }),
  };
}

/** The word of `${name:-word}`: blanks are part of it; it ends at the unquoted `}` that closes the expansion. */
function readBracedArgument(grammar: WordGrammar, quoted: boolean): Word {
  const { cursor } = grammar;
  const start = cursor.at;
  const parts = new Parts();
  let depth = 0;
  for (;;) {
    const char = cursor.peek();
    if (char === '') throw cursor.fail('an unterminated ${…}');
    if (char === '}' && depth === 0) break;
    if (char === '{') depth++;
    if (char === '}') depth--;
    if (quoted && char !== '$' && char !== '`' && char !== '\\' && char !== '"') {
      parts.text(char, true);
      cursor.at++;
    } else if (quoted && char === '"') {
      cursor.at++;
      readDoubleQuoted(grammar, parts);
    } else if (!quoted && (char === ' ' || char === '\t' || char === '\n' || METACHARACTERS.has(char))) {
      parts.text(char, false);
      cursor.at++;
    } else {
      readUnquoted(grammar, parts);
    }
  }
  return { parts: parts.list, raw: cursor.text.slice(start, cursor.at) };
}

/** A backtick substitution at the cursor: its text, with `\``, `\$`, `\\` (and `\"` inside double quotes) undone, read as a script. */
function readBacktick(grammar: WordGrammar, parts: Parts, quoted: boolean): void {
  const { cursor } = grammar;
  const start = cursor.at;
  cursor.at++;
  let inner = '';
  for (;;) {
    const char = cursor.peek();
    if (char === '') throw cursor.fail('an unterminated backtick');
    cursor.at++;
    if (char === '`') break;
    if (char === '\\') {
      const next = cursor.peek();
      cursor.at++;
      inner += '`$\\'.includes(next) || (quoted && next === '"') ? next : `\\${next}`;
    } else {
      inner += char;
    }
  }
  parts.push({ kind: 'command', script: grammar.script(inner), quoted, raw: cursor.text.slice(start, cursor.at) });
}

/** The inside of `$((…))` or `((…))`, the opening read, through the closing `))`: the command substitutions in it. */
export function readArithmetic(grammar: WordGrammar): Script[] {
  const { cursor } = grammar;
  const scripts: Script[] = [];
  let depth = 0;
  for (;;) {
    const char = cursor.peek();
    if (char === '') throw cursor.fail('an unterminated arithmetic expansion');
    if (char === ')' && depth === 0 && cursor.peek(1) === ')') {
      cursor.at += 2;
      return scripts;
    }
    if (char === '$' && cursor.peek(1) === '(' && cursor.peek(2) !== '(') {
      cursor.at += 2;
      scripts.push(grammar.substitution());
      continue;
    }
    if (char === '`') {
      const parts = new Parts();
      readBacktick(grammar, parts, false);
      for (const part of parts.list) if (part.kind === 'command') scripts.push(part.script);
      continue;
    }
    if (char === '(') depth++;
    if (char === ')') depth--;
    cursor.at++;
  }
}

/** The body of a here-document whose delimiter was not quoted: `$` and backticks expand, `\` escapes `$ \` \ ` and a line break. */
export function readHeredocBody(grammar: WordGrammar): Word {
  const { cursor } = grammar;
  const parts = new Parts();
  while (!cursor.atEnd()) {
    const char = cursor.peek();
    if (char === '\\') {
      const next = cursor.peek(1);
      cursor.at += 2;
      if (next !== '\n') parts.text('$`\\'.includes(next) ? next : `\\${next}`, true);
    } else if (char === '$') {
      readDollar(grammar, parts, true);
    } else if (char === '`') {
      readBacktick(grammar, parts, true);
    } else {
      parts.text(char, true);
      cursor.at++;
    }
  }
  return { parts: parts.list, raw: cursor.text };
}

/** `$'…'` from `from` (after the quote): the text with bash's ANSI-C escapes decoded, and where the closing quote is. */
function ansiC(text: string, from: number): [string, number] {
  let out = '';
  for (let at = from; at < text.length; at++) {
    const char = text[at]!;
    if (char === "'") return [out, at];
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = text[++at] ?? '';
    const simple: Record<string, string> = {
      a: '\x07',
      b: '\b',
      e: '\x1b',
      E: '\x1b',
      f: '\f',
      n: '\n',
      r: '\r',
      t: '\t',
      v: '\v',
      '\\': '\\',
      "'": "'",
      '"': '"',
      '?': '?',
    };
    if (next in simple) out += simple[next];
    else if (/[0-7]/.test(next)) {
      const digits = /^[0-7]{1,3}/.exec(text.slice(at))![0];
      out += String.fromCharCode(parseInt(digits, 8));
      at += digits.length - 1;
    } else if (next === 'x' || next === 'u' || next === 'U') {
      const digits = new RegExp(`^[0-9a-fA-F]{1,${next === 'x' ? 2 : next === 'u' ? 4 : 8}}`).exec(text.slice(at + 1))?.[0];
      if (digits === undefined) out += `\\${next}`;
      else {
        out += String.fromCodePoint(Math.min(parseInt(digits, 16), 0x10ffff));
        at += digits.length;
      }
    } else if (next === 'c') {
      out += String.fromCharCode((text.charCodeAt(++at) || 64) & 31);
    } else out += `\\${next}`;
  }
  return [out, -1];
}

/** A word's parts as they are read: adjacent text of the same quoting is one part. */
class Parts {
  readonly list: WordPart[] = [];

  text(text: string, quoted: boolean): void {
    const last = this.list[this.list.length - 1];
    if (last?.kind === 'text' && last.quoted === quoted) this.list[this.list.length - 1] = { kind: 'text', text: last.text + text, quoted };
    else this.list.push({ kind: 'text', text, quoted });
  }

  push(part: WordPart): void {
    this.list.push(part);
  }
}
