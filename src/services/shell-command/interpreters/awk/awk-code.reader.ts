import { CodeReader, type CallArgument, type Parsed, type ReadingContext } from '../scan/code-reader';
import { computed, joined, unknown, type CodeValue } from '../scan/code-value';
import { literalText } from '../scan/code-token';
import { lexAwk } from './awk-lexer';

/** Words that never start an operand. */
const KEYWORDS = new Set([
  'BEGIN',
  'END',
  'BEGINFILE',
  'ENDFILE',
  'function',
  'func',
  'if',
  'else',
  'while',
  'for',
  'do',
  'break',
  'continue',
  'next',
  'nextfile',
  'exit',
  'return',
  'delete',
  'in',
  'getline',
  'print',
  'printf',
  'switch',
  'case',
  'default',
]);
/** Binary operators other than concatenation: their result is a number or a truth value, never a command. */
const OPERATORS = new Set(['+', '-', '*', '/', '%', '^', '**', '<', '<=', '>', '>=', '==', '!=', '~', '!~', '&&', '||', 'in', '?', ':']);
const ASSIGNMENTS = new Set(['+=', '-=', '*=', '/=', '%=', '^=', '**=']);
/** Output redirections of print and printf, with how each is reported. */
const REDIRECTIONS: Readonly<Record<string, 'write' | 'script'>> = { '>': 'write', '>>': 'write', '|': 'script', '|&': 'script' };

/**
 * Reads awk (POSIX awk, gawk, mawk, BusyBox): `system(cmd)`, output piped to a command (`print … | "cmd"`, gawk's
 * `|&`), commands read from (`"cmd" | getline`), output redirected to files (`print … > "f"`, `>> "f"`), variables
 * bound to strings (`cmd = "git push"`), and concatenation by juxtaposition (`"git " "push"`). Variables set outside
 * the program (`-v`, operands) are not known.
 */
export class AwkCodeReader extends CodeReader {
  constructor(context: ReadingContext, code: string) {
    super(context, code, lexAwk(code));
  }

  protected override sibling(code: string, context: ReadingContext): CodeReader {
    return new AwkCodeReader(context, code);
  }

  protected override prefix(i: number): boolean {
    return this.list.isPunct(i, '!', '-', '+', '++', '--');
  }

  protected override memberOperator(): boolean {
    return false;
  }

  /** Operands joined by juxtaposition are concatenated; other operators give values that are never commands. */
  protected override expression(from: number, to: number): Parsed | undefined {
    let left = this.unary(from, to);
    while (left && left.end < to) {
      const at = left.end;
      if (this.list.isPunct(at, '|', '|&') && this.list.is(at + 1, 'getline')) {
        this.runsScript(this.site(at), left.value, this.list.text(from, at), 'awk | getline');
        left = { value: unknown(this.list.text(from, at + 2)), end: this.getlineTarget(at + 2, to) };
        continue;
      }
      const op = this.list.at(at)!;
      if ((op.kind === 'punct' || op.kind === 'name') && OPERATORS.has(op.text)) {
        const right = this.unary(at + 1, to);
        if (!right) break;
        left = { value: unknown(this.list.text(from, right.end)), end: right.end };
        continue;
      }
      const right = this.startsOperand(at) ? this.unary(at, to) : undefined;
      if (!right) break;
      left = { value: joined(left.value, right.value, this.list.text(from, right.end)), end: right.end };
    }
    return left;
  }

  private startsOperand(i: number): boolean {
    const t = this.list.at(i)!;
    if (t.kind === 'string' || t.kind === 'number') return true;
    if (t.kind === 'name') return !KEYWORDS.has(t.text);
    return this.list.isPunct(i, '$', '(', '!');
  }

  /** `getline var` reads into var, which then holds anything. */
  private getlineTarget(i: number, to: number): number {
    const t = this.list.at(i);
    if (i < to && t?.kind === 'name' && !KEYWORDS.has(t.text)) {
      this.bindings.forget(t.text);
      return i + 1;
    }
    return i;
  }

  protected override statement(i: number, to: number): number | undefined {
    const t = this.list.at(i)!;
    if (t.kind !== 'name') return undefined;
    if (t.text === 'print' || t.text === 'printf') return this.output(i, to);
    if (t.text === 'function' || t.text === 'func') return this.parameters(i, to);
    if (t.text === '@include' || t.text === '@load') {
      const file = this.list.at(i + 1);
      const name = file?.kind === 'string' ? (literalText(file) ?? '') : '';
      if (!/^inplace(?:\.awk)?$/.test(name)) this.note(`gawk ${t.text} loads code from ${file?.text ?? ''}`);
      return i + 2;
    }
    if (t.text === 'getline') return this.getlineTarget(i + 1, to);
    if ((t.text === 'sub' || t.text === 'gsub') && this.list.isPunct(i + 1, '(')) this.forgetThirdArgument(i + 1);
    if (t.text === 'for' && this.list.isPunct(i + 1, '(') && this.list.is(i + 3, 'in')) this.bindings.forget(this.list.at(i + 2)!.text);
    const op = this.list.at(i + 1);
    if (op?.kind === 'punct' && (ASSIGNMENTS.has(op.text) || op.text === '++' || op.text === '--' || op.text === '[')) {
      if (op.text !== '[') this.bindings.forget(t.text);
      return undefined;
    }
    if (!this.list.isPunct(i + 1, '=') || KEYWORDS.has(t.text)) return undefined;
    const end = this.statementEnd(i + 2, to);
    this.bindings.bind(t.text, this.valueOf(i + 2, end));
    return end;
  }

  private statementEnd(from: number, to: number): number {
    return this.list.endOf(from, to, (k) => this.list.at(k)!.kind === 'break' || this.list.isPunct(k, ';'));
  }

  /** `print … > "f"`, `printf … >> f`, `print … | "cmd"`, `print … |& "cmd"`. */
  private output(i: number, to: number): number {
    const end = this.statementEnd(i + 1, to);
    const redirect = this.list.endOf(i + 1, end, (k) => this.list.isPunct(k, ...Object.keys(REDIRECTIONS)));
    if (redirect > i + 1) this.valueOf(i + 1, redirect);
    if (redirect >= end) return end;
    const op = this.list.at(redirect)!.text;
    const target = this.valueOf(redirect + 1, end);
    const written = this.list.text(redirect + 1, end);
    const form = `awk ${this.list.at(i)!.text} ${op}`;
    if (REDIRECTIONS[op] === 'script') this.runsScript(this.site(redirect), target, written, form);
    else this.writes(this.site(redirect), target, written, false, form);
    return end;
  }

  private parameters(i: number, to: number): number {
    const open = i + 2;
    if (!this.list.isPunct(open, '(')) return i + 1;
    const close = this.list.closerOf(open);
    for (let k = open + 1; k < close; k++) if (this.list.at(k)!.kind === 'name') this.bindings.forget(this.list.at(k)!.text);
    return Math.min(close + 1, to);
  }

  private forgetThirdArgument(open: number): void {
    const third = this.list.split(open + 1, this.list.closerOf(open))[2];
    const t = third ? this.list.at(third[0]) : undefined;
    if (t?.kind === 'name') this.bindings.forget(t.text);
  }

  protected override primary(i: number, to: number): Parsed | undefined {
    const t = this.list.at(i)!;
    switch (t.kind) {
      case 'other':
        // A pattern (`/…/`): awk has no objects, so not the pattern object other languages read.
        return { value: unknown(t.text), end: i + 1 };
      case 'name': {
        if (KEYWORDS.has(t.text)) return undefined;
        if (this.list.isPunct(i + 1, '(') && this.list.at(i + 1)!.start === t.end) return { value: { kind: 'api', name: t.text }, end: i + 1 };
        const bound = this.bindings.lookup(t.text);
        return { value: bound === undefined || bound === 'varying' ? unknown(t.text) : bound, end: i + 1 };
      }
      case 'punct':
        if (t.text === '$') {
          const field = this.unary(i + 1, to);
          return { value: unknown(this.list.text(i, field?.end ?? i + 1)), end: field?.end ?? i + 1 };
        }
        if (t.text === '(') {
          const close = this.list.closerOf(i);
          return { value: this.valueOf(i + 1, close), end: Math.min(close + 1, to) };
        }
        return undefined;
      default:
        return this.literalToken(i, {});
    }
  }

  protected override call(callee: CodeValue, args: readonly CallArgument[], site: string, text: string): CodeValue {
    if (callee.kind !== 'api') return unknown(text);
    if (callee.name === 'system') {
      const command = args[0];
      if (command) this.runsScript(site, command.value, command.text, 'awk system');
      return unknown(text);
    }
    return callee.name === 'sprintf' ? computed(text) : unknown(text);
  }
}
