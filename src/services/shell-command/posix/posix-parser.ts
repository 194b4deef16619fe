import { ReadBudget } from '../syntax/read-budget';
import { ReadLimitError, ShellSyntaxError } from '../syntax/shell-syntax-error';
import type { AndOr, Assignment, CaseItem, Command, Compound, ListItem, Pipeline, Redirect, Script, SimpleCommand, Word } from './posix-ast';
import { isMetacharacter, readArithmetic, readHeredocBody, readWord, type WordGrammar } from './posix-words';
import { SourceCursor } from './source-cursor';

/** Redirection operators, longest first. */
const REDIRECTIONS = ['&>>', '<<<', '<<-', '&>', '>>', '>|', '<>', '<&', '>&', '<<', '<', '>'];
/** Words that end the list being read when they stand where a command would. */
type Closer = 'then' | 'elif' | 'else' | 'fi' | 'do' | 'done' | 'esac' | '}';
const RESERVED_CLOSERS: ReadonlySet<string> = new Set<Closer>(['then', 'elif', 'else', 'fi', 'do', 'done', 'esac', '}']);

/**
 * Reads a POSIX shell script (bash's grammar) into its structure. Throws ShellSyntaxError where bash would refuse
 * the text, or past the read budget.
 */
export function parsePosixScript(text: string, budget: ReadBudget = new ReadBudget()): Script {
  return new PosixParser(text, budget).readScript();
}

class PosixParser implements WordGrammar {
  readonly cursor: SourceCursor;

  constructor(
    text: string,
    private readonly budget: ReadBudget,
  ) {
    this.cursor = new SourceCursor(text, budget, (body) => this.heredocWord(body));
  }

  readScript(): Script {
    const script = this.list(new Set());
    if (!this.cursor.atEnd()) throw this.cursor.fail(`unexpected \`${this.cursor.peek()}\``);
    return script;
  }

  substitution(): Script {
    this.cursor.enter();
    const script = this.list(new Set());
    if (this.cursor.peek() !== ')') throw this.cursor.fail('an unterminated $(…)');
    this.cursor.at++;
    this.cursor.leave();
    return script;
  }

  script(text: string): Script {
    this.cursor.enter();
    const script = this.placedInHere(() => new PosixParser(text, this.budget).readScript());
    this.cursor.leave();
    return script;
  }

  private heredocWord(body: string): Word {
    return this.placedInHere(() => readHeredocBody(new PosixParser(body, this.budget)));
  }

  /** A nested text's syntax error, placed where this text is now (its own place counts from the nested text's start). */
  private placedInHere<T>(read: () => T): T {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ShellSyntaxError) || error instanceof ReadLimitError) throw error;
      throw new ShellSyntaxError(error.message, this.cursor.at);
    }
  }

  /** A list up to a closing reserved word in `closers` (or any other closer, which the caller then refuses), a `)`, a `;;`, or the end. */
  private list(closers: ReadonlySet<string>): Script {
    const items: ListItem[] = [];
    for (;;) {
      this.skipLinebreaks();
      const char = this.cursor.peek();
      if (char === '' || char === ')' || this.cursor.startsWith(';;') || this.cursor.startsWith(';&')) break;
      const reserved = this.reservedWord();
      if (reserved !== undefined && (closers.has(reserved) || RESERVED_CLOSERS.has(reserved))) break;
      const andOr = this.andOr();
      this.skipBlanks();
      let background = false;
      if (this.cursor.peek() === '&' && !this.cursor.startsWith('&&') && !this.cursor.startsWith('&>')) {
        background = true;
        this.cursor.at++;
      } else if (this.cursor.peek() === ';' && !this.cursor.startsWith(';;') && !this.cursor.startsWith(';&')) {
        this.cursor.at++;
      } else if (this.cursor.peek() === '\n') {
        this.newline();
      } else if (
        !(
          this.cursor.atEnd() ||
          this.cursor.peek() === ')' ||
          this.cursor.startsWith(';;') ||
          this.cursor.startsWith(';&') ||
          this.reservedWord() !== undefined
        )
      ) {
        throw this.cursor.fail(`unexpected \`${this.cursor.peek()}\``);
      }
      items.push({ andOr, background });
    }
    return { items };
  }

  private andOr(): AndOr {
    const first = this.pipeline();
    const rest: { op: '&&' | '||'; pipeline: Pipeline }[] = [];
    for (;;) {
      this.skipBlanks();
      const op = this.cursor.startsWith('&&') ? '&&' : this.cursor.startsWith('||') ? '||' : undefined;
      if (!op) return { first, rest };
      this.cursor.at += 2;
      this.skipLinebreaks();
      rest.push({ op, pipeline: this.pipeline() });
    }
  }

  private pipeline(): Pipeline {
    let negated = false;
    for (;;) {
      this.skipBlanks();
      const reserved = this.reservedWord();
      if (reserved === '!') {
        this.cursor.at++;
        negated = !negated;
      } else if (reserved === 'time') {
        this.cursor.at += 4;
        this.skipBlanks();
        if (this.cursor.startsWith('-p') && isMetacharacter(this.cursor.peek(2) || ' ')) this.cursor.at += 2;
      } else break;
    }
    const commands: Command[] = [this.command()];
    for (;;) {
      this.skipBlanks();
      if (this.cursor.peek() !== '|' || this.cursor.startsWith('||')) return { negated, commands };
      this.cursor.at += this.cursor.startsWith('|&') ? 2 : 1;
      this.skipLinebreaks();
      commands.push(this.command());
    }
  }

  private command(): Command {
    this.skipBlanks();
    const reserved = this.reservedWord();
    const compound = this.compound(reserved);
    if (compound) return { ...compound, redirects: [...compound.redirects, ...this.redirects()] } as Compound;
    if (reserved === 'function') {
      this.cursor.at += 'function'.length;
      this.skipBlanks();
      const name = readWord(this);
      if (!name) throw this.cursor.fail('a function with no name');
      this.skipBlanks();
      if (this.cursor.startsWith('()')) this.cursor.at += 2;
      else if (this.cursor.peek() === '(') {
        this.cursor.at++;
        this.skipBlanks();
        if (this.cursor.peek() !== ')') throw this.cursor.fail('a bad function header');
        this.cursor.at++;
      }
      this.skipLinebreaks();
      return { kind: 'function', name: name.raw, body: this.command() };
    }
    if (reserved === 'coproc') {
      this.cursor.at += 'coproc'.length;
      this.skipBlanks();
      // `coproc NAME { …; }`: a name only before a compound command.
      const save = this.cursor.at;
      const name = readWord(this);
      this.skipBlanks();
      if (!(name && this.compoundStarts())) this.cursor.at = save;
      return { kind: 'coproc', body: this.command(), redirects: [] };
    }
    return this.simple();
  }

  /** Whether a compound command starts at the cursor. */
  private compoundStarts(): boolean {
    const reserved = this.reservedWord();
    return this.cursor.peek() === '(' || (reserved !== undefined && ['{', 'if', 'while', 'until', 'for', 'select', 'case', '[['].includes(reserved));
  }

  private compound(reserved: string | undefined): Compound | undefined {
    const cursor = this.cursor;
    if (cursor.startsWith('((') && this.looksArithmetic()) {
      cursor.at += 2;
      return { kind: 'arithmetic', substitutions: readArithmetic(this), redirects: [] };
    }
    if (cursor.peek() === '(') {
      cursor.at++;
      cursor.enter();
      const body = this.list(new Set());
      cursor.leave();
      this.expect(')');
      return { kind: 'subshell', body, redirects: [] };
    }
    switch (reserved) {
      case '{': {
        cursor.at++;
        const body = this.nested(['}']);
        this.expectWord('}');
        return { kind: 'group', body, redirects: [] };
      }
      case 'if':
        return this.ifClause();
      case 'while':
      case 'until': {
        cursor.at += reserved.length;
        const condition = this.nested(['do']);
        this.expectWord('do');
        const body = this.nested(['done']);
        this.expectWord('done');
        return { kind: 'loop', until: reserved === 'until', condition, body, redirects: [] };
      }
      case 'for':
      case 'select':
        return this.forClause(reserved);
      case 'case':
        return this.caseClause();
      case '[[':
        return this.test();
      default:
        return undefined;
    }
  }

  /** `((` opens arithmetic unless the text up to its `))` holds a list (`((cd x; git …))`, two subshells). */
  private looksArithmetic(): boolean {
    const end = this.cursor.text.indexOf('))', this.cursor.at);
    if (end < 0) return false;
    const inside = this.cursor.text.slice(this.cursor.at + 2, end);
    return !/[;\n]/.test(inside);
  }

  private ifClause(): Compound {
    this.cursor.at += 2;
    const clauses: { condition: Script; body: Script }[] = [];
    let otherwise: Script | undefined;
    for (;;) {
      const condition = this.nested(['then']);
      this.expectWord('then');
      const body = this.nested(['elif', 'else', 'fi']);
      clauses.push({ condition, body });
      const next = this.reservedWord();
      if (next === 'elif') {
        this.cursor.at += 4;
        continue;
      }
      if (next === 'else') {
        this.cursor.at += 4;
        otherwise = this.nested(['fi']);
      }
      this.expectWord('fi');
      return { kind: 'if', clauses, ...(otherwise && { otherwise }), redirects: [] };
    }
  }

  private forClause(keyword: 'for' | 'select'): Compound {
    const cursor = this.cursor;
    cursor.at += keyword.length;
    this.skipBlanks();
    if (keyword === 'for' && cursor.startsWith('((')) {
      cursor.at += 2;
      const substitutions = readArithmetic(this);
      this.skipBlanks();
      if (cursor.peek() === ';') cursor.at++;
      const body = this.loopBody();
      return { kind: 'arithmetic-for', body, substitutions, redirects: [] };
    }
    const name = readWord(this);
    if (!name) throw cursor.fail(`a ${keyword} loop with no name`);
    this.skipBlanks();
    let items: Word[] | undefined;
    // `for x` alone, or `for x;`, loops over "$@"; `in` may come after line breaks.
    const save = cursor.at;
    this.skipLinebreaks();
    if (this.reservedWord() === 'in' || this.peekWord() === 'in') {
      cursor.at += 2;
      items = [];
      for (;;) {
        this.skipBlanks();
        if (cursor.peek() === ';' || cursor.peek() === '\n' || cursor.atEnd()) break;
        const word = readWord(this);
        if (!word) throw cursor.fail(`unexpected \`${cursor.peek()}\` in a ${keyword} list`);
        items.push(word);
      }
    } else cursor.at = save;
    this.skipBlanks();
    if (cursor.peek() === ';') cursor.at++;
    const body = this.loopBody();
    return { kind: 'for', name: name.raw, ...(items && { items }), body, redirects: [] };
  }

  /** `do … done`, or bash's `{ … }` in its place. */
  private loopBody(): Script {
    this.skipLinebreaks();
    if (this.reservedWord() === '{') {
      this.cursor.at++;
      const body = this.nested(['}']);
      this.expectWord('}');
      return body;
    }
    this.expectWord('do');
    const body = this.nested(['done']);
    this.expectWord('done');
    return body;
  }

  private caseClause(): Compound {
    const cursor = this.cursor;
    cursor.at += 4;
    this.skipBlanks();
    const subject = readWord(this);
    if (!subject) throw cursor.fail('a case with no word');
    this.skipLinebreaks();
    this.expectWord('in');
    const items: CaseItem[] = [];
    for (;;) {
      this.skipLinebreaks();
      if (this.reservedWord() === 'esac') break;
      if (cursor.atEnd()) throw cursor.fail('a case with no esac');
      if (cursor.peek() === '(') cursor.at++;
      const patterns: Word[] = [];
      for (;;) {
        this.skipBlanks();
        const pattern = readWord(this);
        if (!pattern) throw cursor.fail('a case item with no pattern');
        patterns.push(pattern);
        this.skipBlanks();
        if (cursor.peek() === '|') {
          cursor.at++;
          continue;
        }
        this.expect(')');
        break;
      }
      cursor.enter();
      const body = this.list(new Set(['esac']));
      cursor.leave();
      items.push({ patterns, body });
      this.skipBlanks();
      for (const end of [';;&', ';;', ';&']) {
        if (cursor.startsWith(end)) {
          cursor.at += end.length;
          break;
        }
      }
    }
    this.expectWord('esac');
    return { kind: 'case', subject, items, redirects: [] };
  }

  /** `[[ … ]]`: its words (the operators between them are the test's, not the list's). */
  private test(): Compound {
    const cursor = this.cursor;
    cursor.at += 2;
    const words: Word[] = [];
    for (;;) {
      this.skipBlanks();
      if (cursor.peek() === '\n') {
        this.newline();
        continue;
      }
      if (cursor.startsWith(']]') && (isMetacharacter(cursor.peek(2)) || cursor.peek(2) === '')) {
        cursor.at += 2;
        return { kind: 'test', words, redirects: [] };
      }
      if (cursor.atEnd()) throw cursor.fail('a [[ with no ]]');
      const word = readWord(this);
      if (word) words.push(word);
      else cursor.at++; // `(`, `)`, `<`, `>`, `&&`, `||`, `!` of the test
    }
  }

  /** A simple command, or a function definition (`name() compound`), which starts like one. */
  private simple(): SimpleCommand | Compound | { kind: 'function'; name: string; body: Command } {
    const cursor = this.cursor;
    const assignments: Assignment[] = [];
    const words: Word[] = [];
    const redirects: Redirect[] = [];
    let rest = '';
    for (;;) {
      this.skipBlanks();
      const char = cursor.peek();
      if (char === '' || char === '\n' || char === ';' || char === '|' || char === ')' || (char === '&' && cursor.peek(1) !== '>')) break;
      const redirect = this.redirect();
      if (redirect) {
        redirects.push(redirect);
        continue;
      }
      if (char === '(') throw cursor.fail('unexpected `(`');
      const word = readWord(this);
      if (!word) throw cursor.fail(`unexpected \`${char}\``);
      if (words.length === 0) {
        const assignment = this.assignment(word);
        if (assignment) {
          assignments.push(assignment);
          continue;
        }
        if (cursor.startsWith('()') || (cursor.peek() === '(' && /^\(\s*\)/.test(cursor.text.slice(cursor.at)))) {
          // `name() { …; }`: a function definition, not a command.
          cursor.at = cursor.text.indexOf(')', cursor.at) + 1;
          this.skipLinebreaks();
          return { kind: 'function', name: word.raw, body: this.command() };
        }
        words.push(word);
        rest = cursor.text.slice(cursor.at);
        continue;
      }
      words.push(word);
    }
    if (words.length > 0) rest = rest.slice(0, rest.length - (cursor.text.length - cursor.at));
    if (words.length === 0 && assignments.length === 0 && redirects.length === 0) throw cursor.fail(`unexpected \`${cursor.peek() || 'end of text'}\``);
    return { kind: 'simple', assignments, words, redirects, rest };
  }

  /** `NAME=value`, `NAME+=value`, `NAME[i]=value`, `NAME=(…)`: the name must be written unquoted. */
  private assignment(word: Word): Assignment | undefined {
    const first = word.parts[0];
    if (first?.kind !== 'text' || first.quoted) return undefined;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(\[[^\]]*\])?(\+?)=/.exec(first.text);
    if (!match) return undefined;
    const valueParts = [{ ...first, text: first.text.slice(match[0].length) }, ...word.parts.slice(1)].filter(
      (p) => !(p.kind === 'text' && p.text === '' && !p.quoted),
    );
    const value: Word = { parts: valueParts, raw: word.raw.slice(match[0].length) };
    const name = match[1]!;
    if (value.parts.length === 0 && this.cursor.peek() === '(') {
      this.cursor.at++;
      const array: Word[] = [];
      for (;;) {
        this.skipLinebreaks();
        if (this.cursor.peek() === ')') {
          this.cursor.at++;
          break;
        }
        if (this.cursor.atEnd()) throw this.cursor.fail('an unterminated array assignment');
        const item = readWord(this);
        if (!item) throw this.cursor.fail(`unexpected \`${this.cursor.peek()}\` in an array`);
        array.push(item);
      }
      return { name, append: match[3] === '+', value, array };
    }
    return { name, append: match[3] === '+', value };
  }

  private redirects(): Redirect[] {
    const found: Redirect[] = [];
    for (;;) {
      this.skipBlanks();
      const redirect = this.redirect();
      if (!redirect) return found;
      found.push(redirect);
    }
  }

  /** A redirection at the cursor (`2>&1`, `> f`, `<<EOF`, `{fd}>f`), or undefined. */
  private redirect(): Redirect | undefined {
    const cursor = this.cursor;
    const save = cursor.at;
    const fdMatch = /^(\d+|\{[A-Za-z_][A-Za-z0-9_]*\})(?=[<>])/.exec(cursor.text.slice(cursor.at, cursor.at + 32));
    if (fdMatch) cursor.at += fdMatch[0].length;
    const op = REDIRECTIONS.find((o) => cursor.startsWith(o));
    // `<(` and `>(` are process substitutions, words.
    if (!op || ((op === '<' || op === '>') && cursor.peek(1) === '(')) {
      cursor.at = save;
      return undefined;
    }
    cursor.at += op.length;
    this.skipBlanks();
    const target = readWord(this);
    if (!target) throw cursor.fail(`a ${op} with no word after it`);
    const fd = fdMatch && /^\d+$/.test(fdMatch[1]!) ? { fd: Number(fdMatch[1]) } : {};
    const redirect: Redirect = { op, target, ...fd };
    if (op === '<<' || op === '<<-') {
      const quoted = target.parts.some((p) => p.kind !== 'text' || p.quoted);
      const delimiter = target.parts.map((p) => (p.kind === 'text' ? p.text : p.raw)).join('');
      cursor.heredocs.push({ redirect, delimiter, stripTabs: op === '<<-', quoted });
    }
    return redirect;
  }

  /** A list up to one of `closers` (not stepped over). */
  private nested(closers: readonly Closer[]): Script {
    this.cursor.enter();
    const body = this.list(new Set(closers));
    this.cursor.leave();
    return body;
  }

  private expect(char: string): void {
    this.skipBlanks();
    if (this.cursor.peek() !== char) throw this.cursor.fail(`expected \`${char}\``);
    this.cursor.at++;
  }

  private expectWord(word: string): void {
    this.skipLinebreaks();
    if (this.reservedWord() !== word && this.peekWord() !== word) throw this.cursor.fail(`expected \`${word}\``);
    this.cursor.at += word.length;
  }

  /**
   * The reserved word at the cursor: `{`, `}`, `!`, `[[` or a keyword written unquoted and followed by a blank, an
   * operator or the end (so `iffy` or `fi.txt` are words). Undefined for anything else.
   */
  private reservedWord(): string | undefined {
    const text = this.cursor.text;
    const at = this.cursor.at;
    const match = /^(\[\[|\{|\}|!|if|then|elif|else|fi|done|do|while|until|for|select|in|case|esac|function|coproc|time)/.exec(text.slice(at, at + 8));
    if (!match) return undefined;
    const after = text[at + match[0].length] ?? '';
    return after === '' || isMetacharacter(after) ? match[0] : undefined;
  }

  /** The next word's text when it is plain (no quotes or expansions), without moving. */
  private peekWord(): string | undefined {
    const match = /^[A-Za-z_]+/.exec(this.cursor.text.slice(this.cursor.at, this.cursor.at + 16));
    return match?.[0];
  }

  private skipBlanks(): void {
    const cursor = this.cursor;
    for (;;) {
      const char = cursor.peek();
      if (char === ' ' || char === '\t' || char === '\r') cursor.at++;
      else if (char === '\\' && cursor.peek(1) === '\n') cursor.at += 2;
      else if (char === '#') {
        const end = cursor.text.indexOf('\n', cursor.at);
        cursor.at = end < 0 ? cursor.text.length : end;
      } else return;
    }
  }

  private skipLinebreaks(): void {
    for (;;) {
      this.skipBlanks();
      if (this.cursor.peek() !== '\n') return;
      this.newline();
    }
  }

  private newline(): void {
    this.cursor.at++;
    this.cursor.readHeredocBodies();
  }
}
