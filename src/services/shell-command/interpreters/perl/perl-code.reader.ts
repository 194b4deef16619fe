import { CodeReader, type CallArgument, type CallTables, type LiteralForms, type Parsed, type ReadingContext } from '../scan/code-reader';
import { api, computed, joined, literal, textOf, unknown, type CodeValue } from '../scan/code-value';
import { canonicalPerl, listOf, PERL_LIBRARY, perlMethod } from './perl-library';
import { lexPerl } from './perl-lexer';

/** Words that end a list operator's arguments (`system "x" or die`, `unlink $f if $x`). */
const LIST_ENDS = new Set(['or', 'and', 'xor', 'not', 'if', 'unless', 'while', 'until', 'for', 'foreach']);
/** Words that never start an operand. */
const KEYWORDS = new Set([
  ...LIST_ENDS,
  'else',
  'elsif',
  'sub',
  'use',
  'no',
  'package',
  'last',
  'next',
  'redo',
  'return',
  'BEGIN',
  'END',
  'x',
  'lt',
  'gt',
  'le',
  'ge',
  'eq',
  'ne',
  'cmp',
]);
/** Builtins and functions that take a list without parentheses and whose calls the reader follows. */
const LIST_OPERATORS = new Set([
  ...Object.keys(PERL_LIBRARY),
  'print',
  'printf',
  'say',
  'die',
  'warn',
  'push',
  'unshift',
  'chomp',
  'chop',
  'sprintf',
  'lc',
  'uc',
]);
const DECLARATORS = new Set(['my', 'our', 'local', 'state']);
/** Backticks and qx run a shell line; m//, qr//, s/// are patterns. */
const PERL_LITERALS: LiteralForms = { backticks: 'perl backticks', pattern: 'pattern' };
const PERL_CALLS: CallTables = { library: PERL_LIBRARY, canonical: canonicalPerl, method: perlMethod };
/** Calls that change the variable they are given. */
const CHANGES = new Set(['push', 'unshift', 'splice', 'chomp', 'chop', 'pop', 'shift']);

/**
 * Reads Perl: variables bound to literals (`my $f = "bearing.config.json"`, `my @cmd = qw(git push)`), interpolation
 * of those in "…", list operators with and without parentheses (`system "git", "push"`, `unlink $f or die`),
 * `system { PROG } LIST`, backticks and qx, and every call, through `PERL_LIBRARY`. Perl flattens lists, and so does
 * the reader.
 */
export class PerlCodeReader extends CodeReader {
  constructor(context: ReadingContext, code: string) {
    super(context, code, lexPerl(code));
  }

  protected override sibling(code: string, context: ReadingContext): CodeReader {
    return new PerlCodeReader(context, code);
  }

  protected override prefix(i: number): boolean {
    const t = this.list.at(i)!;
    return (t.kind === 'name' && DECLARATORS.has(t.text)) || this.list.isPunct(i, '\\', '!', '-', '+', '~');
  }

  protected override memberOperator(i: number): boolean {
    return this.list.isPunct(i, '->') && this.list.at(i + 1)?.kind === 'name';
  }

  /** `$obj->method` is a call, with or without parentheses. */
  protected override memberAccess(value: CodeValue, name: string, at: number, to: number, start: number): Parsed {
    const member = this.member(value, name);
    const end = at + 2;
    if (this.list.isPunct(end, '(') || end > to || member.kind !== 'method') return { value: member, end };
    return { value: this.call(member, [], this.site(at), this.list.text(start, end)), end };
  }

  protected override argumentsIn(from: number, to: number): CallArgument[] {
    return this.list.split(from, to, [',', '=>']).map(([a, b]) => this.argument(a, b));
  }

  protected override combines(op: string): boolean {
    return op === '.' || op === 'x' || op === '||' || op === '//';
  }

  protected override combine(op: string, left: CodeValue, right: CodeValue, written: string): CodeValue | undefined {
    if (op === '.') return joined(left, right, written);
    if (op === 'x') return computed(written);
    // `"git push" || die`: a true string is the value.
    if ((op === '||' || op === '//') && left.kind === 'text' && !left.arg.dynamic && left.arg.text !== '') return left;
    return undefined;
  }

  protected override otherPostfix(value: CodeValue, i: number, to: number, start: number): Parsed | undefined {
    // $x->[0], $x->{k}, $code->(…)
    if (this.list.isPunct(i, '->') && this.list.isPunct(i + 1, '(')) return this.callAt(value, i + 1, start, to);
    const subscript =
      this.list.isPunct(i, '->') && this.list.isPunct(i + 1, '[', '{')
        ? i + 1
        : this.list.isPunct(i, '{') && /^[$@]/.test(this.list.at(i - 1)?.text ?? '')
          ? i
          : -1;
    if (subscript < 0) return undefined;
    const close = this.list.closerOf(subscript);
    // $ENV{HOME}, $ENV{'HOME'}: the variable, when the reading knows it.
    if (subscript === i && start === i - 1 && this.list.at(start)!.text === '$ENV') {
      const key = this.list.at(i + 1);
      const name = close === i + 2 && key?.kind === 'name' ? key.text : textOf(this.valueOf(i + 1, close));
      return { value: this.environmentValue(name, this.list.text(start, close + 1)), end: Math.min(close + 1, to) };
    }
    this.valueOf(subscript + 1, close);
    return { value: unknown(this.list.text(start, close + 1)), end: Math.min(close + 1, to) };
  }

  protected override statement(i: number, to: number): number | undefined {
    const t = this.list.at(i)!;
    if (t.kind !== 'name') return undefined;
    if ((t.text === 'use' || t.text === 'no' || t.text === 'package') && this.atStatementStart(i)) return this.statementEnd(i, to);
    if (t.text === 'sub' && this.list.at(i + 1)?.kind === 'name') return i + 2;
    if (t.text === 'for' || t.text === 'foreach') {
      const end = this.forLoop(i, to);
      if (end !== undefined) return end;
    }
    if ((t.text === 'for' || t.text === 'foreach') && DECLARATORS.has(this.list.at(i + 1)?.text ?? '')) {
      this.bindings.forget(this.list.at(i + 2)?.text ?? '');
      return i + 3;
    }
    if (!KEYWORDS.has(t.text) && this.atStatementStart(i)) {
      const end = this.modifierLoop(i, to);
      if (end !== undefined) return end;
    }
    if (CHANGES.has(t.text)) this.forgetChanged(i + 1, to);
    if (this.list.isPunct(i + 1, '.=', '=~', '+=', '-=', 'x=', '||=', '//=', '&&=', '++', '--')) this.bindings.forget(t.text);
    if (DECLARATORS.has(t.text)) return this.assignment(i + 1, to, true);
    if (/^[$@%]/.test(t.text) && this.atStatementStart(i)) return this.assignment(i, to, false);
    return undefined;
  }

  /**
   * `for my $b (qw(develop prod)) { … }`, `foreach $b ('a', 'b') { … }`, `for (LIST) { … }` (with `$_`): the block is
   * read once for each item of a list the reader knows. Undefined for any other loop (C-style `for (…; …; …)`),
   * which is read as before.
   */
  private forLoop(i: number, to: number): number | undefined {
    let at = DECLARATORS.has(this.list.at(i + 1)?.text ?? '') ? i + 2 : i + 1;
    const variable = this.list.at(at);
    const name = variable?.kind === 'name' && variable.text.startsWith('$') ? variable.text : '$_';
    if (name !== '$_' || at === i + 2) at++;
    if (!this.list.isPunct(at, '(')) return undefined;
    const close = this.list.closerOf(at);
    if (close + 1 >= to || !this.list.isPunct(close + 1, '{') || this.list.endOf(at + 1, close, (k) => this.list.isPunct(k, ';')) < close) return undefined;
    const iterable = this.valueOf(at, close + 1);
    const blockClose = Math.min(this.list.closerOf(close + 1), to);
    if (!this.unrolled(name, iterable, close + 2, blockClose)) {
      this.bindings.forget(name);
      return close + 1;
    }
    return Math.min(blockClose + 1, to);
  }

  /**
   * `system("git", "push", "origin", $_) for qw(develop prod);`: a simple statement with a `for` modifier, read once
   * for each item with `$_` bound to it. Undefined for a statement without one, or one holding a block.
   */
  private modifierLoop(i: number, to: number): number | undefined {
    const end = this.statementEnd(i, to);
    const modifier = this.list.endOf(i, end, (k) => this.list.is(k, 'for', 'foreach'));
    if (modifier >= end) return undefined;
    for (let k = i; k < modifier; k++) {
      if (!this.list.isOpener(k)) continue;
      // A block in the statement (`if (…) { … } …`, `do { … }`): not one simple statement.
      if (this.list.isPunct(k, '{') && !/^[$@]/.test(this.list.at(k - 1)?.text ?? '') && !this.list.isPunct(k - 1, '->')) return undefined;
      k = this.list.closerOf(k);
    }
    const iterable = listOf(this.list.split(modifier + 1, end, [',', '=>']).map(([a, b]) => this.valueOf(a, b)));
    return this.unrolled('$_', iterable, i, modifier) ? end : undefined;
  }

  private atStatementStart(i: number): boolean {
    return i === 0 || this.list.isPunct(i - 1, ';', '{', '}');
  }

  private statementEnd(from: number, to: number): number {
    return this.list.endOf(from, to, (k) => this.list.isPunct(k, ';'));
  }

  /** `push @cmd, …`, `chomp($line)`: the variable changes. */
  private forgetChanged(from: number, to: number): void {
    const at = this.list.isPunct(from, '(') ? from + 1 : from;
    const t = this.list.at(at);
    if (at < to && t?.kind === 'name') this.bindings.forget(t.text);
  }

  /** `my $x = …`, `$x = …`, `my ($a, $b) = (…)`, `my @a = …`: binds what it can; a declaration without a value binds nothing. */
  private assignment(i: number, to: number, declared: boolean): number | undefined {
    const end = this.list.endOf(i, to, (k) => this.list.isPunct(k, ';') || this.list.is(k, 'or', 'and', 'if', 'unless'));
    const target = this.list.at(i);
    if (!target) return undefined;
    if (this.list.isPunct(i, '(')) {
      const close = this.list.closerOf(i);
      const names = this.list.split(i + 1, close).map(([a]) => this.list.at(a)?.text ?? '');
      if (!this.list.isPunct(close + 1, '=')) {
        for (const n of names) this.bindings.forget(n);
        return declared ? close + 1 : undefined;
      }
      const value = this.valueOf(close + 2, end);
      names.forEach((n, k) => {
        if (value.kind !== 'list' || n.startsWith('@')) this.bindings.forget(n);
        else this.bindings.bind(n, value.items[k] ?? unknown(n));
      });
      return end;
    }
    if (target.kind !== 'name' || !/^[$@%]/.test(target.text)) return undefined;
    if (!this.list.isPunct(i + 1, '=')) {
      if (declared) this.bindings.forget(target.text);
      return declared ? i + 1 : undefined;
    }
    const value = this.valueOf(i + 2, end);
    this.bindings.bind(target.text, target.text.startsWith('@') && value.kind !== 'list' ? listOf([value]) : value);
    return end;
  }

  protected override primary(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (t.kind === 'name') return this.named(i, to);
    if (t.kind === 'punct') return this.bracketed(i, to);
    return this.literalToken(i, PERL_LITERALS);
  }

  private named(i: number, to: number): Parsed | undefined {
    const name = this.list.at(i)!.text;
    if (/^[$@%]/.test(name)) return { value: this.variable(name), end: i + 1 };
    if (this.list.isPunct(i + 1, '=>')) return { value: literal(name), end: i + 1 };
    if (KEYWORDS.has(name)) return undefined;
    // eval { … } and do { … } are blocks, read as code.
    if ((name === 'eval' || name === 'do') && this.list.isPunct(i + 1, '{')) return undefined;
    const canonical = canonicalPerl(name);
    if ((canonical === 'system' || canonical === 'exec') && this.list.isPunct(i + 1, '{')) return this.indirectProgram(i, to, api(canonical));
    if (this.list.isPunct(i + 1, '(') || this.list.isPunct(i + 1, '->', '::')) return { value: api(name), end: i + 1 };
    if (LIST_OPERATORS.has(canonical) && i + 1 < to && this.startsOperand(i + 1)) {
      const end = this.list.endOf(i + 1, to, (k) => this.list.isPunct(k, ';') || this.list.is(k, ...LIST_ENDS));
      const args = this.argumentsIn(this.filehandleSkipped(canonical, i + 1, end), end);
      return { value: this.call(api(name), args, this.site(i), this.list.text(i, end)), end };
    }
    return { value: api(name), end: i + 1 };
  }

  /** `print STDERR …`, `print $fh …`, `print {$fh} …`: the filehandle is not an argument. */
  private filehandleSkipped(name: string, from: number, to: number): number {
    if (!['print', 'printf', 'say'].includes(name)) return from;
    if (this.list.isPunct(from, '{')) return Math.min(this.list.closerOf(from) + 1, to);
    const next = this.list.at(from + 1);
    const handle = this.list.at(from)!;
    return handle.kind === 'name' && next !== undefined && next.kind !== 'punct' && from + 1 < to ? from + 1 : from;
  }

  private startsOperand(i: number): boolean {
    const t = this.list.at(i)!;
    if (t.kind === 'punct') return ['[', '{', '\\', '-'].includes(t.text);
    return t.kind !== 'break' && !(t.kind === 'name' && KEYWORDS.has(t.text));
  }

  /** `system { 'git' } 'git', 'push'`: the program in braces, then its argv. */
  private indirectProgram(i: number, to: number, callee: CodeValue): Parsed {
    const close = this.list.closerOf(i + 1);
    const program: CallArgument = { keyword: 'program', value: this.valueOf(i + 2, close), text: this.list.text(i + 2, close) };
    const hasParens = this.list.isPunct(close + 1, '(');
    const from = hasParens ? close + 2 : close + 1;
    const end = hasParens ? this.list.closerOf(close + 1) : this.list.endOf(from, to, (k) => this.list.isPunct(k, ';') || this.list.is(k, ...LIST_ENDS));
    const value = this.call(callee, [program, ...this.argumentsIn(from, end)], this.site(i), this.list.text(i, end));
    return { value, end: Math.min(hasParens ? end + 1 : end, to) };
  }

  private variable(name: string): CodeValue {
    const bound = this.bindings.lookup(name);
    if (bound === 'varying' || bound === undefined) return unknown(name);
    return bound;
  }

  private bracketed(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (t.text !== '(' && t.text !== '[') return undefined;
    const close = this.list.closerOf(i);
    const values = this.list.split(i + 1, close, [',', '=>']).map(([a, b]) => this.valueOf(a, b));
    return { value: listOf(values), end: Math.min(close + 1, to) };
  }

  protected override call(callee: CodeValue, args: readonly CallArgument[], site: string, text: string): CodeValue {
    return this.callThrough(PERL_CALLS, callee, args, site, text);
  }
}
