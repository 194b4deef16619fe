import { CodeReader, type CallArgument, type CallTables, type LiteralForms, type Parsed, type ReadingContext } from '../scan/code-reader';
import { api, computed, flag, joined, joinItems, list, literal, textOf, unknown, type CodeValue } from '../scan/code-value';
import { canonicalRuby, RUBY_LIBRARY, rubyMethod } from './ruby-library';
import type { CodeToken } from '../scan/code-token';
import { lexRuby } from './ruby-lexer';

/** Words that never start an operand. */
const KEYWORDS = new Set([
  'if',
  'unless',
  'while',
  'until',
  'else',
  'elsif',
  'end',
  'do',
  'then',
  'def',
  'class',
  'module',
  'begin',
  'rescue',
  'ensure',
  'return',
  'yield',
  'and',
  'or',
  'in',
  'case',
  'when',
  'break',
  'next',
  'redo',
  'retry',
  'super',
  'alias',
  'undef',
  'BEGIN',
  'END',
  'for',
]);
/** Words that end a command call's arguments (`system "x" if y`, `system "x" or abort`, `foo x do … end`). */
const COMMAND_ENDS = new Set(['do', 'if', 'unless', 'while', 'until', 'rescue', 'and', 'or', 'then', 'end']);
const PREFIXES = new Set(['not', '!', '-', '+', '~', 'defined?']);
const AUGMENTED = new Set(['+=', '-=', '*=', '/=', '%=', '**=', '||=', '&&=', '<<=', '>>=', '<<']);
/** Backticks and %x run a shell line; /…/ and %r are Regexp objects. */
const RUBY_LITERALS: LiteralForms = { backticks: 'ruby backticks', pattern: 'Regexp' };
const RUBY_CALLS: CallTables = { library: RUBY_LIBRARY, canonical: canonicalRuby, method: rubyMethod };

/**
 * Reads Ruby: locals bound to literals (`f = 'bearing.config.json'`), calls with and without parentheses (`system
 * "git", "push"`, `File.write "f", "{}"`), keyword arguments (`mode: 'w'`), backticks and %x, blocks, and every call,
 * through `RUBY_LIBRARY`. A name that is not a local is read as the method or constant of that name.
 */
export class RubyCodeReader extends CodeReader {
  constructor(context: ReadingContext, code: string) {
    super(context, code, lexRuby(code));
  }

  protected override sibling(code: string, context: ReadingContext): CodeReader {
    return new RubyCodeReader(context, code);
  }

  protected override prefix(i: number): boolean {
    const t = this.list.at(i)!;
    return (t.kind === 'name' || t.kind === 'punct') && PREFIXES.has(t.text);
  }

  protected override memberOperator(i: number): boolean {
    return this.list.isPunct(i, '.', '&.', '::');
  }

  protected override spreadMarker(i: number): boolean {
    return this.list.isPunct(i, '*', '**', '&');
  }

  protected override keywordArgument(from: number, to: number): { keyword: string; value: number } | undefined {
    const key = this.list.at(from)!;
    if ((key.kind === 'name' || key.kind === 'string') && this.list.isPunct(from + 1, ':') && from + 2 <= to)
      return { keyword: this.keyText(key), value: from + 2 };
    if ((key.kind === 'name' || key.kind === 'string') && this.list.isPunct(from + 1, '=>') && from + 2 <= to)
      return { keyword: this.keyText(key), value: from + 2 };
    return undefined;
  }

  private keyText(key: CodeToken): string {
    return key.kind === 'string' ? (textOf(this.stringValue(key)) ?? key.text) : key.text;
  }

  protected override combines(op: string): boolean {
    return op === '+' || op === '<<' || op === '%' || op === '*';
  }

  protected override combine(op: string, left: CodeValue, right: CodeValue, written: string): CodeValue | undefined {
    if (op === '+' || op === '<<') return joined(left, right, written);
    if (op === '%') return computed(written);
    if (op === '*' && left.kind === 'list') {
      const separator = textOf(right);
      return separator === undefined ? unknown(written) : joinItems(left.items, separator, written);
    }
    return undefined;
  }

  /** `Dir.home`: the home folder (HOME, as Ruby reads it). */
  protected override member(value: CodeValue, name: string): CodeValue {
    if (value.kind === 'api' && canonicalRuby(value.name) === 'Dir' && name === 'home') {
      const home = this.home();
      return home === undefined ? computed(`${value.name}.home`) : literal(home);
    }
    return super.member(value, name);
  }

  /** `ENV['HOME']`: the variable, when the reading knows it. */
  protected override subscript(value: CodeValue, index: CodeValue, written: string): CodeValue {
    if (value.kind === 'api' && canonicalRuby(value.name) === 'ENV') return this.environmentValue(textOf(index), written);
    return super.subscript(value, index, written);
  }

  /**
   * `value.name`: a call in Ruby, with or without parentheses. `File.write "f", "x"` takes the words after it as its
   * arguments; `"git push".split` and `Pathname.new(p).delete` are calls with none.
   */
  protected override memberAccess(value: CodeValue, name: string, at: number, to: number, start: number): Parsed {
    const member = this.member(value, name);
    const end = at + 2;
    if (value.kind === 'list' && (name === 'each' || name === 'map')) {
      const block = this.blockAt(end, to);
      if (block && this.unrolled(block.parameter, value, block.from, block.to)) return { value: unknown(this.list.text(start, block.end)), end: block.end };
    }
    if (this.list.isPunct(end, '(') || end > to) return { value: member, end };
    if (this.commandArguments(end, this.list.at(at + 1)!.end)) return this.command(member, end, to, start);
    if (member.kind === 'method') return { value: this.call(member, [], this.site(at), this.list.text(start, end)), end };
    return { value: member, end };
  }

  /** A block of one parameter at i: `{ |b| … }` or `do |b| … end`, with where its body is. */
  private blockAt(i: number, to: number): { parameter: string; from: number; to: number; end: number } | undefined {
    const brace = this.list.isPunct(i, '{');
    if (!brace && !this.list.is(i, 'do')) return undefined;
    const parameter = this.list.at(i + 2);
    if (!this.list.isPunct(i + 1, '|') || parameter?.kind !== 'name' || !this.list.isPunct(i + 3, '|')) return undefined;
    const close = brace ? this.list.closerOf(i) : this.blockEnd(i + 4, to);
    return close !== undefined && close < to ? { parameter: parameter.text, from: i + 4, to: close, end: close + 1 } : undefined;
  }

  /**
   * The `end` that closes a `do` block or a `for` whose body starts at `from`, or undefined when none does within
   * what the reading may look ahead: `do`, `def`, `class`, `module`, `begin`, `case`, and `if`, `unless`, `while`,
   * `until`, `for` that start an expression (not a modifier after one) open a body that an `end` closes; a loop's
   * own `do` opens none.
   */
  private blockEnd(from: number, to: number): number | undefined {
    const limit = this.lookaheadLimit(from, to);
    let depth = 1;
    let loopHeader = false;
    let k = from;
    for (; k < limit; k++) {
      const t = this.list.at(k)!;
      if (this.list.isOpener(k)) {
        k = this.list.closerOf(k);
        continue;
      }
      if (t.kind === 'break' || this.list.isPunct(k, ';')) loopHeader = false;
      if (t.kind !== 'name' || this.list.isPunct(k - 1, '.', '&.', '::')) continue;
      if (t.text === 'end' && --depth === 0) break;
      if (t.text === 'do') {
        if (loopHeader) loopHeader = false;
        else depth++;
      } else if (['def', 'class', 'module', 'begin', 'case'].includes(t.text)) depth++;
      else if (['if', 'unless', 'while', 'until', 'for'].includes(t.text) && this.startsExpression(k)) {
        depth++;
        loopHeader = t.text === 'while' || t.text === 'until' || t.text === 'for';
      }
    }
    this.paidLookahead(from, k);
    return k < limit ? k : undefined;
  }

  /** Whether a keyword at k starts an expression (`x = if …`, a statement) rather than modifying the one before it. */
  private startsExpression(k: number): boolean {
    const previous = this.list.at(k - 1);
    if (!previous || previous.kind === 'break' || this.atStatementStart(k)) return true;
    return previous.kind === 'punct' && !this.list.isPunct(k - 1, ')', ']', '}');
  }

  /**
   * `for b in %w[develop prod] do … end` (the `do` may be a line end): the body is read once for each item of a list
   * the reader knows. Undefined for any other loop, which is read as before (its variable computed).
   */
  private forLoop(i: number, to: number): number | undefined {
    const target = this.list.at(i + 1);
    if (target?.kind !== 'name' || KEYWORDS.has(target.text) || !this.list.is(i + 2, 'in')) return undefined;
    const header = this.list.endOf(i + 3, to, (k) => this.list.is(k, 'do') || this.list.at(k)!.kind === 'break' || this.list.isPunct(k, ';'));
    if (header >= to || header === i + 3) return undefined;
    const iterable = this.valueOf(i + 3, header);
    const end = iterable.kind === 'list' ? this.blockEnd(header + 1, to) : undefined;
    if (end === undefined || !this.unrolled(target.text, iterable, header + 1, end)) return undefined;
    return end + 1;
  }

  /** Whether token i, after a blank, starts the arguments of a call written without parentheses. */
  private commandArguments(i: number, after: number): boolean {
    const t = this.list.at(i);
    if (!t || t.start === after) return false;
    if (t.kind === 'string' || t.kind === 'shell' || t.kind === 'words' || t.kind === 'number') return true;
    if (t.kind === 'name') return !KEYWORDS.has(t.text) && !COMMAND_ENDS.has(t.text);
    if (t.kind === 'punct' && (t.text === '*' || t.text === '[')) return this.list.at(i + 1)?.start === t.end;
    return false;
  }

  private command(callee: CodeValue, from: number, to: number, start: number): Parsed {
    const end = this.list.endOf(from, to, (k) => this.list.at(k)!.kind === 'break' || this.list.isPunct(k, ';') || this.list.is(k, ...COMMAND_ENDS));
    const value = this.call(callee, this.argumentsIn(from, end), this.site(from), this.list.text(start, end));
    return { value, end };
  }

  protected override statement(i: number, to: number): number | undefined {
    const t = this.list.at(i)!;
    if (t.kind === 'punct' && t.text === '|' && (this.list.is(i - 1, 'do') || this.list.isPunct(i - 1, '{'))) return this.blockParameters(i, to);
    if (t.kind !== 'name') return undefined;
    if (t.text === 'def') return this.methodParameters(i, to);
    if (t.text === 'for') {
      const end = this.startsExpression(i) ? this.forLoop(i, to) : undefined;
      if (end !== undefined) return end;
      for (let k = i + 1; k < to && !this.list.is(k, 'in'); k++) if (this.list.at(k)!.kind === 'name') this.bindings.forget(this.list.at(k)!.text);
      return undefined;
    }
    if (t.text === 'rescue' && this.list.isPunct(i + 1, '=>')) {
      this.bindings.forget(this.list.at(i + 2)?.text ?? '');
      return i + 3;
    }
    const op = this.list.at(i + 1);
    if (op?.kind === 'punct' && AUGMENTED.has(op.text)) {
      this.bindings.forget(t.text);
      return op.text === '<<' ? undefined : i + 2;
    }
    if (this.list.isPunct(i + 1, '.') && /[!]$|^(?:push|concat|replace|insert|unshift|prepend|clear|append)$/.test(this.list.at(i + 2)?.text ?? ''))
      this.bindings.forgetData(t.text);
    if (!this.atStatementStart(i) || !this.list.isPunct(i + 1, '=') || KEYWORDS.has(t.text)) return undefined;
    const end = this.list.endOf(i + 2, to, (k) => this.list.at(k)!.kind === 'break' || this.list.isPunct(k, ';') || this.list.is(k, 'if', 'unless', 'rescue'));
    this.bindings.bind(t.text, this.valueOf(i + 2, end));
    return end;
  }

  private atStatementStart(i: number): boolean {
    if (i === 0) return true;
    const previous = this.list.at(i - 1)!;
    return previous.kind === 'break' || this.list.isPunct(i - 1, ';', '{', '|') || this.list.is(i - 1, 'then', 'do', 'else', 'begin');
  }

  private blockParameters(i: number, to: number): number {
    let k = i + 1;
    for (; k < to && !this.list.isPunct(k, '|'); k++) if (this.list.at(k)!.kind === 'name') this.bindings.forget(this.list.at(k)!.text);
    return k + 1;
  }

  /** `def name(a, b = 1)`, `def self.name a`: the parameters hold whatever the callers pass. */
  private methodParameters(i: number, to: number): number {
    let k = i + 1;
    while (k < to && (this.list.at(k)!.kind === 'name' || this.list.isPunct(k, '.'))) k++;
    if (this.list.isPunct(k, '(')) {
      const close = this.list.closerOf(k);
      for (const [a] of this.list.split(k + 1, close)) {
        const name = this.list.at(this.spreadMarker(a) ? a + 1 : a);
        if (name?.kind === 'name') this.bindings.forget(name.text);
      }
      return Math.min(close + 1, to);
    }
    for (; k < to && this.list.at(k)!.kind !== 'break' && !this.list.isPunct(k, ';'); k++)
      if (this.list.at(k)!.kind === 'name') this.bindings.forget(this.list.at(k)!.text);
    return k;
  }

  protected override primary(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (t.kind === 'name') return this.named(i, to);
    if (t.kind === 'punct') return this.bracketed(i, to);
    return this.literalToken(i, RUBY_LITERALS);
  }

  private named(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (KEYWORDS.has(t.text)) return undefined;
    if (t.text === 'true') return { value: flag(true), end: i + 1 };
    if (t.text === 'false' || t.text === 'nil') return { value: flag(false), end: i + 1 };
    const bound = this.bindings.lookup(t.text);
    if (bound === 'varying') return { value: unknown(t.text), end: i + 1 };
    if (bound) return { value: bound, end: i + 1 };
    if (/^[$@]/.test(t.text)) return { value: unknown(t.text), end: i + 1 };
    const value = api(t.text);
    // `system "git", "push"`: a method called without parentheses.
    if (/^[a-z_]/.test(t.text) && this.commandArguments(i + 1, t.end)) return this.command(value, i + 1, to, i);
    return { value, end: i + 1 };
  }

  private bracketed(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (t.text === '(' || t.text === '[') {
      const close = this.list.closerOf(i);
      const ranges = this.list.split(i + 1, close);
      const end = Math.min(close + 1, to);
      if (t.text === '(') return { value: ranges.length === 1 ? this.valueOf(ranges[0]![0], ranges[0]![1]) : unknown(this.list.text(i, end)), end };
      return { value: list(ranges.map(([a, b]) => (this.spreadMarker(a) ? this.valueOf(a + 1, b) : this.valueOf(a, b)))), end };
    }
    if (t.text === '{') return this.hash(i, to);
    if (t.text === '->') return undefined;
    return undefined;
  }

  /** `{ chdir: '/x', 'k' => v }`; a block read as a hash still has its statements read for their calls. */
  private hash(i: number, to: number): Parsed {
    const close = this.list.closerOf(i);
    const end = Math.min(close + 1, to);
    const entries = new Map<string, CodeValue>();
    let known = true;
    for (const [a, b] of this.list.split(i + 1, close)) {
      const keyword = this.keywordArgument(a, b);
      if (keyword) entries.set(keyword.keyword, this.valueOf(keyword.value, b));
      else {
        this.sweep(a, b);
        known = false;
      }
    }
    return { value: known ? { kind: 'map', entries } : unknown(this.list.text(i, end)), end };
  }

  protected override call(callee: CodeValue, args: readonly CallArgument[], site: string, text: string): CodeValue {
    return this.callThrough(RUBY_CALLS, callee, args, site, text);
  }
}
