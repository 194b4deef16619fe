import fc from 'fast-check';
import { copyJson, objectsOf, otherCase, put, remove, rename, slotsOf } from './json-tree';
import { ALL_EVENT_NAMES } from './host-seeds';
import { oddShellText } from './shell-texts';

/**
 * Edits that turn a host's real payload into one it might send on a bad day (or never would): fields dropped,
 * retyped, renamed between snake_case and camelCase, unknown and prototype keys, huge strings, deep nesting,
 * another host's event name, odd shell text. `at` picks a slot (modulo how many there are), so fast-check
 * shrinks a failure to the fewest, earliest edits.
 */
export type Mutation =
  | { readonly kind: 'drop'; readonly at: number }
  | { readonly kind: 'retype'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'rename'; readonly at: number }
  | { readonly kind: 'unknown'; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly kind: 'prototype'; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly kind: 'huge'; readonly at: number; readonly size: number }
  | { readonly kind: 'deep'; readonly at: number; readonly depth: number; readonly open: 'array' | 'object' }
  | { readonly kind: 'event'; readonly name: string }
  | { readonly kind: 'shell'; readonly at: number; readonly text: string };

/** Stands for a deeply nested value until the payload is written as text (a million brackets do not fit a stack). */
const DEEP = '@@bearing-fuzz-deep@@';

const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '\u0000', 'null', '{}', '[]'),
);

/** A value of another JSON type: string, number, array, object, null or boolean. */
const retypedValue: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e308, 2 ** 53 + 1)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constant(null),
  fc.boolean(),
);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Event names a lookup in a plain object would find on its prototype. */
const OBJECT_MEMBER_NAMES = [...PROTOTYPE_KEYS, 'toString', 'hasOwnProperty', 'valueOf', ''];

/** Past every host's 10,000-character text cap, now and then a megabyte (the stdin cap's own tests go past 8 MiB). */
const hugeSize = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 10_000, max: 120_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000_000, max: 1_500_000 }) },
);

/** Deeper than any recursive walk survives, now and then far deeper (JSON.parse itself does not recurse). */
export const deepDepth = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 50, max: 12_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 200_000 }) },
);

/** A value nested `depth` deep, as it appears in a payload before `payloadText` writes it out. */
export function deepValue(depth: number, open: 'array' | 'object'): string {
  return `${DEEP}${depth}${DEEP}${open}`;
}

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('retype' as const), at: fc.nat(), value: retypedValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('unknown' as const),
      at: fc.nat(),
      key: fc.string({ minLength: 1, maxLength: 12 }),
      value: fc.jsonValue({ maxDepth: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('prototype' as const),
      at: fc.nat(),
      key: fc.constantFrom(...PROTOTYPE_KEYS),
      value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ polluted: true, isAdmin: true })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('huge' as const), at: fc.nat(), size: hugeSize }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('deep' as const), at: fc.nat(), depth: deepDepth, open: fc.constantFrom('array' as const, 'object' as const) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('event' as const), name: fc.constantFrom(...ALL_EVENT_NAMES, ...OBJECT_MEMBER_NAMES) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('shell' as const), at: fc.nat(), text: oddShellText }) },
);

/** The payload after the edits, as a fresh object (the seed is not touched). `eventKey` is where the seed names its event. */
export function mutated(seed: Record<string, unknown>, eventKey: string | undefined, mutations: readonly Mutation[]): Record<string, unknown> {
  const payload = copyJson(seed);
  for (const m of mutations) apply(payload, eventKey, m);
  return payload;
}

function apply(payload: Record<string, unknown>, eventKey: string | undefined, m: Mutation): void {
  const slots = slotsOf(payload);
  const slot = 'at' in m && slots.length > 0 ? slots[m.at % slots.length]! : undefined;
  switch (m.kind) {
    case 'drop':
      if (slot) remove(slot.parent, slot.key);
      return;
    case 'retype':
      if (slot) put(slot.parent, slot.key, copyJson(m.value));
      return;
    case 'rename':
      if (slot && typeof slot.key === 'string') rename(slot.parent as Record<string, unknown>, slot.key, otherCase(slot.key));
      return;
    case 'unknown':
    case 'prototype': {
      const objects = objectsOf(payload);
      // A copy: a generated value may be one instance shared between cases (and edits).
      put(objects[m.at % objects.length]!, m.key, copyJson(m.value));
      return;
    }
    case 'huge':
      if (slot) put(slot.parent, slot.key, 'x'.repeat(m.size));
      return;
    case 'deep':
      if (slot) put(slot.parent, slot.key, deepValue(m.depth, m.open));
      return;
    case 'event':
      put(payload, eventKey ?? 'hook_event_name', m.name);
      return;
    case 'shell': {
      // Odd text where a command goes, if the payload has one; else anywhere.
      const commands = slots.filter((s) => s.key === 'command' || s.key === 'cmd');
      const at = commands.length > 0 ? commands[m.at % commands.length]! : slot;
      if (at) put(at.parent, at.key, m.text);
      return;
    }
  }
}

/** The payload's top level as the hook will read it: a deep value stands there as an array, not as its marker text. */
export function topLevel(payload: Record<string, unknown>): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) put(view, key, typeof value === 'string' && value.startsWith(DEEP) ? [] : value);
  return view;
}

/** The payload as the host would write it: JSON text, with deep values expanded in place. */
export function payloadText(payload: unknown): string {
  const text = JSON.stringify(payload);
  return text.replace(new RegExp(`"${DEEP}(\\d+)${DEEP}(array|object)"`, 'g'), (_, depth: string, open: string) => {
    const [opener, closer] = open === 'array' ? ['[', ']'] : ['{"a":', '}'];
    return `${opener.repeat(Number(depth))}1${closer.repeat(Number(depth))}`;
  });
}
