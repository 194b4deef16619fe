import { CodeReader, type CallArgument, type LiteralForms, type Parsed, type ReadingContext } from '../scan/code-reader';
import { api, flag, joined, list, textOf, unknown, type CodeValue } from '../scan/code-value';
import { canonicalPhp, phpCall } from './php-library';
import { lexPhp } from './php-lexer';

/** Language constructs that never start an operand. */
const KEYWORDS = new Set([
  'if',
  'else',
  'elseif',
  'while',
  'do',
  'for',
  'foreach',
  'as',
  'switch',
  'case',
  'default',
  'break',
  'continue',
  'return',
  'echo',
  'print',
  'function',
  'fn',
  'use',
  'namespace',
  'class',
  'try',
  'catch',
  'finally',
  'throw',
  'global',
  'static',
  'const',
  'and',
  'or',
  'xor',
  'instanceof',
  'match',
  'yield',
  'unset',
  'isset',
  'empty',
  'list',
]);
/** Constructs that run the code of another file. */
const INCLUDES = new Set(['include', 'include_once', 'require', 'require_once']);
const PREFIXES = new Set(['!', '-', '+', '~', '@', '&', 'new', 'clone', 'print']);
/** Backticks run a shell line (the lexer reads no pattern literals: PHP's are strings). */
const PHP_LITERALS: LiteralForms = { backticks: 'php backticks' };

/**
 * Reads PHP as `php -r` runs it (or after `<?php`): variables bound to literals (`$f = 'bearing.config.json';`),
 * interpolation of those in "…", backticks, function names in any case and namespace (`\SYSTEM('…')`), calls through
 * a variable or `call_user_func` by name, and every call, through `PHP_LIBRARY`.
 */
export class PhpCodeReader extends CodeReader {
  constructor(context: ReadingContext, code: string) {
    super(context, code, lexPhp(code));
  }

  protected override sibling(code: string, context: ReadingContext): CodeReader {
    return new PhpCodeReader(context, code);
  }

  protected override prefix(i: number): boolean {
    const t = this.list.at(i)!;
    return (t.kind === 'punct' || t.kind === 'name') && PREFIXES.has(t.text.toLowerCase());
  }

  protected override memberOperator(i: number): boolean {
    return this.list.isPunct(i, '->', '?->', '::');
  }

  protected override keywordArgument(from: number, to: number): { keyword: string; value: number } | undefined {
    const name = this.list.at(from)!;
    return name.kind === 'name' && !name.text.startsWith('$') && this.list.isPunct(from + 1, ':') && from + 2 <= to
      ? { keyword: name.text, value: from + 2 }
      : undefined;
  }

  protected override combines(op: string): boolean {
    return op === '.';
  }

  protected override combine(op: string, left: CodeValue, right: CodeValue, written: string): CodeValue | undefined {
    return op === '.' ? joined(left, right, written) : undefined;
  }

  /** `$_SERVER['HOME']` (which the CLI fills from the environment): the variable, when the reading knows it. */
  protected override subscript(value: CodeValue, index: CodeValue, written: string): CodeValue {
    if (value.kind === 'unknown' && value.text === '$_SERVER') return this.environmentValue(textOf(index), written);
    return super.subscript(value, index, written);
  }

  protected override statement(i: number, to: number): number | undefined {
    const t = this.list.at(i)!;
    if (t.kind !== 'name') return undefined;
    const lower = t.text.toLowerCase();
    if (lower === 'function' || lower === 'fn') return this.parameters(i, to);
    if (lower === 'foreach') {
      const end = this.foreachLoop(i, to);
      if (end !== undefined) return end;
      const close = this.list.closerOf(i + 1);
      const as = this.list.endOf(i + 2, close, (k) => this.list.is(k, 'as'));
      for (let k = as + 1; k < close; k++) if (this.list.at(k)!.text.startsWith('$')) this.bindings.forget(this.list.at(k)!.text);
      return undefined;
    }
    if (INCLUDES.has(lower)) {
      const end = this.list.endOf(i + 1, to, (k) => this.list.isPunct(k, ';'));
      const file = this.valueOf(i + 1, end);
      this.note(`php ${lower} runs code from ${textOf(file) ?? this.list.text(i + 1, end)}`);
      return end;
    }
    if (!t.text.startsWith('$')) return undefined;
    const op = this.list.at(i + 1);
    if (op?.kind === 'punct' && ['.=', '+=', '-=', '??=', '++', '--', '[', '->'].includes(op.text)) {
      if (op.text !== '[' && op.text !== '->') this.bindings.forget(t.text);
      else if (this.assignsInto(i + 1, to)) this.bindings.forget(t.text);
      return undefined;
    }
    if (!this.list.isPunct(i + 1, '=') || !this.atStatementStart(i)) return undefined;
    const end = this.list.endOf(i + 2, to, (k) => this.list.isPunct(k, ';') || this.list.is(k, 'or', 'and'));
    this.bindings.bind(t.text, this.valueOf(i + 2, end));
    return end;
  }

  /**
   * `foreach (['develop', 'prod'] as $b) { … }` (or one statement): the body is read once for each item of a list the
   * reader knows. Undefined for any other loop (`as $k => $v`, a value not known), which is read as before.
   */
  private foreachLoop(i: number, to: number): number | undefined {
    if (!this.list.isPunct(i + 1, '(')) return undefined;
    const close = this.list.closerOf(i + 1);
    const as = this.list.endOf(i + 2, close, (k) => this.list.is(k, 'as'));
    const variable = this.list.at(as + 1);
    if (close >= to || as === i + 2 || as + 2 !== close || variable?.kind !== 'name' || !variable.text.startsWith('$')) return undefined;
    const iterable = this.valueOf(i + 2, as);
    const block = this.list.isPunct(close + 1, '{');
    const bodyEnd = block ? Math.min(this.list.closerOf(close + 1), to) : this.list.endOf(close + 1, to, (k) => this.list.isPunct(k, ';'));
    if (!this.unrolled(variable.text, iterable, block ? close + 2 : close + 1, bodyEnd)) return undefined;
    return Math.min(bodyEnd + 1, to);
  }

  private atStatementStart(i: number): boolean {
    return i === 0 || this.list.isPunct(i - 1, ';', '{', '}', ')') || this.list.is(i - 1, 'else');
  }

  private assignsInto(from: number, to: number): boolean {
    return this.list.hasTopLevel(
      from,
      this.list.endOf(from, to, (k) => this.list.isPunct(k, ';')),
      '=',
    );
  }

  /** `function name($a, $b)`, `fn($x) =>`, `function () use ($y)`: the parameters hold whatever the callers pass. */
  private parameters(i: number, to: number): number {
    let open = i + 1;
    while (open < to && !this.list.isPunct(open, '(')) open++;
    const close = this.list.closerOf(open);
    for (let k = open + 1; k < close; k++) if (this.list.at(k)!.text.startsWith('$')) this.bindings.forget(this.list.at(k)!.text);
    return Math.min(close + 1, to);
  }

  protected override primary(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (t.kind === 'name') return this.named(i, to);
    if (t.kind === 'punct') return this.bracketed(i, to);
    return this.literalToken(i, PHP_LITERALS);
  }

  private named(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    const lower = t.text.toLowerCase();
    if (t.text.startsWith('$')) {
      const bound = this.bindings.lookup(t.text);
      return { value: bound === undefined || bound === 'varying' ? unknown(t.text) : bound, end: i + 1 };
    }
    if (KEYWORDS.has(lower) || INCLUDES.has(lower)) return undefined;
    if (lower === 'true') return { value: flag(true), end: i + 1 };
    if (lower === 'false' || lower === 'null') return { value: flag(false), end: i + 1 };
    if (lower === 'array' && this.list.isPunct(i + 1, '(')) return this.array(i + 1, to);
    return { value: api(t.text), end: i + 1 };
  }

  private bracketed(i: number, to: number): Parsed | undefined {
    if (this.list.isPunct(i, '[')) return this.array(i, to);
    if (!this.list.isPunct(i, '(')) return undefined;
    const close = this.list.closerOf(i);
    return { value: this.valueOf(i + 1, close), end: Math.min(close + 1, to) };
  }

  /** `['git', 'push']`, `array('a' => 1)`: a list, or a map when every item has a literal key. */
  private array(open: number, to: number): Parsed {
    const close = this.list.closerOf(open);
    const end = Math.min(close + 1, to);
    const items: CodeValue[] = [];
    const entries = new Map<string, CodeValue>();
    for (const [a, b] of this.list.split(open + 1, close)) {
      const arrow = this.list.endOf(a, b, (k) => this.list.isPunct(k, '=>'));
      if (arrow < b) {
        const key = textOf(this.valueOf(a, arrow));
        const value = this.valueOf(arrow + 1, b);
        if (key !== undefined) entries.set(key, value);
        items.push(value);
      } else items.push(this.list.isPunct(a, '...') ? this.valueOf(a + 1, b) : this.valueOf(a, b));
    }
    return { value: entries.size > 0 && entries.size === items.length ? { kind: 'map', entries } : list(items), end };
  }

  protected override call(callee: CodeValue, args: readonly CallArgument[], site: string, text: string): CodeValue {
    // `$f = 'system'; $f('git push')` calls the function by its name.
    const name = callee.kind === 'api' ? callee.name : textOf(callee);
    if (name === undefined) return unknown(text);
    return phpCall({ name: canonicalPhp(name), args, site, text }, this);
  }
}
