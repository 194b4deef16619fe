import type { Arg } from '../arg';
import type { Evaluator, IO, Outcome, Settings } from './evaluation';
import { readScript } from './script-files';
import { ShellState } from './shell-state';
import type { Field } from './word-expander';

/** Editors agents drive with scripts (`vim -Es -c …`, `ed -s file <<EOF`): they write the files they are given. */
const EDITORS = new Set(['vim', 'vi', 'nvim', 'ex', 'view', 'vimdiff', 'ed', 'red', 'emacs', 'nano', 'pico', 'micro', 'kak', 'joe', 'mcedit']);
/** Editor options whose value is the next word (a command, a file of commands, a terminal name). */
const EDITOR_VALUES = new Set(['-c', '--cmd', '-S', '-s', '-u', '-U', '-i', '-T', '-w', '-W', '-t', '-q', '--eval', '--load', '-l', '-f', '--funcall', '-p']);
const MAKE_VALUES = new Set([
  '-f',
  '--file',
  '--makefile',
  '-C',
  '--directory',
  '-I',
  '--include-dir',
  '-o',
  '--old-file',
  '-W',
  '--what-if',
  '-j',
  '--jobs',
  '-l',
  '--load-average',
]);
/** Recipes read for one make run at most (targets and their prerequisites). */
const MAX_RECIPES = 200;

/**
 * Programs that run what a script of their own says: an editor's commands (`vim -c ':!git push …'`, `system(…)`, and
 * the files it writes), make's recipes (`make -f - <<EOF`), expect's `spawn` and `exec`. Undefined for any other.
 */
export function runScriptedTool(ev: Evaluator, name: string, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome | undefined {
  if (EDITORS.has(name)) return editor(ev, name, args, settings, state, io);
  if (name === 'make' || name === 'gmake') return make(ev, name, args, settings, state, io);
  if (name === 'expect') return expect(ev, args, settings, state, io);
  return undefined;
}

function editor(ev: Evaluator, name: string, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome {
  const directory = ev.absolute(state) ?? state.directory;
  const commands: Arg[] = [];
  const lineEditor = name === 'ed' || name === 'red';
  // vim's `-s` is silent mode in Ex mode (`ex -s`, `vim -Es`), else it names a script to read.
  const exMode = name === 'ex' || args.some((a) => /^-[a-zA-Z]*[eE]/.test(a.text) && !a.text.startsWith('--'));
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    if (text.startsWith('+')) commands.push({ ...arg, text: text.slice(1) });
    else if (lineEditor && text.startsWith('-')) {
      if (text === '-p') i++;
    } else if (!lineEditor && /^-[a-zA-Z]{2,}$/.test(text)) {
      // Letters together (`ex -sc 'cmd'`): each letter its option, one that takes a value takes the next word.
      for (const letter of text.slice(1)) {
        if (letter === 's' && exMode) continue;
        if (!EDITOR_VALUES.has(`-${letter}`)) continue;
        const value = args[++i];
        if (value && letter === 'c') commands.push(value);
      }
    } else if (EDITOR_VALUES.has(text) && !(text === '-s' && exMode)) {
      const value = args[++i];
      if (value && (text === '-c' || text === '--cmd' || text === '--eval')) commands.push(value);
    } else if (!text.startsWith('-')) ev.findings.writes.push({ path: text, dynamic: arg.dynamic, directory, form: name, removes: false });
  }
  // ed and ex read their commands from standard input: `!cmd` lines run a shell.
  const scripts = [...commands.map((c) => (c.dynamic ? undefined : c.text)), ...(name === 'ed' || name === 'red' || name === 'ex' ? [io.stdin] : [])];
  let current = state;
  for (const script of scripts) {
    if (script === undefined) continue;
    for (const command of shellCommandsOf(script)) current = join(ev.shell(command, current, io, { via: name, settings }));
  }
  return { ok: current, fail: current };
}

/** The shell commands in editor commands: `:!cmd` / `!cmd` lines, and the literal of `system("…")` / `system('…')`. */
function shellCommandsOf(script: string): string[] {
  const commands: string[] = [];
  for (const line of script.split(/\n|\s\|\s/)) {
    const bang = /^\s*:?\s*(?:\d*,?\d*)?!(.+)$/.exec(line);
    if (bang) commands.push(bang[1]!);
  }
  for (const match of script.matchAll(/\bsystem(?:list)?\s*\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^']|'')*)')/g))
    commands.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!.replace(/''/g, "'"));
  return commands;
}

/** make's recipes for the targets named (the first target when none is), their prerequisites' too: each line a shell command. */
function make(ev: Evaluator, name: string, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome {
  let file: Field | undefined;
  let directory: string | undefined;
  const targets: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (MAKE_VALUES.has(text)) {
      const value = args[++i];
      if (text === '-f' || text === '--file' || text === '--makefile') file = value;
      if (text === '-C' || text === '--directory') directory = value?.text;
    } else if (text.startsWith('--file=') || text.startsWith('--makefile=')) file = { text: text.slice(text.indexOf('=') + 1), dynamic: args[i]!.dynamic };
    else if (/^-[fC]./.test(text)) {
      if (text[1] === 'f') file = { text: text.slice(2), dynamic: args[i]!.dynamic };
      else directory = text.slice(2);
    } else if (!text.startsWith('-') && !text.includes('=')) targets.push(text);
  }
  const inside =
    directory === undefined
      ? state
      : (() => {
          const moved = state.copy();
          moved.directory = moved.directory === null ? null : `${moved.directory}/${directory}`;
          return moved;
        })();
  const text = file?.dynamic
    ? undefined
    : file?.text === '-'
      ? io.stdin
      : file
        ? readScript(ev, inside, file.text)
        : ['GNUmakefile', 'makefile', 'Makefile'].map((f) => readScript(ev, inside, f)).find((t) => t !== undefined);
  if (text === undefined) {
    if (file) ev.findings.unread(`${name} runs the recipes of ${file.text}, which cannot be read`);
    return { ok: state, fail: state };
  }
  const rules = parseMakefile(text);
  const wanted = targets.length > 0 ? targets : rules.first ? [rules.first] : [];
  const seen = new Set<string>();
  const recipes: string[] = [];
  const visit = (target: string) => {
    if (seen.has(target) || recipes.length > MAX_RECIPES) return;
    seen.add(target);
    const rule = rules.byTarget.get(target) ?? rules.patternRule(target);
    if (!rule) return;
    for (const prerequisite of rule.prerequisites) visit(prerequisite);
    recipes.push(...rule.recipe);
  };
  for (const target of wanted) visit(target);
  let current = inside;
  for (const line of recipes)
    current = join(ev.shell(line.replace(/^[@+-]+/, '').replace(/\$\$/g, '$'), current, { ...io, stdin: undefined }, { via: `${name} recipe`, settings }));
  return { ok: state.withWorld(current.world), fail: state.withWorld(current.world) };
}

interface MakeRule {
  readonly prerequisites: readonly string[];
  readonly recipe: readonly string[];
}

/** A makefile's explicit rules (`target: prerequisites` and their tab-indented recipe lines, `\` continuations joined). */
function parseMakefile(text: string): { byTarget: Map<string, MakeRule>; first?: string; patternRule(target: string): MakeRule | undefined } {
  const byTarget = new Map<string, MakeRule>();
  const patterns: [RegExp, MakeRule][] = [];
  let first: string | undefined;
  let current: { targets: string[]; prerequisites: string[]; recipe: string[] } | undefined;
  const close = () => {
    if (!current) return;
    for (const target of current.targets) {
      const rule = { prerequisites: current.prerequisites, recipe: current.recipe };
      if (target.includes('%'))
        patterns.push([
          new RegExp(
            `^${target
              .split('%')
              .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('(.+)')}$`,
          ),
          rule,
        ]);
      else byTarget.set(target, rule);
    }
    current = undefined;
  };
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  for (const line of lines) {
    if (line.startsWith('\t')) {
      current?.recipe.push(line.slice(1));
      continue;
    }
    const rule = /^([^:=#\s][^:=#]*?)\s*::?(?!=)\s*([^;#]*)(?:;(.*))?$/.exec(line);
    if (rule) {
      close();
      const targets = rule[1]!.trim().split(/\s+/);
      current = { targets, prerequisites: rule[2]!.trim().split(/\s+/).filter(Boolean), recipe: rule[3] ? [rule[3].trim()] : [] };
      if (!first && !targets[0]!.startsWith('.') && !targets[0]!.includes('%')) first = targets[0];
    } else if (line.trim() !== '' && !line.trim().startsWith('#')) close();
  }
  close();
  return {
    byTarget,
    ...(first !== undefined && { first }),
    patternRule: (target) => patterns.find(([pattern]) => pattern.test(target))?.[1],
  };
}

/** `expect -c script`, `expect [-f] file`: its `spawn` and `exec` commands, run as the programs they name. */
function expect(ev: Evaluator, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome {
  const at = args.findIndex((a) => a.text === '-c');
  const fileAt = args.findIndex((a) => a.text === '-f');
  const operand = args.find((a, i) => !a.text.startsWith('-') && args[i - 1]?.text !== '-c' && args[i - 1]?.text !== '-f');
  const source = at >= 0 ? args[at + 1] : fileAt >= 0 ? args[fileAt + 1] : operand;
  const script = !source || source.dynamic ? undefined : at >= 0 ? source.text : readScript(ev, state, source.text);
  if (script === undefined) {
    ev.findings.unread('expect runs a script that cannot be read');
    return { ok: state, fail: state };
  }
  let current = state;
  for (const statement of script.split(/[\n;]/)) {
    const match = /^\s*(?:spawn|exec)\s+(.+)$/.exec(statement);
    if (!match) continue;
    const words = [...match[1]!.matchAll(/"((?:[^"\\]|\\.)*)"|\{([^}]*)\}|(\S+)/g)]
      .map((m) => m[1] ?? m[2] ?? m[3]!)
      .filter((w) => !w.startsWith('-') || w === '--');
    const fields = words.map((text) => ({ text, dynamic: /[$[]/.test(text) }));
    current = join(ev.command(fields, current, io, { via: 'expect spawn', settings }));
  }
  return { ok: current, fail: current };
}

function join(outcome: Outcome): ShellState {
  return ShellState.join(outcome.ok, outcome.fail);
}
