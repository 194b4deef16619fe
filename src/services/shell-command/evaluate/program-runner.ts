import type { Arg } from '../arg';
import { inlineCodeReaders } from '../interpreters/inline-code.loader';
import { readInterpreterRun } from '../interpreters/command-line/interpreter-command-line';
import type { InterpreterRun } from '../interpreters/interpreter-run';
import { readRunner } from '../runners/read-runner';
import type { RunnerReading } from '../runners/runner-reading';
import { readScript } from './script-files';
import { readLaunch } from '../launch/shell-launchers';
import { windowsShellReader } from '../windows/windows-shell.reader.loader';
import { resolve } from '../../../platform/node-builtins';
import type { Evaluator, IO, Outcome, Settings } from './evaluation';
import { whichOutput } from './command-lookup';
import { filteredText } from './filtered-text';
import { lsOutput } from './ls-output';
import { runForgeTool } from './forge-runner';
import { runGit } from './git-runner';
import { printedText } from './printed-text';
import { programWrites } from './program-writes';
import { runScriptedTool } from './scripted-tools';
import { findOutput, findSelected } from './find-output';
import { madeArchive, type MadeArchive } from './archive-creation';
import { archiveText } from './archive-text';
import { ShellState } from './shell-state';
import { known, unknown, type Values } from './shell-value';
import type { Field } from './word-expander';

const POSIX_SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'fish', 'yash', 'posh', 'rbash', 'ksh93', 'lksh']);
/** Long options of POSIX shells that take the next word as their value. */
const SHELL_LONG_WITH_VALUE = new Set(['--rcfile', '--init-file']);

/**
 * What a program does, as far as bearing knows it: a shell running a script, git, a forge's tool, an interpreter
 * running inline code, a program that runs another one (`sudo`, `xargs`, `find -exec`), a command that writes
 * files, a text filter whose output a later step reads. Any other program is run for its writes only.
 */
export function runProgram(ev: Evaluator, name: string, head: Field, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome {
  ev.findings.commands.push({ program: name, args, directory: directoryOf(ev, state), via: io.via });
  if (POSIX_SHELLS.has(name)) return runShell(ev, name, args, settings, state, io);
  if (name === 'pwsh' || name === 'powershell' || name === 'cmd') return runWindowsShell(ev, name, args, state, io);
  if (name === 'git') return runGit(ev, ev.git, args, settings, state, io);
  const forge = runForgeTool(ev, name, args, settings, state, io);
  if (forge) return forge;
  const scripted = runScriptedTool(ev, name, args, settings, state, io);
  if (scripted) return scripted;
  const interpreter = readInterpreterRun(name, args);
  if (interpreter) return runInterpreter(ev, interpreter, settings, state, io);
  const runner = readRunner(name, args);
  if (runner) {
    if (name === 'find') ev.findings.writes.push(...programWrites(ev, name, args, state, io.stdin));
    const ran = runRunner(ev, name === 'find' ? withFoundFiles(runner, findSelected(args, ev.absolute(state))) : runner, settings, state, io);
    // find prints what it finds when it is given no other action (`find . -name '*.json' | xargs …`).
    const found = name === 'find' && runner.length === 0 ? findOutput(args, ev.absolute(state)) : undefined;
    return found === undefined ? ran : { ...ran, output: [found] };
  }
  ev.findings.writes.push(...programWrites(ev, name, args, state, io.stdin));
  const made = madeArchive(name, args, (path) => ev.absolute(state, path));
  if (made) return archiveMade(ev, name, made, state);
  if (name === 'echo' || name === 'printf') {
    const text = printedText(name, args, io.stdin);
    return { ok: state, fail: state, ...(text !== undefined && { output: [text] }) };
  }
  if (name === 'which' || name === 'ls') {
    const text =
      name === 'ls'
        ? lsOutput(ev, args, state)
        : args.some((a) => a.dynamic || a.text.startsWith('-'))
          ? undefined
          : whichOutput(
              ev,
              args.map((a) => a.text),
              state,
            );
    return { ok: state, fail: state, ...(text !== undefined && { output: [text] }) };
  }
  const filtered = filteredText(name, args, io.stdin, (path) => readScript(ev, state, path, io.stdin));
  if (filtered !== undefined) return { ok: state, fail: state, output: [filtered] };
  if (head.text.includes('/')) return runScriptFile(ev, head, args, settings, state, io);
  return { ok: state, fail: state };
}

/** An archive made (archive-creation.ts): on standard output, or in a file a later step of the line may extract. */
function archiveMade(ev: Evaluator, name: string, made: MadeArchive, state: ShellState): Outcome {
  const text = archiveText(made.entries);
  if (made.to === '-') return { ok: state, fail: state, output: [text] };
  ev.findings.writes.push({ path: made.to, dynamic: false, directory: directoryOf(ev, state), form: name === 'zip' ? 'zip' : 'tar -c', removes: false });
  const file = ev.absolute(state, made.to);
  if (file === undefined) return { ok: state, fail: state };
  return { ok: state.withWorld({ ...state.world, files: new Map(state.world.files).set(file, text) }), fail: state };
}

function directoryOf(ev: Evaluator, state: ShellState): string | null {
  return ev.absolute(state) ?? (state.directory === null ? null : state.directory);
}

/**
 * `bash -c 'script' [$0 [args…]]`, `bash -s [args]` or `bash` reading standard input, `bash file [args]`: the script
 * run in a new shell. Options before are stepped over (`-e`, `-o pipefail`, `--norc`, `-lc`).
 */
function runShell(ev: Evaluator, name: string, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome {
  let command = false;
  let fromStdin = false;
  let at = 0;
  for (; at < args.length; at++) {
    const arg = args[at]!;
    if (arg.dynamic && arg.text.startsWith('-')) {
      ev.findings.unread(`${name}: options computed at run time: \`${arg.text}\``);
      return { ok: state, fail: state };
    }
    const text = arg.text;
    if (text === '--' || text === '-') {
      at++;
      if (text === '-') fromStdin = !command;
      break;
    }
    if (text.startsWith('--')) {
      if (SHELL_LONG_WITH_VALUE.has(text)) at++;
      continue;
    }
    if (/^[-+][a-zA-Z]+$/.test(text)) {
      const letters = text.slice(1);
      if (letters.includes('c')) command = true;
      if (letters.includes('s')) fromStdin = true;
      if (/[oO]/.test(letters)) at++;
      continue;
    }
    break;
  }
  const operands = args.slice(at);
  const launch = { via: `${name} -c`, settings };
  if (command) {
    const script = operands[0];
    if (!script) return { ok: state, fail: state };
    if (script.dynamic) {
      ev.findings.unread(`${name} -c runs text computed at run time: \`${script.text}\``);
      return { ok: state, fail: state };
    }
    return ev.shell(script.text, state, io, launch, operands[1] ?? { text: name, dynamic: false }, operands.slice(2));
  }
  if (fromStdin || operands.length === 0) {
    if (io.stdin === undefined) {
      ev.findings.unread(`${name} reads its commands from standard input`);
      return { ok: state, fail: state };
    }
    return ev.shell(io.stdin, state, { ...io, stdin: undefined }, { via: `${name} (standard input)`, settings }, { text: name, dynamic: false }, operands);
  }
  const file = operands[0]!;
  const text = file.output ?? (file.dynamic ? undefined : readScript(ev, state, file.text, io.stdin));
  if (text === undefined) {
    ev.findings.unread(`${name} runs the script file ${file.text}, which cannot be read`);
    return { ok: state, fail: state };
  }
  return ev.shell(text, state, io, { via: `${name} ${file.text}`, settings }, file, operands.slice(1));
}

/**
 * `pwsh -Command …`, `powershell …`, `cmd /c …` started from a POSIX line: the script read by the PowerShell and cmd
 * reader, in the directory the shell is in, its findings taken in as they are.
 */
function runWindowsShell(ev: Evaluator, name: string, args: readonly Field[], state: ShellState, io: IO): Outcome {
  const launch = readLaunch(name, args);
  if (!launch || 'unread' in launch) {
    if (launch) ev.findings.unread(launch.unread);
    return { ok: state, fail: state };
  }
  if (!('script' in launch)) return { ok: state, fail: state };
  const base = ev.absolute(state);
  const directory =
    launch.directory === undefined ? base : launch.directory === null ? undefined : base === undefined ? undefined : resolve(base, launch.directory);
  const found = windowsShellReader().readWindowsShell(launch.script, launch.dialect, directory, ev.services);
  const via = [...io.via, launch.via];
  ev.findings.commands.push(...found.commands.map((c) => ({ ...c, via: [...via, ...c.via] })));
  ev.findings.invocations.push(...found.invocations.map((i) => ({ ...i, via: [...via, ...i.via] })));
  ev.findings.refChanges.push(...found.refChanges);
  ev.findings.writes.push(...found.writes);
  for (const line of found.unread) ev.findings.unread(`${launch.via}: ${line}`);
  return { ok: state, fail: state };
}

/** A program named by its path (`./deploy.sh`): a shell script (a `#!` line naming a shell, or none) is read as one. */
function runScriptFile(ev: Evaluator, head: Field, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome {
  const text = readScript(ev, state, head.text);
  if (text === undefined) return { ok: state, fail: state };
  const shebang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(text);
  const interpreter = shebang ? (shebang[1]!.endsWith('/env') ? shebang[2] : shebang[1]!.split('/').pop()) : 'sh';
  if (interpreter && POSIX_SHELLS.has(interpreter)) return ev.shell(text, state, io, { via: head.text, settings }, head, args);
  ev.findings.unread(`${head.text} runs a ${interpreter ?? 'program'} script, which is not read`);
  return { ok: state, fail: state };
}

/** An interpreter's code (inline, from standard input, from a file): the commands it runs and the files it writes. */
function runInterpreter(ev: Evaluator, run: InterpreterRun, settings: Settings, state: ShellState, io: IO): Outcome {
  const directory = directoryOf(ev, state);
  for (const path of run.inPlace)
    ev.findings.writes.push({ path: path.text, dynamic: path.dynamic, directory, form: `${run.via.split(' ')[0]} -i`, removes: false });
  const code =
    'inline' in run.code
      ? run.code.inline
      : 'stdin' in run.code
        ? io.stdin === undefined
          ? undefined
          : { text: io.stdin, dynamic: false }
        : 'file' in run.code
          ? scriptArg(ev, state, run.code.file)
          : undefined;
  const readers = inlineCodeReaders();
  const module = readers.readInterpreterModule(run);
  if (!module && (!code || code.dynamic)) {
    ev.findings.unread(`${run.via} runs code the text does not show`);
    return { ok: state, fail: state };
  }
  // What the program reads from its environment (HOME for `os.path.expanduser('~/…')`), as a program started here sees it.
  const environment = (name: string): string | undefined => {
    const values = ev.variable(name, state, settings);
    return values?.length === 1 && values[0]!.known ? values[0]!.text : undefined;
  };
  const reading = module ?? readers.readInlineCode(run.language, code!.text, environment);
  for (const write of reading.writes)
    ev.findings.writes.push({ path: write.path.text, dynamic: write.path.dynamic, directory, form: write.form, removes: write.removes });
  for (const line of reading.unread) ev.findings.unread(`${run.via}: ${line}`);
  let current = state;
  for (const script of reading.scripts) {
    if (script.dynamic) {
      ev.findings.unread(`${run.via} runs a command computed at run time: \`${script.text}\``);
      continue;
    }
    const result = ev.shell(script.text, current, io, { via: run.via, settings });
    current = ShellState.join(result.ok, result.fail);
  }
  for (const argv of reading.argvs) {
    const result = ev.command(argv, current, io, { via: run.via, settings });
    current = ShellState.join(result.ok, result.fail);
  }
  return { ok: current, fail: current };
}

function scriptArg(ev: Evaluator, state: ShellState, file: Arg): Arg | undefined {
  if (file.dynamic) return undefined;
  const text = readScript(ev, state, file.text);
  return text === undefined ? undefined : { text, dynamic: false };
}

/** What a program that runs programs runs: a command, a shell script, a command built from standard input's items. */
function runRunner(ev: Evaluator, readings: readonly RunnerReading[], settings: Settings, state: ShellState, io: IO): Outcome {
  let current = state;
  let output: readonly string[] | undefined;
  for (const reading of readings) {
    if (reading.kind === 'unread') {
      ev.findings.unread(reading.why);
      continue;
    }
    const launch = {
      via: reading.via,
      settings: withSettings(settings, 'env' in reading ? reading.env : undefined),
      ...(reading.chdir !== undefined && { directory: reading.chdir }),
      ...('clearsEnv' in reading && reading.clearsEnv && { clearsEnvironment: true }),
    };
    let result: Outcome;
    if (reading.kind === 'command') result = ev.command(reading.words, current, io, launch);
    else if (reading.kind === 'script') {
      if (reading.script.dynamic) {
        ev.findings.unread(`${reading.via} runs a command computed at run time: \`${reading.script.text}\``);
        continue;
      }
      result = ev.shell(reading.script.text, current, io, launch, reading.args?.[0], reading.args?.slice(1));
    } else result = runItems(ev, reading, current, io, launch);
    output = result.output;
    current = ShellState.join(result.ok, result.fail);
  }
  return { ok: current, fail: current, ...(readings.length === 1 && output !== undefined && { output }) };
}

/**
 * xargs and its kin: the command with the items of standard input, as the program would put them (appended, or in
 * place of `-I`'s string). Items the text does not show stand as one computed word: the command and its known
 * arguments are judged all the same (`… | xargs git checkout -b main`).
 */
function runItems(
  ev: Evaluator,
  reading: Extract<RunnerReading, { kind: 'stdin-items' }>,
  state: ShellState,
  io: IO,
  launch: { via: string; settings?: Settings; directory?: string | null },
): Outcome {
  const stdin = io.stdin;
  // Items are lines with a replace string, else blank-separated words; `-0` input separates them with NUL either way.
  const items: Arg[] =
    stdin === undefined
      ? [{ text: `<items of ${reading.via}'s input>`, dynamic: true }]
      : (reading.replace !== undefined ? stdin.split(/[\n\0]/).filter(Boolean) : stdin.split(/[\s\0]+/).filter(Boolean)).map((text) => ({
          text,
          dynamic: false,
        }));
  const runs: Arg[][] = [];
  if (reading.replace !== undefined) {
    const token = reading.replace;
    for (const item of items.length > 0 ? items : []) {
      runs.push(reading.words.map((w) => (w.text.includes(token) ? { text: w.text.split(token).join(item.text), dynamic: w.dynamic || item.dynamic } : w)));
    }
  } else runs.push([...reading.words, ...items]);
  let current = state;
  for (const words of runs.slice(0, 64)) {
    // A template the program hands to a shell: an item it reads at run time stands there as a variable no one sets.
    const result = reading.shell
      ? ev.shell(words.map((w) => (w.dynamic ? '"$BEARING_INPUT_ITEM"' : w.text)).join(' '), current, { ...io, stdin: undefined }, launch)
      : ev.command(words, current, { ...io, stdin: undefined }, launch);
    current = ShellState.join(result.ok, result.fail);
  }
  return { ok: current, fail: current };
}

/** A launch's `NAME=value` words over the settings already made. */
function withSettings(settings: Settings, words: readonly Arg[] | undefined): Settings {
  if (!words || words.length === 0) return settings;
  const merged = new Map<string, Values>(settings);
  for (const word of words) {
    const equals = word.text.indexOf('=');
    if (equals <= 0) continue;
    merged.set(word.text.slice(0, equals), [word.dynamic ? unknown(word.text) : known(word.text.slice(equals + 1))]);
  }
  return merged;
}

/** Files found at most for which find's `-exec` command is read one by one; past that, `{}` stays computed. */
const MAX_FOUND_COMMANDS = 64;

/**
 * find's `-exec`/`-ok` commands with `{}` filled in from the files its tests select (`-exec sed -i … {} \;` once per
 * file, `-exec rm {} +` once with them all), where the disk tells which; `-execdir` keeps `{}` computed.
 */
function withFoundFiles(readings: readonly RunnerReading[], found: readonly string[] | undefined): readonly RunnerReading[] {
  if (found === undefined || found.length > MAX_FOUND_COMMANDS) return readings;
  return readings.flatMap((reading): RunnerReading[] => {
    if (reading.kind !== 'command' || !/^find -(exec|ok)$/.test(reading.via)) return [reading];
    const together = reading.words[reading.words.length - 1]?.text === '{}' && reading.words.filter((w) => w.text.includes('{}')).length === 1;
    const fill = (word: Arg, path: string): Arg =>
      word.dynamic && word.text.includes('{}') ? { text: word.text.split('{}').join(path), dynamic: false } : word;
    if (together && reading.via === 'find -exec')
      return [{ ...reading, words: [...reading.words.slice(0, -1), ...found.map((path) => ({ text: path, dynamic: false }))] }];
    return found.map((path) => ({ ...reading, words: reading.words.map((w) => fill(w, path)) }));
  });
}
