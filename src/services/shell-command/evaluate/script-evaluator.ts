import { isAbsolute, join, resolve } from '../../../platform/node-builtins';
import type { Arg } from '../arg';
import { commandName } from '../launch/command-name';
import type { AndOr, Command, Compound, Pipeline, Redirect, Script, SimpleCommand, Word } from '../posix/posix-ast';
import { parseRunnableScript, type RunnableScript } from '../posix/runnable-script';
import { ReadLimitError } from '../syntax/shell-syntax-error';
import type { ReadBudget } from '../syntax/read-budget';
import { BUILTINS, runBuiltin } from './builtins';
import type { EvaluationServices } from '../evaluation-services';
import { Findings, MAX_DEPTH, MAX_STEPS, type Evaluator, type IO, type Launch, type Outcome, type Settings } from './evaluation';
import { FileReads } from './file-reads';
import { GitReads } from './git-reads';
import { runProgram } from './program-runner';
import type { PatternPiece } from './shell-pattern';
import { patternRegExp } from './shell-pattern';
import { joinWorlds, ShellState } from './shell-state';
import { known, MAX_ALTERNATIVES, unknown, type Values } from './shell-value';
import { testResult } from './test-expression';
import { WordExpander, type ExpansionHost, type Field } from './word-expander';

const WRITES = new Set(['>', '>>', '>|', '<>', '&>', '&>>']);
const MAX_LOOP_ITEMS = 64;

/**
 * Runs a POSIX script in the abstract: every command it may run is read (each branch of an `if`, each item of a
 * `for`, what a function does when called, what `eval`, `sh -c` or a here-document fed to `sh` run), with the values
 * its variables may hold and the branches that may be checked out on each path (`a && b`: b sees a succeeded;
 * `a; b`: either). What it finds goes to `findings`; nothing is run for real.
 */
export class ScriptEvaluator implements ExpansionHost, Evaluator {
  readonly findings = new Findings();
  readonly git = new GitReads();
  private readonly expander = new WordExpander(this);
  private readonly reads: FileReads;
  private steps = 0;
  /** The IO of the command whose words are being expanded (substitutions inherit its launchers). */
  private io: IO = { via: [], depth: 0 };

  constructor(
    readonly services: EvaluationServices,
    readonly environment: Readonly<Record<string, string | undefined>>,
    /** The event's working directory, absolute; undefined when the host sent none. */
    private readonly cwd: string | undefined,
    private readonly budget: ReadBudget,
  ) {
    this.reads = new FileReads(environment);
  }

  run(script: Script, state: ShellState, io: IO): Outcome {
    return this.script(script, state, io);
  }

  // ---- lists -------------------------------------------------------------------------------------------------

  private script(script: Script, state: ShellState, io: IO): Outcome {
    let current = state;
    let last: Outcome = { ok: state, fail: state, output: EMPTY };
    let output: readonly string[] | undefined = EMPTY;
    for (const item of script.items) {
      const result = this.andOr(item.andOr, current, io);
      if (item.background) {
        // It runs beside what follows: whatever comes next may find it done or not.
        const after = ShellState.join(current, ShellState.join(result.ok, result.fail));
        last = { ok: after, fail: after };
        current = after;
      } else {
        last = result;
        current = ShellState.join(result.ok, result.fail);
        output = concat(output, result.output);
      }
    }
    return { ok: last.ok, fail: last.fail, ...(output !== undefined && { output }) };
  }

  private andOr(andOr: AndOr, state: ShellState, io: IO): Outcome {
    let result = this.pipeline(andOr.first, state, io);
    let output = result.output;
    for (const { op, pipeline } of andOr.rest) {
      // One state feeding both ways on (a builtin changes the shell in place): the way taken gets a copy of its own.
      const shared = result.ok === result.fail;
      if (op === '&&') {
        const next = this.pipeline(pipeline, shared ? result.ok.copy() : result.ok, io);
        result = { ok: next.ok, fail: ShellState.join(result.fail, next.fail) };
        output = concat(output, next.output);
      } else {
        const next = this.pipeline(pipeline, shared ? result.fail.copy() : result.fail, io);
        result = { ok: ShellState.join(result.ok, next.ok), fail: next.fail };
        output = concat(output, next.output);
      }
    }
    return { ...result, ...(output !== undefined && { output }) };
  }

  private pipeline(pipeline: Pipeline, state: ShellState, io: IO): Outcome {
    // A path never taken runs nothing (`false && git push`).
    if (state.unreachable) return { ok: state, fail: state };
    let result: Outcome;
    if (pipeline.commands.length === 1) {
      result = this.runCommand(pipeline.commands[0]!, state, io);
    } else {
      // Each command of a pipeline runs in a copy of the shell; what they do to the repository stays done.
      let world = state.world;
      let stdin: readonly (string | undefined)[] = [io.stdin];
      let last: Outcome = { ok: state, fail: state };
      pipeline.commands.forEach((command, i) => {
        // Once per text the command before may print (usually one).
        const runs = stdin.map((text) => this.runCommand(command, state.withWorld(world), { ...io, stdin: text }));
        const joined: Outcome = { ok: runs.map((r) => r.ok).reduce(ShellState.join), fail: runs.map((r) => r.fail).reduce(ShellState.join) };
        const outputs = runs.some((r) => r.output === undefined) ? undefined : [...new Set(runs.flatMap((r) => r.output!))];
        stdin = outputs === undefined || outputs.length > MAX_ALTERNATIVES ? [undefined] : outputs;
        if (i < pipeline.commands.length - 1) world = joinWorlds(joined.ok.world, joined.fail.world);
        last = { ...joined, ...(outputs !== undefined && { output: outputs }) };
      });
      result = { ok: state.withWorld(last.ok.world), fail: state.withWorld(last.fail.world), ...(last.output !== undefined && { output: last.output }) };
    }
    return pipeline.negated ? { ok: result.fail, fail: result.ok, ...(result.output !== undefined && { output: result.output }) } : result;
  }

  // ---- commands ----------------------------------------------------------------------------------------------

  private runCommand(command: Command, state: ShellState, io: IO): Outcome {
    if (command.kind === 'simple') return this.simple(command, state, io);
    if (command.kind === 'function') {
      state.functions.set(command.name, command.body);
      return { ok: state, fail: state, output: EMPTY };
    }
    return this.compound(command, state, io);
  }

  private compound(command: Compound, state: ShellState, io: IO): Outcome {
    const redirected = this.redirections(command.redirects, state);
    const inner: IO = redirected.stdinSet ? { ...io, stdin: redirected.stdin } : io;
    const result = this.compoundBody(command, state, inner);
    return redirected.stdoutToFile ? { ok: result.ok, fail: result.fail, output: EMPTY } : result;
  }

  private compoundBody(command: Compound, state: ShellState, io: IO): Outcome {
    switch (command.kind) {
      case 'subshell': {
        const result = this.script(command.body, state.copy(), io);
        return {
          ok: state.withWorld(result.ok.world),
          fail: state.withWorld(result.fail.world),
          ...(result.output !== undefined && { output: result.output }),
        };
      }
      case 'group':
        return this.script(command.body, state, io);
      case 'if': {
        let rest = state;
        const oks: ShellState[] = [];
        const fails: ShellState[] = [];
        for (const clause of command.clauses) {
          const condition = this.script(clause.condition, rest, io);
          const body = this.script(clause.body, condition.ok === condition.fail ? condition.ok.copy() : condition.ok, io);
          oks.push(body.ok);
          fails.push(body.fail);
          rest = condition.fail;
        }
        const otherwise = command.otherwise ? this.script(command.otherwise, rest, io) : { ok: rest, fail: rest };
        return { ok: [...oks, otherwise.ok].reduce(ShellState.join), fail: [...fails, otherwise.fail].reduce(ShellState.join) };
      }
      case 'loop':
        return this.loop(command.until, command.condition, command.body, state, io);
      case 'for':
        return this.forLoop(command.name, command.items, command.body, state, io);
      case 'arithmetic-for': {
        for (const substitution of command.substitutions) this.substitute(substitution, state);
        return this.repeated(command.body, state, io);
      }
      case 'case':
        return this.caseCommand(command, state, io);
      case 'test': {
        const values = command.words.map((word) => this.expander.single(word, state));
        const texts = values.every((v) => v.length === 1 && v[0]!.known) ? values.map((v) => (v[0] as { text: string }).text) : undefined;
        const result = texts && testResult(texts, true);
        if (result === true) return { ok: state, fail: state.impossible(), output: EMPTY };
        if (result === false) return { ok: state.impossible(), fail: state, output: EMPTY };
        return { ok: state, fail: state, output: EMPTY };
      }
      case 'arithmetic':
        this.arithmetic(command.substitutions, state);
        return { ok: state, fail: state, output: EMPTY };
      case 'coproc': {
        const result = this.runCommand(command.body, state.copy(), io);
        const after = state.withWorld(joinWorlds(state.world, joinWorlds(result.ok.world, result.fail.world)));
        return { ok: after, fail: after, output: EMPTY };
      }
    }
  }

  /** `while`/`until`: the condition, then the body, twice: what a second round sees after a first is what any later round sees. */
  private loop(until: boolean, condition: Script, body: Script, state: ShellState, io: IO): Outcome {
    let current = state;
    const exits: ShellState[] = [];
    for (let round = 0; round < 2; round++) {
      const tested = this.script(condition, current, io);
      exits.push(until ? tested.ok : tested.fail);
      const ran = this.script(body, until ? tested.fail : tested.ok, io);
      current = ShellState.join(ran.ok, ran.fail);
    }
    const exit = exits.reduce(ShellState.join);
    return { ok: exit, fail: exit };
  }

  private repeated(body: Script, state: ShellState, io: IO): Outcome {
    const once = this.script(body, state, io);
    const twice = this.script(body, ShellState.join(once.ok, once.fail), io);
    const after = ShellState.join(state, ShellState.join(twice.ok, twice.fail));
    return { ok: after, fail: after };
  }

  private forLoop(name: string, items: readonly Word[] | undefined, body: Script, state: ShellState, io: IO): Outcome {
    const lists = items ? this.expander.fields(items, state) : [state.positional as Field[]];
    const ends: ShellState[] = [];
    for (const list of lists) {
      let current = state;
      let last: Outcome = { ok: state, fail: state };
      for (const item of list.slice(0, MAX_LOOP_ITEMS)) {
        current.vars.set(name, [item.dynamic ? unknown(item.text) : known(item.text)]);
        last = this.script(body, current, io);
        current = ShellState.join(last.ok, last.fail);
      }
      ends.push(current);
    }
    const end = ends.reduce(ShellState.join);
    return { ok: end, fail: end };
  }

  private caseCommand(command: Extract<Compound, { kind: 'case' }>, state: ShellState, io: IO): Outcome {
    const subjects = this.expander.single(command.subject, state);
    const subject = subjects.length === 1 && subjects[0]!.known ? subjects[0]!.text : undefined;
    const outcomes: Outcome[] = [];
    let matched = false;
    for (const item of command.items) {
      const patterns = item.patterns.map((p) => this.expander.pattern(p, state));
      const matches =
        subject === undefined || patterns.some((p) => p === undefined)
          ? undefined
          : patterns.some((alternatives) => alternatives!.some((pieces) => matchesPattern(subject, pieces)));
      if (matches === false) continue;
      outcomes.push(this.script(item.body, matches === true ? state : state.copy(), io));
      if (matches === true) {
        matched = true;
        break;
      }
    }
    if (!matched) outcomes.push({ ok: state, fail: state });
    return { ok: outcomes.map((o) => o.ok).reduce(ShellState.join), fail: outcomes.map((o) => o.fail).reduce(ShellState.join) };
  }

  private simple(command: SimpleCommand, state: ShellState, io: IO): Outcome {
    if (++this.steps > MAX_STEPS) {
      this.findings.overLimit(`the command runs more than ${MAX_STEPS} commands; the rest was not read`);
      return { ok: state, fail: state };
    }
    const alias = this.alias(command, state);
    if (alias !== undefined) return this.evaluateText(alias, state, { ...io, via: [...io.via, 'alias'] }, `alias ${command.words[0]!.raw}`);
    const saved = this.io;
    this.io = io;
    try {
      const redirected = this.redirections(command.redirects, state);
      const inner: IO = redirected.stdinSet ? { ...io, stdin: redirected.stdin } : io;
      const settings = new Map<string, Values>();
      for (const assignment of command.assignments) {
        const name = assignment.name;
        if (assignment.array) {
          const items = this.expander.fields(assignment.array, state)[0] ?? [];
          state.arrays.set(name, assignment.append ? [...(state.arrays.get(name) ?? []), ...items] : items);
          settings.set(name, [known(assignment.array.map((w) => w.raw).join(' '))]);
          continue;
        }
        const values = this.expander.single(assignment.value, state, true);
        // `NAME+=value` appends to what NAME holds (an earlier `NAME=` in the same command included).
        settings.set(
          name,
          assignment.append ? appended(settings.get(name) ?? this.expander.variable(name, state), values, `$${name}${assignment.value.raw}`) : values,
        );
      }
      if (command.words.length === 0) {
        // Assignments alone set shell variables.
        for (const [name, values] of settings) state.vars.set(name, values);
        return { ok: state, fail: state, output: EMPTY };
      }
      const alternatives = this.expander.fields(command.words, state);
      const outcomes = alternatives.map((fields) => this.fields(fields, settings, alternatives.length > 1 ? state.copy() : state, inner));
      const joined: Outcome = { ok: outcomes.map((o) => o.ok).reduce(ShellState.join), fail: outcomes.map((o) => o.fail).reduce(ShellState.join) };
      const output = outcomes.some((o) => o.output === undefined) ? undefined : [...new Set(outcomes.flatMap((o) => o.output!))];
      if (redirected.stdoutToFile) {
        if (output?.length === 1 && redirected.stdoutFile) this.remember(joined, redirected.stdoutFile, output[0]!, redirected.appends);
        return { ...joined, output: EMPTY };
      }
      return output === undefined ? joined : { ...joined, output };
    } finally {
      this.io = saved;
    }
  }

  /** What a command whose words are fields does: a function, a builtin, or a program. */
  private fields(fields: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome {
    if (fields.length === 0) {
      for (const [name, values] of settings) state.vars.set(name, values);
      return { ok: state, fail: state, output: EMPTY };
    }
    const head = fields[0]!;
    if (head.dynamic) {
      this.findings.unread(`\`${head.text}\`: the command name is computed at run time`);
      return { ok: state, fail: state };
    }
    const body = head.text.includes('/') ? undefined : state.functions.get(head.text);
    if (body) return this.call(head.text, body, fields.slice(1), state, io);
    if (BUILTINS.has(head.text)) return runBuiltin(this, head.text, fields.slice(1), settings, state, io);
    return runProgram(this, commandName(head.text), head, fields.slice(1), settings, state, io);
  }

  /** A function call: its body in this shell, with the arguments as positional parameters. */
  private call(name: string, body: Command, args: readonly Field[], state: ShellState, io: IO): Outcome {
    if (io.depth >= MAX_DEPTH) {
      this.findings.overLimit(`${name}: functions nested deeper than ${MAX_DEPTH} calls are not read`);
      return { ok: state, fail: state };
    }
    const saved = { positional: state.positional };
    state.positional = args;
    const result = this.runCommand(body, state, { ...io, depth: io.depth + 1 });
    for (const after of [result.ok, result.fail]) after.positional = saved.positional;
    return result;
  }

  /** The text an alias stands for, with the rest of the command after it; undefined when the first word is no alias. */
  private alias(command: SimpleCommand, state: ShellState): string | undefined {
    if (state.aliases.size === 0 || command.words.length === 0 || command.assignments.length > 0) return undefined;
    const first = command.words[0]!;
    if (first.parts.length !== 1 || first.parts[0]!.kind !== 'text' || first.parts[0]!.quoted) return undefined;
    const value = state.aliases.get(first.parts[0]!.text);
    if (value === undefined) return undefined;
    // An alias is not expanded again inside its own value (`alias ls='ls -l'`).
    const without = state.copy();
    without.aliases.delete(first.parts[0]!.text);
    return this.alias({ ...command, words: [] }, without) ?? `${value}${command.rest}`;
  }

  // ---- redirections --------------------------------------------------------------------------------------------

  /** The files redirections write (recorded), and what standard input becomes. */
  private redirections(
    redirects: readonly Redirect[],
    state: ShellState,
  ): { stdinSet: boolean; stdin: string | undefined; stdoutToFile: boolean; stdoutFile?: string; appends: boolean } {
    let stdin: string | undefined;
    let stdoutToFile = false;
    let stdoutFile: string | undefined;
    let appends = false;
    let stdinSet = false;
    for (const redirect of redirects) {
      const op = redirect.op;
      if (op === '<<<') {
        const values = this.expander.single(redirect.target, state);
        stdin = values.length === 1 && values[0]!.known ? `${values[0]!.text}\n` : undefined;
        stdinSet = true;
      } else if (op === '<<' || op === '<<-') {
        const values = redirect.heredoc ? this.expander.single(redirect.heredoc, state) : [known('')];
        stdin = values.length === 1 && values[0]!.known ? values[0]!.text : undefined;
        stdinSet = true;
      } else if (op === '<' && (redirect.fd === undefined || redirect.fd === 0)) {
        const fields = this.expander.wordFields(redirect.target, state)[0] ?? [];
        const target = fields.length === 1 && !fields[0]!.dynamic ? this.absolute(state, fields[0]!.text) : undefined;
        stdin = fields[0]?.output ?? (target === undefined ? undefined : (state.world.files.get(target) ?? this.readFile(target)));
        stdinSet = true;
      } else if (WRITES.has(op) || (op === '>&' && !/^(\d+|-)$/.test(redirect.target.raw))) {
        for (const field of this.expander.wordFields(redirect.target, state).flat()) {
          this.findings.writes.push({ path: field.text, dynamic: field.dynamic, directory: this.directoryOf(state), form: op, removes: false });
          const toStdout = redirect.fd === undefined || redirect.fd === 1 || op.startsWith('&');
          if (toStdout) {
            stdoutToFile = true;
            stdoutFile = field.dynamic ? undefined : this.absolute(state, field.text);
            appends = op === '>>' || op === '&>>';
          }
        }
      }
    }
    return { stdinSet, stdin, stdoutToFile, ...(stdoutFile !== undefined && { stdoutFile }), appends };
  }

  /** Literal text a command wrote to a file: a later `sh file` or `source file` reads it. */
  private remember(outcome: Outcome, path: string, text: string, appends: boolean): void {
    for (const state of new Set([outcome.ok, outcome.fail])) {
      const files = new Map(state.world.files);
      files.set(path, appends ? (files.get(path) ?? this.reads.text(path) ?? '') + text : text);
      state.world = { ...state.world, files };
    }
  }

  // ---- what launchers use ---------------------------------------------------------------------------------------

  shell(text: string, state: ShellState, io: IO, launch: Launch, zero?: Arg, positional: readonly Arg[] = []): Outcome {
    if (io.depth >= MAX_DEPTH) {
      this.findings.overLimit(`${launch.via}: shells nested deeper than ${MAX_DEPTH} are not read`);
      return { ok: state, fail: state };
    }
    const child = this.childShell(state, launch, zero ?? { text: 'sh', dynamic: false }, positional);
    const result = this.evaluateText(text, child, { ...io, via: [...io.via, launch.via], depth: io.depth + 1 }, launch.via);
    return { ok: state.withWorld(result.ok.world), fail: state.withWorld(result.fail.world), ...(result.output !== undefined && { output: result.output }) };
  }

  command(fields: readonly Field[], state: ShellState, io: IO, launch: Launch): Outcome {
    if (io.depth >= MAX_DEPTH) {
      this.findings.overLimit(`${launch.via}: launchers nested deeper than ${MAX_DEPTH} are not read`);
      return { ok: state, fail: state };
    }
    // A program started by another sees no shell functions or aliases: only the environment.
    const child = this.childShell(state, launch, state.zero, state.positional);
    const inner = { ...io, via: [...io.via, launch.via], depth: io.depth + 1 };
    const head = fields[0];
    let result: Outcome;
    if (!head) result = { ok: child, fail: child, output: EMPTY };
    else if (head.dynamic) {
      this.findings.unread(`${launch.via}: \`${head.text}\`: the command name is computed at run time`);
      result = { ok: child, fail: child };
    } else result = runProgram(this, commandName(head.text), head, fields.slice(1), new Map(), child, inner);
    return { ok: state.withWorld(result.ok.world), fail: state.withWorld(result.fail.world), ...(result.output !== undefined && { output: result.output }) };
  }

  /** A new process's shell: the exported variables and the launch's settings, the same directory and world. */
  private childShell(state: ShellState, launch: Launch, zero: Arg, positional: readonly Arg[]): ShellState {
    const child = ShellState.initial(positional, zero);
    if (!launch.clearsEnvironment) {
      for (const name of state.exported) {
        const values = state.vars.get(name);
        if (values) child.vars.set(name, values);
        child.exported.add(name);
      }
    }
    for (const [name, values] of launch.settings ?? []) {
      child.vars.set(name, values);
      child.exported.add(name);
    }
    child.directory =
      launch.directory === undefined
        ? state.directory
        : launch.directory === null || state.directory === null
          ? launch.directory !== null && isAbsolute(launch.directory)
            ? launch.directory
            : null
          : resolveFrom(state.directory, launch.directory);
    child.world = state.world;
    return child;
  }

  /** Reads and runs text as a script in `state`; a syntax error is reported, not thrown. */
  evaluateText(text: string, state: ShellState, io: IO, what: string): Outcome {
    let runnable: RunnableScript;
    try {
      runnable = parseRunnableScript(text, this.budget);
    } catch (error) {
      const line = `${what}: the script could not be read (${(error as Error).message})`;
      if (error instanceof ReadLimitError) this.findings.overLimit(line);
      else this.findings.unread(line);
      return { ok: state, fail: state };
    }
    if (runnable.rest) this.findings.unread(`${what}: ${runnable.rest}`);
    return this.script(runnable.script, state, io);
  }

  absolute(state: ShellState, path?: string): string | undefined {
    const directory = this.directoryOf(state);
    if (path !== undefined && isAbsolute(path)) return resolve(path);
    if (directory === null || !isAbsolute(directory)) return undefined;
    return path === undefined ? directory : resolve(directory, path);
  }

  /** The shell's directory as findings give it: absolute from the event's cwd, relative without one, null when unknown. */
  directoryOf(state: ShellState): string | null {
    if (state.directory === null) return null;
    if (isAbsolute(state.directory)) return state.directory;
    if (this.cwd === undefined) return state.directory;
    // Joined once per directory: a cwd can be 4 KB long, and every command asks where it runs.
    let joined = this.joinedDirectories.get(state.directory);
    if (joined === undefined) {
      joined = join(this.cwd, state.directory);
      this.joinedDirectories.set(state.directory, joined);
    }
    return joined;
  }

  private readonly joinedDirectories = new Map<string, string>();

  readFile(path: string): string | undefined {
    return this.reads.text(path);
  }

  variable(name: string, state: ShellState, settings?: Settings): Values | undefined {
    const set = settings?.get(name);
    if (set) return set;
    if (state.vars.has(name)) return state.exported.has(name) || this.environment[name] !== undefined ? state.vars.get(name) : undefined;
    const value = this.environment[name];
    return value === undefined ? undefined : [known(value)];
  }

  // ---- ExpansionHost -------------------------------------------------------------------------------------------

  environmentValue(name: string): string | undefined {
    return this.environment[name];
  }

  substitute(script: Script, state: ShellState): readonly string[] | undefined {
    const io = { ...this.io, via: [...this.io.via, '$(…)'], depth: this.io.depth + 1, stdin: undefined };
    const result = this.script(script, state.copy(), io);
    state.world = joinWorlds(result.ok.world, result.fail.world);
    return result.output;
  }

  processSubstitution(script: Script, state: ShellState, direction: '<' | '>'): string | undefined {
    const io = { ...this.io, via: [...this.io.via, `${direction}(…)`], depth: this.io.depth + 1, stdin: undefined };
    const result = this.script(script, state.copy(), io);
    state.world = joinWorlds(result.ok.world, result.fail.world);
    return direction === '<' && result.output?.length === 1 ? result.output[0] : undefined;
  }

  arithmetic(substitutions: readonly Script[], state: ShellState): void {
    for (const script of substitutions) this.substitute(script, state);
  }

  home(user?: string): string | undefined {
    return this.reads.home(user);
  }

  absoluteDirectory(state: ShellState): string | undefined {
    return this.absolute(state);
  }

  glob(components: readonly (readonly PatternPiece[])[], state: ShellState): string[] | undefined {
    const base = this.absolute(state);
    return this.reads.glob(components, base);
  }
}

const EMPTY: readonly string[] = [''];

/** Outputs one after the other: every pairing of their alternatives, unknown past the bound. */
function concat(a: readonly string[] | undefined, b: readonly string[] | undefined): readonly string[] | undefined {
  if (a === undefined || b === undefined) return undefined;
  const all = [...new Set(a.flatMap((x) => b.map((y) => x + y)))];
  return all.length > MAX_ALTERNATIVES ? undefined : all;
}

function matchesPattern(text: string, pieces: readonly PatternPiece[]): boolean {
  return patternRegExp(pieces).test(text);
}

function resolveFrom(base: string, target: string): string {
  return isAbsolute(target) ? target : join(base, target);
}

export type { Values };

/** Each text of `before` followed by each of `after` (unknown when either part is, or past MAX_ALTERNATIVES). */
function appended(before: Values, after: Values, shown: string): Values {
  const texts = new Set<string>();
  for (const b of before) {
    for (const a of after) {
      if (!b.known || !a.known) return [unknown(shown)];
      texts.add(b.text + a.text);
    }
  }
  return texts.size > MAX_ALTERNATIVES ? [unknown(shown)] : [...texts].map(known);
}
