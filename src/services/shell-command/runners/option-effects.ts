import type { Arg } from '../arg';
import type { ScannedOption } from './option-scan';
import type { Grammar, OptionEffect } from './runner-spec';
import { applyUnitProperty } from './unit-property';

/** What a runner's options, taken together, do to the command it runs. */
export interface Effects {
  /** An option makes it run no command. */
  stop: boolean;
  /** An option makes it run the command where the words do not show: why. */
  unread?: string;
  /** The directory the command starts in (null: one the words do not tell; undefined: the runner's own). */
  chdir?: string | null;
  /** `NAME=value` settings, in order; a dynamic one stands for settings read from a file. */
  env: Arg[];
  clearsEnv: boolean;
  /** A script given as an option's value, run instead of the words. */
  script?: Arg;
  /** The command given as an option's values (`gdb --args`). */
  command?: readonly Arg[];
  shell?: 'joined' | 'sudo';
  exec: boolean;
  /** Where items go in the words (`xargs -I`); undefined: appended. */
  replace?: string;
  /** Words the command starts with, before the runner's operands. */
  prefix?: readonly string[];
  /** The names of the options given (`-u`, `--user`), for rules that depend on another option. */
  readonly given: Set<string>;
}

export function noEffects(): Effects {
  return { stop: false, env: [], clearsEnv: false, exec: false, given: new Set() };
}

const effectTables = new WeakMap<Grammar, ReadonlyMap<string, OptionEffect>>();

/** Adds the effects of `options` to `into` (later options win, as getopt loops overwrite). */
export function collectEffects(options: readonly ScannedOption[], grammar: Grammar | undefined, into: Effects): Effects {
  const table = grammar ? effectTable(grammar) : new Map<string, OptionEffect>();
  for (const option of options) {
    into.given.add(option.name);
    const effect = table.get(option.name);
    if (effect) applyEffect(effect, option.values, into);
  }
  return into;
}

/** The effect of one option with its values. */
export function applyEffect(effect: OptionEffect, values: readonly Arg[], into: Effects): void {
  const value = values[0];
  if (effect.stop) into.stop = true;
  if (effect.unread !== undefined) into.unread ??= effect.unread;
  if (effect.chdir === 'value') into.chdir = value && !value.dynamic ? value.text : null;
  else if (effect.chdir !== undefined) into.chdir = effect.chdir;
  if (effect.clearsEnv) into.clearsEnv = true;
  // bwrap works through its options in order: `--clearenv` drops what an earlier `--setenv` set.
  if (effect.clearsEnv === 'in-order') into.env.length = 0;
  // `strace -E NAME` and `systemd-run -E NAME` without `=` unset or pass a variable: no setting to show.
  if (effect.env === 'value' && value && (value.dynamic || value.text.includes('='))) into.env.push(value);
  if (effect.env === 'pair' && values.length === 2)
    into.env.push({ text: `${values[0]!.text}=${values[1]!.text}`, dynamic: values[0]!.dynamic || values[1]!.dynamic });
  if (effect.env === 'file' && value) into.env.push({ text: value.text, dynamic: true });
  if (effect.script && value) into.script = value;
  if (effect.command) into.command = values;
  if (effect.shell) into.shell = effect.shell;
  if (effect.exec) into.exec = true;
  if (effect.replace !== undefined) into.replace = value ? (value.dynamic ? undefined : value.text) : effect.replace;
  if (effect.replace !== undefined && value?.dynamic) into.unread ??= 'the string its items replace is computed at run time';
  if (effect.unitProperty && value) applyUnitProperty(value, into);
  if (effect.keepsDirectory) into.chdir = undefined;
  if (effect.remaps && values.length === 2 && (values[0]!.dynamic || values[1]!.dynamic || values[0]!.text !== values[1]!.text)) {
    into.unread ??= `it mounts ${values[0]!.text} on ${values[1]!.text}: the command sees other files there`;
  }
  if (effect.prefix) into.prefix = effect.prefix;
}

function effectTable(grammar: Grammar): ReadonlyMap<string, OptionEffect> {
  let table = effectTables.get(grammar);
  if (!table) {
    const entries = Object.entries(grammar.effects ?? {}).flatMap(([names, effect]) => names.split(' ').map((name) => [name, effect] as const));
    table = new Map(entries);
    effectTables.set(grammar, table);
  }
  return table;
}
