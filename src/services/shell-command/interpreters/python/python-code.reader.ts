import { CodeReader, type CallArgument, type CallTables, type Parsed, type ReadingContext } from '../scan/code-reader';
import { api, flag, joined, list, unknown, type CodeValue } from '../scan/code-value';
import { lexPython } from './python-lexer';
import { joinPath } from '../scan/path-join';
import { canonicalPython, PYTHON_ENVIRON, PYTHON_LIBRARY, PYTHON_PATH, pythonMethod, starNames } from './python-library';

/** Words that never start an operand (statements and operators spelled as names). */
const KEYWORDS = new Set([
  'if',
  'elif',
  'else',
  'for',
  'while',
  'in',
  'is',
  'and',
  'or',
  'def',
  'class',
  'return',
  'yield',
  'import',
  'from',
  'as',
  'with',
  'try',
  'except',
  'finally',
  'raise',
  'pass',
  'break',
  'continue',
  'global',
  'nonlocal',
  'assert',
  'del',
  'async',
  'lambda',
]);
const PREFIXES = new Set(['not', 'await', '-', '+', '~']);
/** List and dict methods that change the value a name is bound to. */
const MUTATORS = new Set(['append', 'extend', 'insert', 'remove', 'pop', 'clear', 'sort', 'reverse', 'update', 'setdefault']);
const AUGMENTED = new Set(['+=', '-=', '*=', '/=', '//=', '%=', '**=', '>>=', '<<=', '&=', '|=', '^=', '@=']);
const PYTHON_CALLS: CallTables = {
  library: PYTHON_LIBRARY,
  canonical: canonicalPython,
  method: pythonMethod,
  // A method of something the reader cannot see into, whose name tells what it is (`m.check_output(…)`).
  unseenMethod: (name) => {
    const canonical = canonicalPython(name);
    return canonical.includes('.') ? canonical : undefined;
  },
};

/**
 * Reads Python: imports (`import subprocess as sp`, `from os import system`, `from subprocess import *`), bindings of
 * names to literals (`p = 'bearing.config.json'`), loops over a list it knows (`for b in ['develop', 'prod']:`, read
 * once for each item), and every call, through `PYTHON_LIBRARY`. A name never bound is read as the module or
 * function of that name (`os.system` with no `import os` is still `os.system`): the code would fail without the
 * import, and reading it so can only report more.
 */
export class PythonCodeReader extends CodeReader {
  private readonly starModules: string[] = [];

  constructor(context: ReadingContext, code: string) {
    super(context, code, lexPython(code));
  }

  protected override sibling(code: string, context: ReadingContext): CodeReader {
    return new PythonCodeReader(context, code);
  }

  protected override prefix(i: number): boolean {
    const t = this.list.at(i);
    return t !== undefined && (t.kind === 'name' || t.kind === 'punct') && PREFIXES.has(t.text);
  }

  protected override spreadMarker(i: number): boolean {
    return this.list.isPunct(i, '*', '**');
  }

  protected override keywordArgument(from: number, to: number): { keyword: string; value: number } | undefined {
    const name = this.list.at(from);
    return name?.kind === 'name' && from + 2 <= to && this.list.isPunct(from + 1, '=') ? { keyword: name.text, value: from + 2 } : undefined;
  }

  protected override combines(op: string): boolean {
    return op === '+' || op === '%' || op === '/';
  }

  protected override combine(op: string, left: CodeValue, right: CodeValue, written: string): CodeValue | undefined {
    if (op === '+') return joined(left, right, written);
    if (op === '%') return left.kind === 'text' ? { kind: 'text', arg: { text: written, dynamic: true } } : unknown(written);
    if (op === '/' && left.kind === 'object' && left.type === PYTHON_PATH) {
      const tail = right.kind === 'text' || right.kind === 'object' ? right.arg : undefined;
      const arg =
        tail && !tail.dynamic && !left.arg.dynamic ? { text: joinPath([left.arg.text, tail.text]), dynamic: false } : { text: written, dynamic: true };
      return { kind: 'object', type: PYTHON_PATH, arg };
    }
    return undefined;
  }

  /** `os.environ['HOME']`: the variable, when the reading knows it. */
  protected override subscript(value: CodeValue, index: CodeValue, written: string): CodeValue {
    if (value.kind === 'api' && canonicalPython(value.name) === PYTHON_ENVIRON)
      return this.environmentValue(index.kind === 'text' && !index.arg.dynamic ? index.arg.text : undefined, written);
    return super.subscript(value, index, written);
  }

  protected override statement(i: number, to: number): number | undefined {
    const t = this.list.at(i)!;
    if (t.kind !== 'name') return undefined;
    if (t.text === 'as' && this.list.at(i + 1)?.kind === 'name') {
      this.bindings.forget(this.list.at(i + 1)!.text);
      return i + 2;
    }
    if (t.text === 'def' || t.text === 'lambda') return this.parameters(i, to);
    if (t.text === 'for') return this.forLoop(i, to) ?? this.loopTargets(i, to);
    if (this.mutates(i)) this.bindings.forgetData(t.text);
    if (!this.atStatementStart(i)) return undefined;
    if (t.text === 'import') return this.importStatement(i + 1, to);
    if (t.text === 'from') return this.fromImport(i + 1, to);
    return this.assignment(i, to);
  }

  private atStatementStart(i: number): boolean {
    return i === 0 || this.list.isPunct(i - 1, ';', ':') || this.list.at(i - 1)!.kind === 'break';
  }

  private statementEnd(from: number, to: number): number {
    return this.list.endOf(from, to, (k) => this.list.at(k)!.kind === 'break' || this.list.isPunct(k, ';'));
  }

  /** `import a.b as c, d`: c is module a.b; d is module d; a is module a. */
  private importStatement(from: number, to: number): number {
    const end = this.statementEnd(from, to);
    for (const [a, b] of this.list.split(from, end)) {
      const dotted = this.dottedName(a, b);
      if (!dotted) continue;
      const alias = this.list.is(dotted.end, 'as') ? this.list.at(dotted.end + 1)?.text : undefined;
      if (alias) this.bindings.bind(alias, api(dotted.name));
      else this.bindings.bind(dotted.name.split('.')[0]!, api(dotted.name.split('.')[0]!));
    }
    return end;
  }

  /** `from m import a as b, c`, `from m import (a, b)`, `from m import *`. */
  private fromImport(from: number, to: number): number {
    const end = this.statementEnd(from, to);
    const module = this.dottedName(from, end);
    if (!module || !this.list.is(module.end, 'import')) return end;
    let start = module.end + 1;
    let stop = end;
    if (this.list.isPunct(start, '(')) {
      stop = Math.min(this.list.closerOf(start), end);
      start++;
    }
    for (const [a, b] of this.list.split(start, stop)) {
      const name = this.list.at(a);
      if (name?.kind === 'punct' && name.text === '*') {
        this.starModules.push(module.name);
        continue;
      }
      if (name?.kind !== 'name') continue;
      const alias = b - a >= 3 && this.list.is(a + 1, 'as') ? this.list.at(a + 2)!.text : name.text;
      this.bindings.bind(alias, api(`${module.name}.${name.text}`));
    }
    return end;
  }

  private dottedName(from: number, to: number): { name: string; end: number } | undefined {
    let i = from;
    const parts: string[] = [];
    while (i < to && this.list.isPunct(i, '.')) {
      parts.push('');
      i++;
    }
    while (i < to && this.list.at(i)?.kind === 'name' && !this.list.is(i, 'import', 'as')) {
      parts.push(this.list.at(i)!.text);
      i++;
      if (!this.list.isPunct(i, '.')) break;
      i++;
    }
    return parts.length > 0 ? { name: parts.join('.'), end: i } : undefined;
  }

  /** `name = value`, `a = b = value`, `name: type = value`; augmented and tuple assignments leave the names unknown. */
  private assignment(i: number, to: number): number | undefined {
    const targets: string[] = [];
    let k = i;
    for (;;) {
      const name = this.list.at(k);
      if (name?.kind !== 'name' || KEYWORDS.has(name.text)) break;
      const op = this.list.at(k + 1);
      if (op?.kind !== 'punct') break;
      if (AUGMENTED.has(op.text)) {
        this.bindings.forget(name.text);
        return k + 2;
      }
      if (op.text === ',' && targets.length === 0) return this.tupleAssignment(i, to);
      if (op.text === ':' && targets.length === 0) {
        const equals = this.list.endOf(k + 2, to, (j) => this.list.isPunct(j, '=') || this.list.at(j)!.kind === 'break' || this.list.isPunct(j, ';'));
        if (!this.list.isPunct(equals, '=')) return undefined;
        targets.push(name.text);
        k = equals + 1;
        break;
      }
      if (op.text !== '=') break;
      targets.push(name.text);
      k += 2;
    }
    if (targets.length === 0) {
      const name = this.list.at(i)!;
      // `cmd[0] = …`, `cmd.x = …` change a list or map bound to cmd; `os.environ['X'] = …` leaves os the module it is.
      if (this.list.isPunct(i + 1, '[', '.') && this.assignsInto(i + 1, to)) this.bindings.forgetData(name.text);
      return undefined;
    }
    const end = this.statementEnd(k, to);
    const value = this.valueOf(k, end);
    for (const target of targets) this.bindings.bind(target, value);
    return end;
  }

  private assignsInto(from: number, to: number): boolean {
    return this.list.hasTopLevel(from, this.statementEnd(from, to), '=');
  }

  private tupleAssignment(i: number, to: number): number | undefined {
    const end = this.statementEnd(i, to);
    const equals = this.list.endOf(i, end, (k) => this.list.isPunct(k, '='));
    if (equals >= end) return undefined;
    for (const [a] of this.list.split(i, equals)) {
      const name = this.list.at(a);
      if (name?.kind === 'name') this.bindings.forget(name.text);
    }
    return equals + 1;
  }

  /** `def f(a, b=1, *c)`, `lambda a, b:`: parameters hold whatever the callers pass. */
  private parameters(i: number, to: number): number {
    const open = this.list.at(i)!.text === 'def' ? i + 2 : i;
    const from = open + 1;
    const close = this.list.at(i)!.text === 'def' ? this.list.closerOf(open) : this.list.endOf(from, to, (k) => this.list.isPunct(k, ':'));
    for (const [a] of this.list.split(from, Math.min(close, to))) {
      const start = this.list.isPunct(a, '*', '**') ? a + 1 : a;
      const name = this.list.at(start);
      if (name?.kind === 'name') this.bindings.forget(name.text);
    }
    return Math.min(close + 1, to);
  }

  /**
   * `for b in ['develop', 'prod']:` at the start of a line, with one name for its target: the body (the rest of the
   * line, or the lines indented under it) is read once for each item of a list the reader knows. Undefined for any
   * other loop, which is read as before (its targets computed).
   */
  private forLoop(i: number, to: number): number | undefined {
    if (i > 0 && this.list.at(i - 1)!.kind !== 'break') return undefined;
    const target = this.list.at(i + 1);
    if (target?.kind !== 'name' || KEYWORDS.has(target.text) || !this.list.is(i + 2, 'in')) return undefined;
    const colon = this.list.endOf(i + 3, to, (k) => this.list.isPunct(k, ':') || this.list.at(k)!.kind === 'break');
    if (!this.list.isPunct(colon, ':') || colon === i + 3) return undefined;
    // A comprehension's `for` inside brackets never starts a line; the iterable is read once, here, either way.
    const iterable = this.valueOf(i + 3, colon);
    const end = iterable.kind === 'list' ? this.blockEnd(i, colon, to) : undefined;
    if (end === undefined || !this.unrolled(target.text, iterable, colon + 1, end)) {
      this.bindings.forget(target.text);
      return colon + 1;
    }
    return end;
  }

  /**
   * Where the body of the compound statement at `header`, whose `:` is at `colon`, ends: its line, or the lines
   * indented deeper than the header. Undefined when it does not end within what the reading may look ahead.
   */
  private blockEnd(header: number, colon: number, to: number): number | undefined {
    const limit = this.lookaheadLimit(colon + 1, to);
    let end: number;
    if (this.list.at(colon + 1)?.kind !== 'break') {
      end = this.list.endOf(colon + 1, limit, (j) => this.list.at(j)!.kind === 'break');
    } else {
      const indent = this.indentOf(header);
      let k = colon + 1;
      while (k < limit && !(this.list.at(k)!.kind === 'break' && k + 1 < to && this.indentOf(k + 1) <= indent)) k++;
      end = k;
    }
    this.paidLookahead(colon + 1, end);
    return end < limit || limit === to ? end : undefined;
  }

  /** How far the line of token k (the first on its line) is indented; a token that does not start its line counts as indented without end. */
  private indentOf(k: number): number {
    const start = this.list.at(k)!.start;
    const source = this.list.source;
    const lineStart = source.lastIndexOf('\n', start - 1) + 1;
    const before = source.slice(lineStart, start);
    return /^[ \t\f]*$/.test(before) ? before.length : Number.POSITIVE_INFINITY;
  }

  private loopTargets(i: number, to: number): number {
    const inAt = this.list.endOf(i + 1, to, (k) => this.list.is(k, 'in'));
    for (let k = i + 1; k < inAt; k++) if (this.list.at(k)!.kind === 'name') this.bindings.forget(this.list.at(k)!.text);
    return inAt + 1;
  }

  private mutates(i: number): boolean {
    return this.list.isPunct(i + 1, '.') && MUTATORS.has(this.list.at(i + 2)?.text ?? '') && this.list.isPunct(i + 3, '(');
  }

  protected override primary(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    switch (t.kind) {
      case 'string': {
        // Adjacent literals are one string: 'git ' 'push'.
        let value = this.stringValue(t);
        let end = i + 1;
        while (end < to && this.list.at(end)!.kind === 'string') {
          value = joined(value, this.stringValue(this.list.at(end)!), this.list.text(i, end + 1));
          end++;
        }
        return { value, end };
      }
      case 'name':
        return KEYWORDS.has(t.text) ? undefined : { value: this.nameValue(t.text), end: i + 1 };
      case 'punct':
        return this.bracketed(i, to);
      default:
        return this.literalToken(i, {});
    }
  }

  private nameValue(name: string): CodeValue {
    if (name === 'True') return flag(true);
    if (name === 'False' || name === 'None') return flag(false);
    const bound = this.bindings.lookup(name);
    if (bound === 'varying') return unknown(name);
    if (bound) return bound;
    const star = this.starModules.find((m) => starNames(m).includes(name));
    return api(star ? `${star}.${name}` : name);
  }

  private bracketed(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (!['(', '[', '{'].includes(t.text)) return undefined;
    const close = this.list.closerOf(i);
    const end = Math.min(close + 1, to);
    const ranges = this.list.split(i + 1, close);
    const comprehension = this.list.endOf(i + 1, close, (k) => this.list.is(k, 'for')) < close;
    if (comprehension) {
      this.valueOf(i + 1, close);
      return { value: unknown(this.list.text(i, end)), end };
    }
    if (t.text === '{') return { value: this.dictionary(ranges, this.list.text(i, end)), end };
    if (t.text === '(' && ranges.length === 1 && !this.list.isPunct(close - 1, ',')) return { value: this.valueOf(i + 1, close), end };
    return { value: list(ranges.flatMap(([a, b]) => this.listItems(a, b, '*'))), end };
  }

  private dictionary(ranges: ReadonlyArray<[number, number]>, written: string): CodeValue {
    const entries = new Map<string, CodeValue>();
    let known = true;
    for (const [a, b] of ranges) {
      const colon = this.list.endOf(a, b, (k) => this.list.isPunct(k, ':'));
      const key = colon < b ? this.valueOf(a, colon) : undefined;
      const value = this.valueOf(colon < b ? colon + 1 : a, b);
      if (key?.kind === 'text' && !key.arg.dynamic) entries.set(key.arg.text, value);
      else known = false;
    }
    return known ? { kind: 'map', entries } : unknown(written);
  }

  protected override call(callee: CodeValue, args: readonly CallArgument[], site: string, text: string): CodeValue {
    return this.callThrough(PYTHON_CALLS, callee, args, site, text);
  }
}
