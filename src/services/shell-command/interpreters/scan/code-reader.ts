import type { Arg } from '../../arg';
import type { Bindings } from './bindings';
import type { Call, CallArgument } from './call';
import type { CodeToken, StringPart } from './code-token';
import { api, computed, joined, list, literal, toArg, unknown, type CodeValue } from './code-value';
import type { ReadingRecorder } from './reading-recorder';
import { TokenList } from './token-list';

export type { CallArgument };

/** A function of a language's library: records what a call of it does and returns the result's value. */
export type LibraryCall = (call: Call, reader: CodeReader) => CodeValue | undefined;

/** A language's tables of library functions and methods, through which `callThrough` reads its calls. */
export interface CallTables {
  /** Library functions by canonical name. */
  readonly library: Readonly<Record<string, LibraryCall>>;
  /** The canonical name of a function as the code names it (`CORE::system` is `system`). */
  readonly canonical: (name: string) => string;
  /** What a method of a value does; undefined when the language's table does not know it. */
  readonly method: (call: Call, reader: CodeReader) => CodeValue | undefined;
  /** For a method of a value the reader cannot see into, the library function its name alone tells it is (`m.execSync(…)`), if any. */
  readonly unseenMethod?: (name: string) => string | undefined;
}

/** An expression read from a token range: its value and the index just past it. */
export interface Parsed {
  readonly value: CodeValue;
  readonly end: number;
}

/**
 * How a language's own literal tokens read (see `literalToken`): the form named in notes for its backticks (`perl
 * backticks`), and the object type of its pattern literals (`RegExp`). A form left out is not read as a literal.
 */
export interface LiteralForms {
  readonly backticks?: string;
  readonly pattern?: string;
}

/** What a reader shares with readers of code nested in it (`exec('…')`, an interpolation): the findings and the names bound. */
export interface ReadingContext {
  readonly recorder: ReadingRecorder;
  readonly bindings: Bindings;
  /** How many readers of nested code enclose this one. */
  readonly nesting: number;
  /** The value of an environment variable as the program sees it (`HOME`); undefined when it is not known. */
  readonly environment: (name: string) => string | undefined;
}

/** Brackets nested deeper than this are stepped over unread, so that junk cannot exhaust the stack. */
const MAX_DEPTH = 150;
/** Code nested in code (`exec("exec('…')")`) deeper than this is left unread. */
const MAX_NESTING = 4;
/** Items a loop over a known list may have for its body to be read once for each. */
const MAX_LOOP_ITEMS = 16;

/**
 * The part of a per-language reader that every language shares: a sweep over the whole program that reads every
 * expression it can start (so a call buried in a construct the reader does not model is still found), expression
 * reading with postfix chains (members, calls, subscripts) and binary operators, argument lists split at top-level
 * commas, string literals with their interpolations, and recording what calls do. A language supplies its primaries,
 * its statements (imports, bindings), and its table of library calls.
 */
export abstract class CodeReader {
  protected readonly list: TokenList;
  private readonly id: number;
  private depth = 0;
  /** Which pass of which unrolled loops is being read (`#0#1`), so that each pass records its own effects. */
  private pass = '';

  constructor(
    protected readonly context: ReadingContext,
    source: string,
    tokens: readonly CodeToken[],
  ) {
    this.list = new TokenList(tokens, source);
    this.id = context.recorder.nextReaderId();
  }

  /** Reads the whole program. */
  read(): void {
    this.sweep(0, this.list.length);
  }

  /** The value of the whole program read as one expression (an interpolated `{expr}`), its calls recorded. */
  evaluate(): CodeValue {
    return this.valueOf(0, this.list.length);
  }

  // ---- what a language supplies ----

  /** A statement form starting at i (an import, a binding): reads it and returns the index past it; undefined if none. */
  protected abstract statement(i: number, to: number): number | undefined;

  /** A primary expression at i (a literal, a name, a bracketed group); undefined when token i cannot start one. */
  protected abstract primary(i: number, to: number): Parsed | undefined;

  /** What calling `callee` does: records it, and returns the result's value. */
  protected abstract call(callee: CodeValue, args: readonly CallArgument[], site: string, text: string): CodeValue;

  /** A reader of other code in the same language sharing this one's findings and bindings. */
  protected abstract sibling(code: string, context: ReadingContext): CodeReader;

  /** Whether a token joins two operands into one value the reader follows (`+`; `.` in Perl and PHP). */
  protected combines(op: string): boolean {
    return op === '+';
  }

  /** The value of `left op right` for an operator `combines` accepts; undefined when it is not known. */
  protected combine(op: string, left: CodeValue, right: CodeValue, written: string): CodeValue | undefined {
    return op === '+' ? joined(left, right, written) : undefined;
  }

  /** Prefix tokens stepped over before an operand (`await`, `not`, `!`). */
  protected prefix(_i: number): boolean {
    return false;
  }

  /** Tokens that reach a member (`.`, `->`, `?.`). */
  protected memberOperator(i: number): boolean {
    return this.list.isPunct(i, '.');
  }

  /** A keyword argument (`shell=True`): its keyword and where its value starts; undefined for a positional one. */
  protected keywordArgument(_from: number, _to: number): { keyword: string; value: number } | undefined {
    return undefined;
  }

  /** Spread markers before an argument (`*args`, `...args`). */
  protected spreadMarker(i: number): boolean {
    return this.list.isPunct(i, '*', '**', '...');
  }

  /** A postfix form the language has besides members, calls and subscripts (a tagged template); undefined if none. */
  protected otherPostfix(_value: CodeValue, _i: number, _to: number, _start: number): Parsed | undefined {
    return undefined;
  }

  /** `value.name` at `at` (the member operator), read in a chain that started at `start`. */
  protected memberAccess(value: CodeValue, name: string, at: number, _to: number, _start: number): Parsed {
    return { value: this.member(value, name), end: at + 2 };
  }

  /** The value of `value.name`. */
  protected member(value: CodeValue, name: string): CodeValue {
    if (value.kind === 'api') return api(`${value.name}.${name}`);
    if (value.kind === 'map') return value.entries.get(name) ?? unknown(name);
    return { kind: 'method', self: value, name };
  }

  /** The value of `value[index]`: a literal key reaches a member of a module or a map; anything else is unknown. */
  protected subscript(value: CodeValue, index: CodeValue, written: string): CodeValue {
    if (index.kind === 'text' && !index.arg.dynamic && (value.kind === 'api' || value.kind === 'map')) return this.member(value, index.arg.text);
    return unknown(written);
  }

  // ---- the shared machinery ----

  /** Reads every statement and expression in [from, to), stepping over tokens that start neither. */
  protected sweep(from: number, to: number): void {
    let i = from;
    while (i < to) {
      const next = this.statement(i, to) ?? this.expression(i, to)?.end ?? i + 1;
      i = next > i ? next : i + 1;
    }
  }

  /** The value of the range [from, to) as one expression; a range that is more than one expression is read for its calls and is unknown. */
  protected valueOf(from: number, to: number): CodeValue {
    if (from >= to) return unknown('');
    if (this.depth >= MAX_DEPTH) {
      this.note('code nested too deeply to read');
      return unknown(this.list.text(from, to));
    }
    this.depth++;
    try {
      const parsed = this.expression(from, to);
      if (parsed && parsed.end >= to) return parsed.value;
      this.sweep(parsed ? parsed.end : from, to);
      return unknown(this.list.text(from, to));
    } finally {
      this.depth--;
    }
  }

  /**
   * An operand and the binary operators that follow it. The operator is judged before its right operand is read, so
   * that no operand is read twice (reading one again from a sweep would make nested junk exponential).
   */
  protected expression(from: number, to: number): Parsed | undefined {
    let left = this.unary(from, to);
    while (left && left.end < to) {
      const op = this.list.at(left.end)!;
      if ((op.kind !== 'punct' && op.kind !== 'name') || !this.combines(op.text)) break;
      const right = this.unary(left.end + 1, to);
      if (!right) break;
      const written = this.list.text(from, right.end);
      left = { value: this.combine(op.text, left.value, right.value, written) ?? unknown(written), end: right.end };
    }
    return left;
  }

  protected unary(i: number, to: number): Parsed | undefined {
    let start = i;
    while (start < to && this.prefix(start)) start++;
    return start < to ? this.postfix(start, to) : undefined;
  }

  /** A primary and its chain of members, calls and subscripts. */
  protected postfix(i: number, to: number): Parsed | undefined {
    if (this.depth >= MAX_DEPTH) {
      this.note('code nested too deeply to read');
      return undefined;
    }
    this.depth++;
    try {
      let parsed = this.primary(i, to);
      while (parsed && parsed.end < to) {
        const next = this.chained(parsed, i, to);
        if (!next) break;
        parsed = next;
      }
      return parsed;
    } finally {
      this.depth--;
    }
  }

  private chained(parsed: Parsed, start: number, to: number): Parsed | undefined {
    const at = parsed.end;
    if (this.memberOperator(at)) {
      const name = this.list.at(at + 1);
      if (name?.kind !== 'name' || at + 1 >= to) return undefined;
      return this.memberAccess(parsed.value, name.text, at, to, start);
    }
    if (this.list.isPunct(at, '(')) return this.callAt(parsed.value, at, start, to);
    if (this.list.isPunct(at, '[')) {
      const close = this.list.closerOf(at);
      const index = this.valueOf(at + 1, close);
      return { value: this.subscript(parsed.value, index, this.list.text(start, close + 1)), end: Math.min(close + 1, to) };
    }
    return this.otherPostfix(parsed.value, at, to, start);
  }

  /** Calls `callee` with the argument list opening at `open`. */
  protected callAt(callee: CodeValue, open: number, start: number, to: number): Parsed {
    const close = this.list.closerOf(open);
    const args = this.argumentsIn(open + 1, close);
    const end = Math.min(close + 1, to);
    return { value: this.call(callee, args, this.site(open), this.list.text(start, end)), end };
  }

  /** The arguments in [from, to), split at top-level commas. */
  protected argumentsIn(from: number, to: number): CallArgument[] {
    return this.list.split(from, to).map(([a, b]) => this.argument(a, b));
  }

  protected argument(from: number, to: number): CallArgument {
    const keyword = this.keywordArgument(from, to);
    if (keyword) return { keyword: keyword.keyword, value: this.valueOf(keyword.value, to), text: this.list.text(keyword.value, to) };
    if (this.spreadMarker(from)) return { spread: true, value: this.valueOf(from + 1, to), text: this.list.text(from, to) };
    return { value: this.valueOf(from, to), text: this.list.text(from, to) };
  }

  /** The value of a string token: its literal text, or with interpolations read (and computed unless each is a literal). */
  protected stringValue(t: CodeToken): CodeValue {
    const parts = t.parts ?? [];
    return this.partsValue(parts, t.text);
  }

  protected partsValue(parts: readonly StringPart[], written: string): CodeValue {
    const text = this.interpolatedText(parts);
    return text === undefined ? computed(written) : literal(text);
  }

  /**
   * The text of a literal's parts with each interpolation read and put in through `piece` (Bun's `$` quotes it as a
   * shell word); undefined when one is not known. Every interpolation is read either way, so that its calls are
   * recorded: plain strings and tagged templates share this so that they read interpolations alike.
   */
  protected interpolatedText(parts: readonly StringPart[], piece: (text: string) => string = (text) => text): string | undefined {
    let text = '';
    let known = true;
    for (const part of parts) {
      if ('literal' in part) {
        text += part.literal;
        continue;
      }
      const value = this.interpolated(this.evaluateCode(part.code));
      if (value === undefined) known = false;
      else text += piece(value);
    }
    return known ? text : undefined;
  }

  /**
   * A literal token at i, read alike in every language: a string, a number, backticks (run as a shell line), a word
   * list (`qw()`, `%w[]`), a pattern (an object whose methods are its own). Undefined for any other token, or a form
   * `forms` does not name; shared so that each language's primary need only read its names and brackets.
   */
  protected literalToken(i: number, forms: LiteralForms): Parsed | undefined {
    const t = this.list.at(i)!;
    switch (t.kind) {
      case 'string':
        return { value: this.stringValue(t), end: i + 1 };
      case 'number':
        return { value: { kind: 'number', text: t.text }, end: i + 1 };
      case 'shell':
        if (forms.backticks === undefined) return undefined;
        this.runsScript(this.site(i), this.stringValue(t), t.text, forms.backticks);
        return { value: unknown(t.text), end: i + 1 };
      case 'words':
        return { value: list((t.words ?? []).map((w) => this.partsValue(w, t.text))), end: i + 1 };
      case 'other':
        return forms.pattern === undefined ? undefined : { value: { kind: 'object', type: forms.pattern, arg: { text: t.text, dynamic: true } }, end: i + 1 };
      default:
        return undefined;
    }
  }

  /**
   * A call read through a language's tables, shared by the languages whose calls are methods and named functions
   * (Python, JavaScript, Perl, Ruby) so that they dispatch alike: a method through `tables.method`, else, on a value
   * the reader cannot see into, through the library function `unseenMethod` names; a function by its canonical name;
   * anything else (a call of a computed value, a name the library lacks) is unknown.
   */
  protected callThrough(tables: CallTables, callee: CodeValue, args: readonly CallArgument[], site: string, text: string): CodeValue {
    if (callee.kind === 'method') {
      const call = { name: callee.name, args, self: callee.self, site, text };
      const value = tables.method(call, this);
      if (value || callee.self.kind !== 'unknown') return value ?? unknown(text);
      const name = tables.unseenMethod?.(callee.name);
      return ((name === undefined ? undefined : tables.library[name]?.({ ...call, name }, this)) ?? unknown(text)) as CodeValue;
    }
    if (callee.kind !== 'api') return unknown(text);
    const name = tables.canonical(callee.name);
    return (tables.library[name]?.({ name, args, site, text }, this) ?? unknown(text)) as CodeValue;
  }

  /** One item of a list literal; one after the spread `marker` (`...rest`, `*rest`) stands for the items of a list it names. */
  protected listItems(from: number, to: number, marker: string): CodeValue[] {
    if (!this.list.isPunct(from, marker)) return [this.valueOf(from, to)];
    const value = this.valueOf(from + 1, to);
    return value.kind === 'list' ? [...value.items] : [unknown(this.list.text(from, to))];
  }

  /** How an interpolated value reads inside a string; undefined when it is not known. */
  protected interpolated(value: CodeValue): string | undefined {
    if (value.kind === 'text' && !value.arg.dynamic) return value.arg.text;
    if (value.kind === 'number') return value.text;
    return undefined;
  }

  /** Reads a piece of code in the same language as one expression (an interpolation), its calls recorded. */
  protected evaluateCode(code: string): CodeValue {
    const reader = this.nestedReader(code);
    return reader ? reader.evaluate() : unknown(code);
  }

  /** Reads code the program hands to its own evaluator (`exec('…')`, `eval "…"`), its calls recorded. */
  readNested(code: CodeValue, form: string, written: string): void {
    if (code.kind !== 'text' || code.arg.dynamic) {
      this.note(`${form} runs code computed at run time: ${written}`);
      return;
    }
    this.nestedReader(code.arg.text)?.read();
  }

  private nestedReader(code: string): CodeReader | undefined {
    if (this.context.nesting >= MAX_NESTING) {
      this.note('code nested in code too deeply to read');
      return undefined;
    }
    return this.sibling(code, { ...this.context, nesting: this.context.nesting + 1 });
  }

  protected site(i: number): string {
    return `${this.id}:${i}${this.pass}`;
  }

  /**
   * A loop whose variable takes each item of a list the reader knows (`for b in ['develop', 'prod']:`): its body
   * [from, to) is read once for each item, the variable bound to it (see Bindings). False, and nothing read, for
   * anything else (not a list, an empty one, more than MAX_LOOP_ITEMS items, bodies past the reading's budget): the
   * caller reads the loop as before, its variable computed at run time.
   */
  protected unrolled(name: string, iterable: CodeValue, from: number, to: number): boolean {
    if (iterable.kind !== 'list' || iterable.items.length === 0 || iterable.items.length > MAX_LOOP_ITEMS) return false;
    if (!this.context.recorder.spend(Math.max(1, to - from) * iterable.items.length, iterable.items.length)) return false;
    const outer = this.pass;
    try {
      this.bindings.loop(name, iterable.items, (k) => {
        this.pass = `${outer}#${k}`;
        this.sweep(from, to);
      });
    } finally {
      this.pass = outer;
    }
    return true;
  }

  /**
   * How far a reader may look ahead for the end of a loop's body it finds by scanning (Python's indentation, Ruby's
   * `end`): the scan is paid from the budget of unrolled loops, so that many loops cannot make the reading quadratic.
   * Returns the last index the scan may reach.
   */
  protected lookaheadLimit(from: number, to: number): number {
    return Math.min(to, from + Math.max(0, this.context.recorder.remaining()));
  }

  /** Pays for a scan of [from, end) made within lookaheadLimit. */
  protected paidLookahead(from: number, end: number): void {
    this.context.recorder.spend(Math.min(Math.max(0, end - from), this.context.recorder.remaining()));
  }

  /** An environment variable's value as the program sees it, or undefined when it is not known. */
  environmentVariable(name: string): string | undefined {
    return this.context.environment(name);
  }

  /** The value of reading an environment variable (`os.environ['HOME']`, `process.env.HOME`): its text, else computed as written. */
  environmentValue(name: string | undefined, written: string): CodeValue {
    const text = name === undefined ? undefined : this.environmentVariable(name);
    return text === undefined ? computed(written) : literal(text);
  }

  /** The user's home folder (HOME, when absolute), as `os.path.expanduser`, `os.homedir()` and `Dir.home` read it. */
  home(): string | undefined {
    const home = this.environmentVariable('HOME');
    return home?.startsWith('/') ? home : undefined;
  }

  protected get bindings(): Bindings {
    return this.context.bindings;
  }

  note(line: string): void {
    this.context.recorder.note(line);
  }

  /** Records a command line handed to a shell; one not known is also noted as unread. */
  runsScript(site: string, value: CodeValue, written: string, form: string): void {
    this.context.recorder.once(`${site}:script`, () => {
      const arg = toArg(value, written);
      this.context.recorder.script(arg);
      if (arg.dynamic) this.note(`${form} runs a command computed at run time: ${written}`);
    });
  }

  /** Records a program run with an argument vector; one whose program is not known is also noted as unread. */
  runsArgv(site: string, argv: readonly Arg[], written: string, form: string): void {
    this.context.recorder.once(`${site}:argv`, () => {
      const words = argv.length > 0 ? argv : [{ text: written, dynamic: true }];
      this.context.recorder.argv(words);
      if (words[0]!.dynamic) this.note(`${form} runs a program computed at run time: ${written}`);
    });
  }

  /** Records a path written (or, with `removes`, deleted or moved away). */
  writes(site: string, value: CodeValue, written: string, removes: boolean, form: string): void {
    this.context.recorder.once(`${site}:write:${written}:${removes}`, () => this.context.recorder.write(toArg(value, written), removes, form));
  }
}
