import type { Arg } from '../../arg';

/**
 * What a reader knows about the value of an expression. Only what decides a command or a path is followed: strings,
 * lists and maps of them, flags (`shell=True`), the library functions and modules the code names (by a canonical
 * dotted name such as `subprocess.run` or `child_process.execSync`), objects that stand for one path (`Path(p)`),
 * methods not yet called, and everything else as unknown.
 */
export type CodeValue =
  | { readonly kind: 'text'; readonly arg: Arg }
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'flag'; readonly on: boolean }
  | { readonly kind: 'list'; readonly items: readonly CodeValue[] }
  | { readonly kind: 'map'; readonly entries: ReadonlyMap<string, CodeValue> }
  | { readonly kind: 'api'; readonly name: string }
  | { readonly kind: 'object'; readonly type: string; readonly arg: Arg }
  | { readonly kind: 'method'; readonly self: CodeValue; readonly name: string }
  | { readonly kind: 'unknown'; readonly text: string };

export const literal = (text: string): CodeValue => ({ kind: 'text', arg: { text, dynamic: false } });
export const computed = (written: string): CodeValue => ({ kind: 'text', arg: { text: written, dynamic: true } });
export const unknown = (written: string): CodeValue => ({ kind: 'unknown', text: written });
export const api = (name: string): CodeValue => ({ kind: 'api', name });
export const list = (items: readonly CodeValue[]): CodeValue => ({ kind: 'list', items });
export const flag = (on: boolean): CodeValue => ({ kind: 'flag', on });

/** The literal text of a value, when it is one. */
export function textOf(value: CodeValue | undefined): string | undefined {
  if (value?.kind === 'text' && !value.arg.dynamic) return value.arg.text;
  if (value?.kind === 'number') return value.text;
  return undefined;
}

/** A value as one argument: its text, or how it was written, marked dynamic. */
export function toArg(value: CodeValue | undefined, written: string): Arg {
  if (value?.kind === 'text') return value.arg;
  if (value?.kind === 'number') return { text: value.text, dynamic: false };
  if (value?.kind === 'object') return value.arg;
  return { text: written, dynamic: true };
}

/** A list value as argument words (each element an Arg); undefined for anything that is not a list. */
export function toArgv(value: CodeValue | undefined): Arg[] | undefined {
  if (value?.kind !== 'list') return undefined;
  return value.items.map((item, i) => toArg(item, describe(item, `[${i}]`)));
}

/** How a value reads in a message when its source is not at hand. */
function describe(value: CodeValue, fallback: string): string {
  if (value.kind === 'unknown') return value.text;
  if (value.kind === 'text') return value.arg.text;
  if (value.kind === 'api') return value.name;
  return fallback;
}

/** Whether a value is true the way the languages read `shell=True`, `{ shell: true }`, `{ shell: '/bin/bash' }`; undefined when not known. */
export function truthy(value: CodeValue | undefined): boolean | undefined {
  if (!value) return undefined;
  switch (value.kind) {
    case 'flag':
      return value.on;
    case 'number':
      return Number(value.text) !== 0;
    case 'text':
      return value.arg.dynamic ? undefined : value.arg.text !== '';
    case 'list':
      return value.items.length > 0;
    case 'map':
    case 'api':
    case 'object':
      return true;
    default:
      return undefined;
  }
}

/** `a + b` (or Perl's and PHP's `.`, awk's juxtaposition) on strings and lists; anything else is unknown. */
export function joined(left: CodeValue, right: CodeValue, written: string): CodeValue {
  if (left.kind === 'list' && right.kind === 'list') return list([...left.items, ...right.items]);
  // A list and something unknown: the list's items, then items the reading cannot count (`['git', 'push'] + sys.argv[1:]`).
  if (left.kind === 'list' && right.kind === 'unknown') return list([...left.items, right]);
  if (right.kind === 'list' && left.kind === 'unknown') return list([left, ...right.items]);
  const a = stringy(left);
  const b = stringy(right);
  if (a && b) return { kind: 'text', arg: a.dynamic || b.dynamic ? { text: written, dynamic: true } : { text: a.text + b.text, dynamic: false } };
  return unknown(written);
}

function stringy(value: CodeValue): Arg | undefined {
  if (value.kind === 'text') return value.arg;
  if (value.kind === 'number') return { text: value.text, dynamic: false };
  if (value.kind === 'unknown') return { text: value.text, dynamic: true };
  return undefined;
}

/** Joins list items with a separator (`' '.join(…)`, `[…].join(' ')`, `implode`, Perl `join`). */
export function joinItems(items: readonly CodeValue[], separator: string, written: string): CodeValue {
  const texts = items.map(textOf);
  return texts.every((t) => t !== undefined) ? literal(texts.join(separator)) : computed(written);
}

/** Splits text at runs of blanks, as Python's `str.split()`, Ruby's `String#split` and Perl's `split ' '` do. */
export function splitBlanks(text: string): CodeValue {
  return list(
    text
      .split(/\s+/)
      .filter((w) => w !== '')
      .map(literal),
  );
}

/** A value's list items with lists inside flattened, as Perl and Ruby splat them into an argument list. */
export function flatten(values: readonly CodeValue[]): CodeValue[] {
  return values.flatMap((v) => (v.kind === 'list' ? flatten(v.items) : [v]));
}
