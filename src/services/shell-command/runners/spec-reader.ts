import type { Arg } from '../arg';
import { splitEnvString } from './env-split';
import { collectEffects, applyEffect, noEffects, type Effects } from './option-effects';
import { mayStartWithDash, scanOptions, type OptionScan, type Splitter } from './option-scan';
import type { RunnerReading } from './runner-reading';
import type { Grammar, ReadContext, RunnerSpec } from './runner-spec';
import { joinedScript, sudoShellScript } from './script-text';

/**
 * Reads a runner's words as its table entry describes them: its options, its own operands, `NAME=value` settings,
 * then the command, a script, or items from standard input. `initial` carries what a parent's options already did
 * (`pnpm -C dir exec …`).
 */
export function readWithSpec(spec: RunnerSpec, args: readonly Arg[], via: string, initial: Effects = noEffects()): readonly RunnerReading[] {
  if (spec.read) return spec.read(args, { via, spec });
  let words = args;
  if (spec.leadingOperand && words[0] && !words[0].text.startsWith('-')) {
    if (words[0].dynamic) return [unread(`${via}: ${words[0].text} may be an option, computed at run time`)];
    words = words.slice(1);
  }
  const scan = scanWords(words, spec.grammar);
  if (scan.kind === 'unread') return runsNoSubcommand(spec, words) ? [] : [unread(`${via}: ${scan.why}`)];
  if (scan.kind === 'refused') return [];
  if (spec.always) applyEffect(spec.always, [], initial);
  for (const file of spec.alwaysEnv ?? []) initial.env.push({ text: file, dynamic: true });
  const effects = collectEffects(scan.options, spec.grammar, initial);
  const operands = scan.operands;
  let at = 0;
  if (spec.dashOperand && operands[0]?.text === '-' && !operands[0].dynamic && scan.afterDashDash !== 0) {
    applyEffect(spec.dashOperand, [], effects);
    at = 1;
  }
  if (effects.stop) return [];
  if (effects.unread !== undefined) return [unread(effects.unread)];
  if (spec.subcommands) return readSubcommand(spec, operands.slice(at), via, effects);
  const own = spec.operands && !spec.operandsUnless?.some((o) => effects.given.has(o)) ? spec.operands : [];
  for (const role of own) {
    const word = operands[at++];
    // Without its own operands it refuses to run.
    if (!word) return [];
    if (role === 'chdir') effects.chdir = word.dynamic ? null : word.text;
    else if (role === 'env-file') effects.env.push({ text: word.text, dynamic: true });
    else if (typeof role === 'object') return [unread(role.unread)];
  }
  for (; spec.assignments && at < operands.length; at++) {
    const word = operands[at]!;
    const afterDashDash = scan.afterDashDash >= 0 && at >= scan.afterDashDash;
    if (word.dynamic && mayBeAssignment(word, spec.assignments, afterDashDash))
      return [unread(`${via}: ${word.text} may be a NAME=value setting, computed at run time`)];
    if (!isAssignment(word.text, spec.assignments, afterDashDash)) break;
    effects.env.push(word);
  }
  if (spec.commandAfterDashDash) return readCommand(spec, scan.afterDashDash >= 0 ? operands.slice(scan.afterDashDash) : [], via, effects);
  const next = operands[at];
  if (spec.scriptAfterOperands && next && !next.dynamic && spec.scriptAfterOperands.includes(next.text)) {
    // flock FILE -c SCRIPT takes exactly one script word; anything more and it refuses.
    return operands.length === at + 2 ? [scriptReading(operands[at + 1]!, via, effects)] : [];
  }
  return readCommand(spec, operands.slice(at), via, effects);
}

/** A custom reader's options as its table grammar reads them: the scan, and what the options do. */
export interface OwnOptions {
  readonly scan: Extract<OptionScan, { kind: 'read' }>;
  readonly effects: Effects;
}

/**
 * The first step of a custom reader whose options the table describes (gdb, nix, su, both parallels), shared so that
 * they all start alike: `done` holds what to return at once (an option that cannot be placed is unread, words the
 * program refuses or an option that makes it run nothing give no reading); else the scan and its effects.
 */
export function readOwnOptions(args: readonly Arg[], context: ReadContext): OwnOptions | { readonly done: readonly RunnerReading[] } {
  const grammar = context.spec.grammar!;
  const scan = scanOptions(args, grammar);
  if (scan.kind === 'unread') return { done: [unread(`${context.via}: ${scan.why}`)] };
  if (scan.kind === 'refused') return { done: [] };
  const effects = collectEffects(scan.options, grammar, noEffects());
  if (effects.stop) return { done: [] };
  return { scan, effects };
}

/** What runs once the runner's own words are read: a script option, the command words, or what it does without one. */
function readCommand(spec: RunnerSpec, words: readonly Arg[], via: string, effects: Effects): readonly RunnerReading[] {
  let command = words;
  if (effects.script) return [scriptReading(effects.script, via, effects)];
  if (effects.command) return effects.command.length > 0 ? [commandReading(effects.command, via, effects)] : [];
  if (effects.prefix) command = [...effects.prefix.map((text) => ({ text, dynamic: false })), ...command];
  if (spec.runs === 'options-only' || command.length === 0) return withoutCommand(spec, via, effects);
  if (effects.shell === 'sudo') return [{ kind: 'script', ...sudoShellScript(command), via, ...placement(effects) }];
  if (effects.shell === 'joined' || (spec.runs === 'joined-script' && !effects.exec)) return [scriptReading(joinedScript(command), via, effects)];
  if (spec.runs === 'stdin-items') {
    return [
      {
        kind: 'stdin-items',
        words: command,
        via,
        ...(effects.replace !== undefined && { replace: effects.replace }),
        ...(effects.chdir !== undefined && { chdir: effects.chdir }),
      },
    ];
  }
  return [commandReading(command, via, effects)];
}

function withoutCommand(spec: RunnerSpec, via: string, effects: Effects): readonly RunnerReading[] {
  const without = spec.withoutCommand ?? 'nothing';
  if (without === 'shell' || effects.shell) return [unread(`${via} starts a shell that reads its commands from standard input`)];
  if (without === 'nothing') return [];
  return readCommand(
    { ...spec, withoutCommand: 'nothing' },
    without.map((text) => ({ text, dynamic: false })),
    via,
    effects,
  );
}

/**
 * A program with subcommands whose options we could not all read (`op item get x --fields f`) still runs no
 * command when none of its words names a subcommand that runs one.
 */
function runsNoSubcommand(spec: RunnerSpec, words: readonly Arg[]): boolean {
  if (!spec.subcommands || spec.otherSubcommand === 'command') return false;
  return !words.some((w) => w.dynamic || (!w.text.startsWith('-') && subcommand(spec, w.text)));
}

function readSubcommand(spec: RunnerSpec, operands: readonly Arg[], via: string, effects: Effects): readonly RunnerReading[] {
  const sub = operands[0];
  if (!sub) return [];
  if (sub.dynamic) return [unread(`${via}: the subcommand ${sub.text} is computed at run time`)];
  const entry = subcommand(spec, sub.text);
  if (entry === undefined) return spec.otherSubcommand === 'command' ? [commandReading(operands, via, effects)] : [];
  return entry === null ? [] : readWithSpec(entry, operands.slice(1), entry.via ?? `${via} ${sub.text}`, effects);
}

function subcommand(spec: RunnerSpec, name: string): RunnerSpec | null | undefined {
  for (const [names, entry] of Object.entries(spec.subcommands ?? {})) if (names.split(' ').includes(name)) return entry;
  return undefined;
}

function scanWords(words: readonly Arg[], grammar: Grammar | undefined): OptionScan {
  if (!grammar) return { kind: 'read', options: [], operands: words, afterDashDash: -1 };
  return scanOptions(words, grammar, splitterFor(grammar));
}

/** `env -S` is the only option that splits its value into words; a grammar says so through its `split` effect. */
function splitterFor(grammar: Grammar): Splitter | undefined {
  const splitting = Object.entries(grammar.effects ?? {})
    .filter(([, effect]) => effect.split)
    .flatMap(([names]) => names.split(' '));
  if (splitting.length === 0) return undefined;
  return (option, value) => (splitting.includes(option) ? splitEnvString(value) : undefined);
}

/**
 * A computed word may expand to a setting where the runner takes them, unless what is written before its first
 * expansion already rules one out (`/usr/bin/$TOOL`: no `=` and no name before it; settings are rarely built so).
 */
function mayBeAssignment(word: Arg, mode: NonNullable<RunnerSpec['assignments']>, afterDashDash: boolean): boolean {
  if (mode === 'sudo' && afterDashDash) return false;
  const expansion = word.text.search(/[$`*?[{~]/);
  return mayStartWithDash(word) || (expansion < 0 ? word.text : word.text.slice(0, expansion)).includes('=');
}

/**
 * `NAME=value` before the command. coreutils env takes any word with `=` (also after `--`); sudo 1.9 any word with
 * `=` not at its start, but not after `--` (checked: `sudo 'a-b=3' env` sets `a-b`, `sudo -- A=1 env` runs `A=1`).
 */
function isAssignment(text: string, mode: NonNullable<RunnerSpec['assignments']>, afterDashDash: boolean): boolean {
  const equals = text.indexOf('=');
  if (mode === 'any') return equals >= 0;
  if (mode === 'sudo') return equals > 0 && !afterDashDash;
  if (mode === 'loose') return /\w=/.test(text);
  return equals > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(text.slice(0, equals));
}

export function commandReading(words: readonly Arg[], via: string, effects: Effects): RunnerReading {
  return {
    kind: 'command',
    words,
    via,
    ...(effects.env.length > 0 && { env: [...effects.env] }),
    ...(effects.clearsEnv && { clearsEnv: true }),
    ...placement(effects, false),
  };
}

export function scriptReading(script: Arg, via: string, effects: Effects, args?: readonly Arg[]): RunnerReading {
  return { kind: 'script', script, ...(args && args.length > 0 && { args }), via, ...placement(effects) };
}

/** The `env` and `chdir` fields of a reading, present only when the runner changes them. */
function placement(effects: Effects, withEnv = true): { env?: readonly Arg[]; chdir?: string | null } {
  return { ...(withEnv && effects.env.length > 0 && { env: [...effects.env] }), ...(effects.chdir !== undefined && { chdir: effects.chdir }) };
}

export function unread(why: string): RunnerReading {
  return { kind: 'unread', why };
}
