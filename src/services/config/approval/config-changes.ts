import type { ConfigLayer } from '../workspace-config';
import { branchChanges } from './branch-changes';
import type { ConfigChange } from './config-change';
import { layeredSettings } from './layered-settings';
import { ruleChanges } from './rule-changes';

/** How strict an `unreadable` mode is. */
const UNREADABLE_STRICTNESS: Readonly<Record<string, number>> = { allow: 0, ask: 1, deny: 2 };

/** The top-level keys compared below; any other key one of the files holds is compared as text (leftoverChanges). */
const COMPARED = new Set(['$schema', 'branches', 'capabilities', 'policies', 'unreadable', 'trace', 'record', 'rules', 'packs']);
/** The keys of a branch policy (the `branches` section, each `workspaces` entry) that branchChanges compares. */
const BRANCH_FIELDS = new Set(['preset', 'protected', 'allowed', 'rules']);

/**
 * Every setting that differs between the approved layers and the current ones, each marked whether it loosens
 * (lets through what the approved settings stopped). Compared as the hook obeys them (the layers merged):
 * - the branch policy (branchChanges): fewer names protected, more names allowed, a weaker rule, for some folder;
 * - `policies.*`: a policy switched off; `capabilities.*.*`: a flag turned off (either flag turns a capability on);
 * - `unreadable`: a weaker mode (`deny` > `ask` > `allow`);
 * - `trace` (the user-level file's only): moved, added or removed, since bearing writes where it says;
 * - `record` (the user-level file's only): turned off, which hides what bearing refuses from the user;
 * - `rules` and `packs` (ruleChanges): a rule removed, weakened or matching otherwise, a pack turned off;
 * - `$schema`: neutral.
 * Anything bearing does not compare (a value of a kind it does not expect, a key this code does not know) loosens
 * if it changed: an unknown change is taken to be the worst.
 */
export function configChanges(approved: readonly ConfigLayer[], current: readonly ConfigLayer[]): ConfigChange[] {
  const before = layeredSettings(approved);
  const after = layeredSettings(current);
  return [
    ...branchChanges(before.branches, after.branches),
    ...switchChanges('policies', before.config.policies, after.config.policies),
    ...capabilityChanges(before.config.capabilities, after.config.capabilities),
    ...(before.unreadable === after.unreadable
      ? []
      : [
          {
            key: 'unreadable',
            from: before.unreadable,
            to: after.unreadable,
            loosens: UNREADABLE_STRICTNESS[after.unreadable]! < UNREADABLE_STRICTNESS[before.unreadable]!,
          },
        ]),
    ...ruleChanges(before.rules ?? [], after.rules ?? []),
    ...valueChange('trace', userLayer(approved)?.trace, userLayer(current)?.trace, true),
    ...recordChange(userLayer(approved)?.record, userLayer(current)?.record),
    ...(['user', 'workspace'] as const).flatMap((scope) =>
      valueChange(scope === 'user' ? '$schema (user-level)' : '$schema', layerOf(approved, scope)?.$schema, layerOf(current, scope)?.$schema, false),
    ),
    ...(['user', 'workspace'] as const).flatMap((scope) => leftoverChanges(scope, layerOf(approved, scope), layerOf(current, scope))),
  ];
}

/** `policies`: a switch is on unless `false`; one turned off loosens. */
function switchChanges(section: string, before: object | undefined, after: object | undefined): ConfigChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].flatMap((key) => {
    const from = b[key];
    const to = a[key];
    if (from === to) return [];
    if (!isSwitch(from) || !isSwitch(to)) return [unknownChange(`${section}.${key}`, from, to)];
    const on = (v: unknown) => v !== false;
    return on(from) === on(to) ? [] : [{ key: `${section}.${key}`, from: on(from) ? 'on' : 'off', to: on(to) ? 'on' : 'off', loosens: on(from) }];
  });
}

/** `capabilities.<id>.<flag>`: a flag is on only when `true`; one turned off loosens (either flag turns the capability on). */
function capabilityChanges(before: object | undefined, after: object | undefined): ConfigChange[] {
  const b = (before ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const a = (after ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].flatMap((id) => {
    const from = b[id] ?? {};
    const to = a[id] ?? {};
    return [...new Set([...Object.keys(from), ...Object.keys(to)])].flatMap((flag) => {
      const key = `capabilities.${id}.${flag}`;
      if (from[flag] === to[flag]) return [];
      if (!isSwitch(from[flag]) || !isSwitch(to[flag])) return [unknownChange(key, from[flag], to[flag])];
      const on = (v: unknown) => v === true;
      return on(from[flag]) === on(to[flag]) ? [] : [{ key, from: on(from[flag]) ? 'on' : 'off', to: on(to[flag]) ? 'on' : 'off', loosens: on(from[flag]) }];
    });
  });
}

/** `record`: on unless `false`; turned off loosens (what bearing refuses is no longer kept for the user). */
function recordChange(before: unknown, after: unknown): ConfigChange[] {
  if (before === after) return [];
  if (!isSwitch(before) || !isSwitch(after)) return [unknownChange('record', before, after)];
  const on = (v: unknown) => v !== false;
  return on(before) === on(after) ? [] : [{ key: 'record', from: on(before) ? 'on' : 'off', to: on(after) ? 'on' : 'off', loosens: on(before) }];
}

function isSwitch(value: unknown): boolean {
  return value === undefined || typeof value === 'boolean';
}

function valueChange(key: string, from: string | undefined, to: string | undefined, loosens: boolean): ConfigChange[] {
  return from === to
    ? []
    : [{ key, from: from === undefined ? '(none)' : JSON.stringify(from), to: to === undefined ? '(none)' : JSON.stringify(to), loosens }];
}

function unknownChange(key: string, from: unknown, to: unknown): ConfigChange {
  const shown = (v: unknown) => (v === undefined ? '(none)' : JSON.stringify(v));
  return { key, from: shown(from), to: `${shown(to)} (bearing cannot compare this: it counts as loosening)`, loosens: true };
}

/** What a file holds outside what configChanges compares, each key's value as JSON text: none, for the keys bearing has today. */
function leftovers(config: object | undefined): Map<string, string> {
  const found = new Map<string, string>();
  const take = (node: unknown, prefix: string, known: ReadonlySet<string>) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node as object)) if (!known.has(key) && value !== undefined) found.set(`${prefix}${key}`, JSON.stringify(value));
  };
  take(config, '', COMPARED);
  const branches = (config as { branches?: { workspaces?: unknown } } | undefined)?.branches;
  take(branches, 'branches.', new Set([...BRANCH_FIELDS, 'workspaces']));
  const workspaces = branches?.workspaces;
  if (Array.isArray(workspaces)) {
    workspaces.forEach((entry, i) => {
      take(entry, `branches.workspaces.${i}.`, new Set([...BRANCH_FIELDS, 'glob']));
    });
  }
  return found;
}

function leftoverChanges(scope: 'user' | 'workspace', before: object | undefined, after: object | undefined): ConfigChange[] {
  const b = leftovers(before);
  const a = leftovers(after);
  const label = scope === 'user' ? ' (user-level)' : '';
  return [...new Set([...b.keys(), ...a.keys()])].flatMap((key) =>
    b.get(key) === a.get(key) ? [] : [unknownChange(`${key}${label}`, parsed(b.get(key)), parsed(a.get(key)))],
  );
}

function parsed(json: string | undefined): unknown {
  return json === undefined ? undefined : JSON.parse(json);
}

function layerOf(layers: readonly ConfigLayer[], scope: ConfigLayer['scope']) {
  return layers.find((l) => l.scope === scope)?.config;
}

/** The user-level file's settings: `trace` and `record` are read from there only. */
function userLayer(layers: readonly ConfigLayer[]) {
  return layerOf(layers, 'user');
}
