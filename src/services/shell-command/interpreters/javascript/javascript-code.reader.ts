import { CodeReader, type CallArgument, type CallTables, type LiteralForms, type Parsed, type ReadingContext } from '../scan/code-reader';
import { literalText, type CodeToken } from '../scan/code-token';
import { api, computed, flag, list, literal, unknown, type CodeValue } from '../scan/code-value';
import { shellQuote } from '../scan/shell-words';
import { BUN_SHELL, canonicalJavaScript, canonicalModule, ENVIRONMENT_OBJECTS, JAVASCRIPT_LIBRARY, javascriptMethod } from './javascript-library';
import { lexJavaScript } from './javascript-lexer';

/** Words that never start an operand. */
const KEYWORDS = new Set([
  'if',
  'else',
  'for',
  'while',
  'do',
  'return',
  'const',
  'let',
  'var',
  'function',
  'class',
  'switch',
  'case',
  'default',
  'break',
  'continue',
  'throw',
  'try',
  'catch',
  'finally',
  'in',
  'of',
  'instanceof',
  'export',
  'extends',
  'with',
  'yield',
  'debugger',
  'static',
  'get',
  'set',
]);
const PREFIXES = new Set(['await', 'typeof', 'void', 'delete', 'async', '!', '-', '+', '~', '...']);
/** Array methods that change the array a name is bound to. */
const MUTATORS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
const AUGMENTED = new Set(['+=', '-=', '*=', '/=', '%=', '**=', '<<=', '>>=', '>>>=', '&=', '|=', '^=', '&&=', '||=', '??=']);
/** A regular expression is a RegExp object, whose methods (`/x/.exec(s)`) are its own; JavaScript has no backticks that run a shell. */
const JAVASCRIPT_LITERALS: LiteralForms = { pattern: 'RegExp' };

/**
 * Reads JavaScript as Node, Deno and Bun run it: `require`/`import` of modules (`const cp = require('child_process')`,
 * `const { execSync: run } = require('node:child_process')`, `import * as cp from 'child_process'`, `await
 * import('fs')`), builtin modules as globals (`node -e` has `fs` and `child_process` without a require), bindings of
 * names to literals, and every call, through `JAVASCRIPT_LIBRARY`; Bun's `$\`…\`` runs its template as a shell line.
 */
export class JavaScriptCodeReader extends CodeReader {
  /** Code that names child_process somewhere makes `x.exec(…)` on an unseen object read as child_process's. */
  private readonly childProcessMentioned: boolean;
  private readonly tables: CallTables;

  constructor(context: ReadingContext, code: string) {
    super(context, code, lexJavaScript(code));
    this.childProcessMentioned = code.includes('child_process');
    this.tables = {
      library: JAVASCRIPT_LIBRARY,
      canonical: (name) => canonicalJavaScript(name, this.childProcessMentioned),
      method: javascriptMethod,
      // A method of something the reader cannot see into, whose name tells what it is (`m.execSync(…)`).
      unseenMethod: (name) => canonicalJavaScript(`unknown.${name}`, this.childProcessMentioned),
    };
  }

  protected override sibling(code: string, context: ReadingContext): CodeReader {
    return new JavaScriptCodeReader(context, code);
  }

  protected override prefix(i: number): boolean {
    const t = this.list.at(i);
    return t !== undefined && (t.kind === 'name' || t.kind === 'punct') && PREFIXES.has(t.text) && !(t.text === 'async' && this.list.isPunct(i + 1, '=>'));
  }

  protected override spreadMarker(i: number): boolean {
    return this.list.isPunct(i, '...');
  }

  protected override memberOperator(i: number): boolean {
    return this.list.isPunct(i, '.', '?.');
  }

  /** `process.env.HOME`, `process.env['HOME']`: the variable, when the reading knows it. */
  protected override member(value: CodeValue, name: string): CodeValue {
    if (value.kind === 'api' && ENVIRONMENT_OBJECTS.has(value.name.replace(/^(?:globalThis|global|window|self)\./, '')))
      return this.environmentValue(name, `${value.name}.${name}`);
    return super.member(value, name);
  }

  protected override otherPostfix(value: CodeValue, i: number, to: number, start: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (this.list.isPunct(i, '?.') && this.list.isPunct(i + 1, '(')) return this.callAt(value, i + 1, start, to);
    if (t.kind !== 'string' || !t.template) return undefined;
    return { value: this.tagged(value, t, this.list.text(start, i + 1), i), end: i + 1 };
  }

  /** A tagged template: Bun's `$\`git push\`` is a shell line (each `${x}` one word); any other tag is unknown. */
  private tagged(tag: CodeValue, t: CodeToken, written: string, at: number): CodeValue {
    const isShell = tag.kind === 'api' && (tag.name === '$' || canonicalJavaScript(tag.name, false) === BUN_SHELL);
    const line = this.interpolatedText(t.parts ?? [], shellQuote);
    if (!isShell) return unknown(written);
    this.runsScript(this.site(at), line !== undefined ? literal(line) : computed(t.text), t.text, 'Bun $');
    return unknown(written);
  }

  protected override statement(i: number, to: number): number | undefined {
    const t = this.list.at(i)!;
    // `++i`, `i++` (a loop's counter): the name changes.
    if (this.list.isPunct(i, '++', '--') && this.list.at(i + 1)?.kind === 'name') this.bindings.forget(this.list.at(i + 1)!.text);
    if (t.kind === 'name' && this.list.isPunct(i + 1, '++', '--')) this.bindings.forget(t.text);
    if (t.kind !== 'name') return undefined;
    if (t.text === 'function') return this.functionParameters(i, to);
    if (t.text === 'for') return this.forOf(i, to);
    if (this.list.isPunct(i + 1, '=>')) {
      this.bindings.forget(t.text);
      return i + 2;
    }
    if (this.list.isPunct(i + 1, '.') && MUTATORS.has(this.list.at(i + 2)?.text ?? '') && this.list.isPunct(i + 3, '(')) this.bindings.forgetData(t.text);
    if (t.text === 'const' || t.text === 'let' || t.text === 'var') return this.declarations(i + 1, to);
    if (t.text === 'import' && !this.list.isPunct(i + 1, '(', '.')) return this.importStatement(i + 1, to);
    if (!this.atStatementStart(i)) return undefined;
    const op = this.list.at(i + 1);
    if (op?.kind !== 'punct') return undefined;
    if (AUGMENTED.has(op.text)) {
      this.bindings.forget(t.text);
      return i + 2;
    }
    if (op.text === '=') {
      const end = this.statementEnd(i + 2, to);
      this.bindings.bind(t.text, this.valueOf(i + 2, end));
      return end;
    }
    // `cmd[0] = …`, `opts.cwd = …` change the data bound to the name; `fs.x = …` leaves fs the module it is.
    if ((op.text === '.' || op.text === '[') && this.bindings.lookup(t.text) !== undefined && this.assignsInto(i + 1, to)) this.bindings.forgetData(t.text);
    return undefined;
  }

  /**
   * `for (const b of ['develop', 'prod']) …`: the body (a block or one statement) is read once for each item of a
   * list the reader knows. Undefined for any other loop, which is read as before (its variable computed).
   */
  private forOf(i: number, to: number): number | undefined {
    if (!this.list.isPunct(i + 1, '(')) return undefined;
    const close = this.list.closerOf(i + 1);
    const at = this.list.is(i + 2, 'const', 'let', 'var') ? i + 3 : i + 2;
    const target = this.list.at(at);
    if (close >= to || target?.kind !== 'name' || KEYWORDS.has(target.text) || !this.list.is(at + 1, 'of') || at + 2 >= close) return undefined;
    const iterable = this.valueOf(at + 2, close);
    const body = this.bodyAt(close + 1, to);
    if (!this.unrolled(target.text, iterable, body.from, body.to)) {
      this.bindings.forget(target.text);
      return close + 1;
    }
    return body.end;
  }

  /** A loop's body at `from`: a block, or one statement. */
  private bodyAt(from: number, to: number): { from: number; to: number; end: number } {
    if (this.list.isPunct(from, '{')) {
      const close = this.list.closerOf(from);
      return { from: from + 1, to: Math.min(close, to), end: Math.min(close + 1, to) };
    }
    const end = this.statementEnd(from, to);
    return { from, to: end, end };
  }

  /**
   * `['develop', 'prod'].forEach(b => …)` (and `map`, with `(b) => { … }` or `function (b) { … }`): the callback's
   * body is read once for each item. Any other call is read as before.
   */
  protected override callAt(callee: CodeValue, open: number, start: number, to: number): Parsed {
    if (callee.kind === 'method' && callee.self.kind === 'list' && (callee.name === 'forEach' || callee.name === 'map')) {
      const close = this.list.closerOf(open);
      const first = this.list.split(open + 1, close)[0];
      const callback = first && this.callback(first[0], first[1]);
      if (callback && this.unrolled(callback.name, callee.self, callback.from, callback.to)) {
        const end = Math.min(close + 1, to);
        return { value: unknown(this.list.text(start, end)), end };
      }
    }
    return super.callAt(callee, open, start, to);
  }

  /** A function of one plain parameter in [from, to): its name and where its body is. */
  private callback(from: number, to: number): { name: string; from: number; to: number } | undefined {
    let at = from;
    let arrow = true;
    if (this.list.is(at, 'function')) {
      arrow = false;
      at++;
      if (this.list.at(at)?.kind === 'name' && !this.list.isPunct(at, '(')) at++;
    }
    const parenthesized = this.list.isPunct(at, '(');
    const name = this.list.at(parenthesized ? at + 1 : at);
    if (name?.kind !== 'name' || KEYWORDS.has(name.text)) return undefined;
    if (parenthesized && !this.list.isPunct(at + 2, ')')) return undefined;
    const after = parenthesized ? at + 3 : at + 1;
    if (arrow && !this.list.isPunct(after, '=>')) return undefined;
    const bodyAt = arrow ? after + 1 : after;
    if (bodyAt >= to) return undefined;
    if (this.list.isPunct(bodyAt, '{')) {
      const close = this.list.closerOf(bodyAt);
      return close < to ? { name: name.text, from: bodyAt + 1, to: close } : undefined;
    }
    return arrow ? { name: name.text, from: bodyAt, to } : undefined;
  }

  private atStatementStart(i: number): boolean {
    if (i === 0) return true;
    const previous = this.list.at(i - 1)!;
    return previous.kind === 'break' || this.list.isPunct(i - 1, ';', '{', '}', ')') || this.list.is(i - 1, 'else', 'export', 'do');
  }

  private statementEnd(from: number, to: number): number {
    return this.list.endOf(from, to, (k) => this.list.at(k)!.kind === 'break' || this.list.isPunct(k, ';'));
  }

  private assignsInto(from: number, to: number): boolean {
    return this.list.hasTopLevel(from, this.statementEnd(from, to), '=');
  }

  /** `const a = 'x', { execSync: run } = require('child_process'), [b] = list`. */
  private declarations(from: number, to: number): number {
    const end = this.list.endOf(
      from,
      to,
      (k) => this.list.at(k)!.kind === 'break' || this.list.isPunct(k, ';') || (this.list.is(k, 'of', 'in') && k === from + 1),
    );
    if (this.list.is(end, 'of', 'in')) {
      this.forgetNames(from, end);
      return end + 1;
    }
    for (const [a, b] of this.list.split(from, end)) {
      const equals = this.list.endOf(a, b, (k) => this.list.isPunct(k, '='));
      const target = this.list.at(a)!;
      if (equals >= b) {
        this.forgetNames(a, b);
        continue;
      }
      const value = this.valueOf(equals + 1, b);
      if (target.kind === 'name') this.bindings.bind(target.text, value);
      else if (this.list.isPunct(a, '{')) this.destructure(a, value);
      else this.forgetNames(a, equals);
    }
    return end;
  }

  /** `{ execSync, spawn: sp, ...rest } = value`: each name bound to the member it takes. */
  private destructure(open: number, value: CodeValue): void {
    const close = this.list.closerOf(open);
    for (const [a, b] of this.list.split(open + 1, close)) {
      const key = this.list.at(a);
      if (key?.kind !== 'name' && key?.kind !== 'string') continue;
      const keyText = key.kind === 'name' ? key.text : (literalText(key) ?? '');
      const colon = this.list.isPunct(a + 1, ':');
      const local = colon ? this.list.at(a + 2) : key;
      if (local?.kind !== 'name') continue;
      if (this.list.isPunct(a, '...')) this.bindings.forget(local.text);
      else if (b - a > (colon ? 3 : 1))
        this.bindings.forget(local.text); // a default (`= x`) or nested pattern
      else this.bindings.bind(local.text, this.member(value, keyText));
    }
  }

  private forgetNames(from: number, to: number): void {
    // In `{ key: local }` the local is bound, not the key.
    for (let k = from; k < to; k++) if (this.list.at(k)!.kind === 'name' && !this.list.isPunct(k + 1, ':')) this.bindings.forget(this.list.at(k)!.text);
  }

  /** `import cp from 'child_process'`, `import * as cp from …`, `import { execSync as run } from …`, `import 'x'`. */
  private importStatement(from: number, to: number): number {
    const end = this.statementEnd(from, to);
    const source = this.list.at(end - 1);
    if (source?.kind !== 'string') return end;
    const module = canonicalModule(literalText(source) ?? '');
    const fromAt = this.list.endOf(from, end, (k) => this.list.is(k, 'from'));
    for (let k = from; k < fromAt; k++) {
      const t = this.list.at(k)!;
      if (this.list.isPunct(k, '*') && this.list.is(k + 1, 'as')) {
        this.bindName(k + 2, api(module));
        k += 2;
      } else if (this.list.isPunct(k, '{')) {
        const close = this.list.closerOf(k);
        for (const [a, b] of this.list.split(k + 1, close)) {
          const imported = this.list.at(a);
          if (!imported) continue;
          const name = imported.kind === 'string' ? (literalText(imported) ?? '') : imported.text;
          const local = b - a >= 3 && this.list.is(a + 1, 'as') ? a + 2 : a;
          this.bindName(local, name === 'default' ? api(module) : api(`${module}.${name}`));
        }
        k = close;
      } else if (t.kind === 'name' && t.text !== 'type') {
        this.bindName(k, api(module));
      }
    }
    return end;
  }

  private bindName(i: number, value: CodeValue): void {
    const t = this.list.at(i);
    if (t?.kind === 'name') this.bindings.bind(t.text, value);
  }

  /** `function name(a, b) {`: the parameters hold whatever the callers pass. */
  private functionParameters(i: number, to: number): number {
    let open = i + 1;
    while (open < to && !this.list.isPunct(open, '(')) open++;
    const close = this.list.closerOf(open);
    for (const [a] of this.list.split(open + 1, close)) this.forgetPattern(a);
    return Math.min(close + 1, to);
  }

  private forgetPattern(a: number): void {
    const start = this.list.isPunct(a, '...') ? a + 1 : a;
    const t = this.list.at(start);
    if (t?.kind === 'name') this.bindings.forget(t.text);
    else if (this.list.isPunct(start, '{', '[')) this.forgetNames(start, this.list.closerOf(start));
  }

  protected override primary(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (t.kind === 'name') return this.named(i, to);
    if (t.kind === 'punct') return this.bracketed(i, to);
    return this.literalToken(i, JAVASCRIPT_LITERALS);
  }

  private named(i: number, to: number): Parsed | undefined {
    const name = this.list.at(i)!.text;
    if (name === 'new') return this.construction(i, to);
    if (KEYWORDS.has(name)) return undefined;
    if (this.list.isPunct(i + 1, '=>')) return undefined;
    return { value: this.nameValue(name), end: i + 1 };
  }

  /** `new Deno.Command('git', …)` is read as a call of `Deno.Command`. */
  private construction(i: number, to: number): Parsed | undefined {
    let parsed = this.primary(i + 1, to);
    while (parsed && this.memberOperator(parsed.end) && this.list.at(parsed.end + 1)?.kind === 'name') {
      parsed = { value: this.member(parsed.value, this.list.at(parsed.end + 1)!.text), end: parsed.end + 2 };
    }
    if (!parsed) return undefined;
    return this.list.isPunct(parsed.end, '(') ? this.callAt(parsed.value, parsed.end, i, to) : parsed;
  }

  private nameValue(name: string): CodeValue {
    if (name === 'true') return flag(true);
    if (name === 'false' || name === 'null' || name === 'undefined') return flag(false);
    const bound = this.bindings.lookup(name);
    if (bound === 'varying') return unknown(name);
    return bound ?? api(name);
  }

  private bracketed(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    if (!['(', '[', '{'].includes(t.text)) return undefined;
    const close = this.list.closerOf(i);
    const end = Math.min(close + 1, to);
    if (t.text === '(' && this.list.isPunct(close + 1, '=>')) {
      for (const [a] of this.list.split(i + 1, close)) this.forgetPattern(a);
      return undefined;
    }
    const ranges = this.list.split(i + 1, close);
    if (t.text === '(') return { value: ranges.map(([a, b]) => this.valueOf(a, b)).pop() ?? unknown('()'), end };
    if (t.text === '[') return { value: list(ranges.flatMap(([a, b]) => this.listItems(a, b, '...'))), end };
    return { value: this.object(ranges, this.list.text(i, end)), end };
  }

  /** An object literal (or a block read as one: its statements are still read for their calls). */
  private object(ranges: ReadonlyArray<[number, number]>, written: string): CodeValue {
    const entries = new Map<string, CodeValue>();
    let known = true;
    for (const [a, b] of ranges) {
      const key = this.list.at(a)!;
      if ((key.kind === 'name' || key.kind === 'string' || key.kind === 'number') && this.list.isPunct(a + 1, ':')) {
        const keyText = key.kind === 'string' ? (literalText(key) ?? key.text) : key.text;
        entries.set(keyText, this.valueOf(a + 2, b));
      } else if (key.kind === 'name' && b === a + 1) {
        entries.set(key.text, this.nameValue(key.text));
      } else {
        this.sweep(a, b);
        known = false;
      }
    }
    return known ? { kind: 'map', entries } : unknown(written);
  }

  protected override call(callee: CodeValue, args: readonly CallArgument[], site: string, text: string): CodeValue {
    return this.callThrough(this.tables, callee, args, site, text);
  }
}
