import { isAbsolute, join } from '../../../platform/node-builtins';
import { commandName } from '../launch/command-name';
import type { Evaluator, IO, Outcome, Settings } from './evaluation';
import { programPath } from './command-lookup';
import { printedText } from './printed-text';
import { runProgram } from './program-runner';
import { readScript } from './script-files';
import type { ShellState } from './shell-state';
import { known, unknown, type Values } from './shell-value';
import { testResult } from './test-expression';
import type { Field } from './word-expander';

/** The shell's own commands the evaluator knows: what they do to the shell, or to what runs next. */
export const BUILTINS: ReadonlySet<string> = new Set([
  'cd',
  'pushd',
  'popd',
  'export',
  'declare',
  'typeset',
  'local',
  'readonly',
  'unset',
  'set',
  'shift',
  'alias',
  'unalias',
  'shopt',
  'eval',
  'source',
  '.',
  'exec',
  'command',
  'builtin',
  'true',
  'false',
  ':',
  'echo',
  'printf',
  'read',
  'mapfile',
  'readarray',
  'trap',
  'test',
  '[',
  'wait',
  'return',
  'exit',
  'break',
  'continue',
  'let',
  'getopts',
  'type',
  'hash',
  'umask',
  'ulimit',
  'jobs',
  'kill',
  'disown',
  'times',
  'help',
  'dirs',
  'caller',
  'enable',
  'history',
  'bind',
  'complete',
  'compgen',
  'compopt',
]);

/** Commands that run text as shell code: `eval` and `source` of what the text does not show are reported. */
export interface BuiltinEvaluator extends Evaluator {
  evaluateText(text: string, state: ShellState, io: IO, what: string): Outcome;
}

const neutral = (state: ShellState, output?: string): Outcome => ({ ok: state, fail: state, ...(output !== undefined && { output: [output] }) });

export function runBuiltin(ev: BuiltinEvaluator, name: string, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome {
  switch (name) {
    case 'cd':
      changeDirectory(state, directoryOperand(args, state, ev));
      return neutral(state, '');
    case 'pushd':
      state.stack.push(state.directory);
      changeDirectory(state, directoryOperand(args, state, ev));
      return neutral(state);
    case 'popd':
      state.directory = state.stack.length > 0 ? state.stack.pop()! : null;
      return neutral(state);
    case 'export':
    case 'declare':
    case 'typeset':
    case 'local':
    case 'readonly':
      declare(name, args, state);
      return neutral(state, '');
    case 'unset':
      for (const arg of args) {
        if (arg.text.startsWith('-')) continue;
        state.vars.set(arg.text, [known('')]);
        state.functions.delete(arg.text);
      }
      return neutral(state, '');
    case 'set':
      setParameters(args, state);
      return neutral(state, '');
    case 'shift': {
      const count = args[0] && /^\d+$/.test(args[0].text) ? Number(args[0].text) : 1;
      state.positional = state.positional.slice(count);
      return neutral(state, '');
    }
    case 'alias':
      for (const arg of args) {
        const equals = arg.text.indexOf('=');
        if (equals > 0 && !arg.dynamic) state.aliases.set(arg.text.slice(0, equals), arg.text.slice(equals + 1));
      }
      return neutral(state, '');
    case 'unalias':
      for (const arg of args) arg.text === '-a' ? state.aliases.clear() : state.aliases.delete(arg.text);
      return neutral(state, '');
    case 'shopt':
      if (args.some((a) => a.text === '-s') && args.some((a) => a.text === 'expand_aliases')) state.expandAliases = true;
      return neutral(state, '');
    case 'eval': {
      const words = args;
      if (words.length === 0) return neutral(state, '');
      if (words.some((w) => w.dynamic)) {
        ev.findings.unread(`eval runs text built at run time: \`eval ${words.map((w) => w.text).join(' ')}\``);
        return neutral(state);
      }
      return ev.evaluateText(words.map((w) => w.text).join(' '), state, { ...io, via: [...io.via, 'eval'] }, 'eval');
    }
    case 'source':
    case '.':
      return source(ev, name, args, state, io);
    case 'exec':
    case 'command':
    case 'builtin':
      return runNamed(ev, name, args, settings, state, io);
    case 'trap': {
      // The handler runs later (at exit, on a signal): what it would do counts all the same.
      const handler = args[0];
      if (handler && !handler.dynamic && handler.text !== '-' && args.length > 1)
        return ev.evaluateText(handler.text, state, { ...io, via: [...io.via, 'trap'] }, 'trap');
      return neutral(state, '');
    }
    case 'read':
    case 'mapfile':
    case 'readarray':
      read(name, args, state, io);
      return neutral(state, '');
    case 'echo':
    case 'printf': {
      const vIndex = name === 'printf' ? args.findIndex((a) => a.text === '-v') : -1;
      if (vIndex >= 0) {
        const target = args[vIndex + 1];
        const rest = [...args.slice(0, vIndex), ...args.slice(vIndex + 2)];
        const text = printedText(name, rest, io.stdin);
        if (target && !target.dynamic) state.vars.set(target.text, [text === undefined ? unknown(`$(printf …)`) : known(text)]);
        return neutral(state, '');
      }
      return neutral(state, printedText(name, args, io.stdin));
    }
    case 'true':
    case ':':
      return { ok: state, fail: state.impossible(), output: [''] };
    case 'false':
      return { ok: state.impossible(), fail: state, output: [''] };
    case 'exit':
      // What follows in this shell never runs (`cmd || exit 1; git push` pushes only when cmd succeeded).
      return { ok: state.impossible(), fail: state.impossible(), output: [''] };
    case 'test':
    case '[': {
      const words = name === '[' ? (args[args.length - 1]?.text === ']' ? args.slice(0, -1) : undefined) : args;
      const result = words === undefined || words.some((w) => w.dynamic) ? undefined : testResult(words.map((w) => w.text));
      if (result === true) return { ok: state, fail: state.impossible(), output: [''] };
      if (result === false) return { ok: state.impossible(), fail: state, output: [''] };
      return neutral(state, '');
    }
    case 'return':
    case 'break':
    case 'continue':
    case 'let':
    case 'wait':
      return neutral(state, '');
    default:
      return neutral(state);
  }
}

/** `cd`'s operand: its directory, HOME without one, the previous one for `-`; null when the text does not tell. */
function directoryOperand(args: readonly Field[], state: ShellState, ev: Evaluator): string | null {
  const operand = args.find((a, i) => !/^-[LPe@]+$/.test(a.text) && !(a.text === '--' && i === 0));
  if (!operand) return ev.environment['HOME'] ?? null;
  if (operand.dynamic) return null;
  if (operand.text === '-') return state.previousDirectory;
  return operand.text;
}

function changeDirectory(state: ShellState, target: string | null): void {
  state.previousDirectory = state.directory;
  if (target === null) state.directory = null;
  else if (isAbsolute(target)) state.directory = target;
  else state.directory = state.directory === null ? null : join(state.directory, target);
}

/** `export NAME=value`, `declare -x NAME=value`, `local NAME`: set and, for `export` and `-x`, export. */
function declare(name: string, args: readonly Field[], state: ShellState): void {
  let exporting = name === 'export';
  for (const arg of args) {
    if (/^[-+][a-zA-Z]+$/.test(arg.text)) {
      if (arg.text.startsWith('-') && arg.text.includes('x')) exporting = true;
      continue;
    }
    const equals = arg.text.indexOf('=');
    const variable = equals > 0 ? arg.text.slice(0, equals).replace(/\+$/, '') : arg.text;
    if (!/^[A-Za-z_]\w*$/.test(variable)) continue;
    if (equals > 0) state.vars.set(variable, [arg.dynamic ? unknown(arg.text.slice(equals + 1)) : known(arg.text.slice(equals + 1))]);
    if (exporting) state.exported.add(variable);
  }
}

/** `set -- a b`, `set a b`: the positional parameters; options (`-e`, `-o pipefail`) change nothing read here. */
function setParameters(args: readonly Field[], state: ShellState): void {
  const dashDash = args.findIndex((a) => a.text === '--');
  if (dashDash >= 0) {
    state.positional = args.slice(dashDash + 1);
    return;
  }
  let at = 0;
  while (at < args.length && /^[-+]/.test(args[at]!.text)) at += args[at]!.text === '-o' || args[at]!.text === '+o' ? 2 : 1;
  if (at < args.length) state.positional = args.slice(at);
}

/** `source file args` / `. file`: the file's text run in this shell (what this command wrote there, or the file on disk). */
function source(ev: BuiltinEvaluator, name: string, args: readonly Field[], state: ShellState, io: IO): Outcome {
  const file = args[0];
  if (!file) return neutral(state, '');
  const text = file.output ?? (file.dynamic ? undefined : readScript(ev, state, file.text, io.stdin));
  if (text === undefined) {
    ev.findings.unread(`${name} runs a script it cannot read: \`${name} ${file.text}\``);
    return neutral(state);
  }
  const saved = state.positional;
  if (args.length > 1) state.positional = args.slice(1);
  const result = ev.evaluateText(text, state, { ...io, via: [...io.via, `${name} ${file.text}`], depth: io.depth + 1 }, `${name} ${file.text}`);
  if (args.length > 1) for (const after of [result.ok, result.fail]) after.positional = saved;
  return result;
}

/** `exec cmd`, `command cmd`, `builtin cmd`: the command after the options, in this shell (`command -v` only looks it up). */
function runNamed(ev: BuiltinEvaluator, name: string, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome {
  let at = 0;
  for (; at < args.length && args[at]!.text.startsWith('-') && args[at]!.text !== '-'; at++) {
    const option = args[at]!.text;
    if (option === '--') {
      at++;
      break;
    }
    if (name === 'command' && /[vV]/.test(option)) return neutral(state, option.includes('v') ? describedCommand(ev, args.slice(at + 1), state) : undefined);
    if (name === 'exec' && option === '-a') at++;
  }
  const head = args[at];
  if (!head) return neutral(state, '');
  if (head.dynamic) {
    ev.findings.unread(`\`${head.text}\`: the command name is computed at run time`);
    return neutral(state);
  }
  if (BUILTINS.has(head.text) && name !== 'exec') return runBuiltin(ev, head.text, args.slice(at + 1), settings, state, io);
  return runProgram(ev, commandName(head.text), head, args.slice(at + 1), settings, state, io);
}

/** What `command -v name` prints: a builtin's, function's or alias's name (an alias as its definition), else its path. */
function describedCommand(ev: BuiltinEvaluator, args: readonly Field[], state: ShellState): string | undefined {
  const operands = args[0]?.text === '--' ? args.slice(1) : args;
  if (operands.length !== 1 || operands[0]!.dynamic) return undefined;
  const name = operands[0]!.text;
  const alias = state.aliases.get(name);
  if (alias !== undefined) return `alias ${name}='${alias}'\n`;
  if (BUILTINS.has(name) || state.functions.has(name)) return `${name}\n`;
  const path = programPath(ev, name, state);
  return path === undefined ? undefined : `${path}\n`;
}

/** `read a b <<< 'x y'`: the variables get the words of the first line when standard input is known. */
function read(name: string, args: readonly Field[], state: ShellState, io: IO): void {
  const names: string[] = [];
  let arrayName: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === '-a') arrayName = args[++i]?.text;
    else if (/^-[dpntuNi]$/.test(text)) i++;
    else if (!text.startsWith('-')) names.push(text);
  }
  const input = io.stdin;
  if (name !== 'read') {
    const target = names[0] ?? 'MAPFILE';
    state.arrays.set(
      target,
      input === undefined
        ? [{ text: `$${target}`, dynamic: true }]
        : input
            .split('\n')
            .filter((l, i, all) => l !== '' || i < all.length - 1)
            .map((text) => ({ text, dynamic: false })),
    );
    return;
  }
  const line = input?.split('\n')[0];
  const words = line === undefined ? undefined : line.trim().split(/[ \t]+/);
  if (arrayName) state.arrays.set(arrayName, words ? words.map((text) => ({ text, dynamic: false })) : [{ text: `$${arrayName}`, dynamic: true }]);
  const targets = names.length > 0 ? names : arrayName ? [] : ['REPLY'];
  targets.forEach((variable, i) => {
    const value: Values = words === undefined ? [unknown(`$${variable}`)] : [known(i === targets.length - 1 ? words.slice(i).join(' ') : (words[i] ?? ''))];
    state.vars.set(variable, value);
  });
}
