import type { Arg } from '../../arg';
import { argumentAt, keywordArgument, positionals, type Call, type CallArgument } from '../scan/call';
import type { CodeReader, LibraryCall } from '../scan/code-reader';
import { api, computed, joinItems, list, literal, splitBlanks, textOf, toArg, toArgv, truthy, unknown, type CodeValue } from '../scan/code-value';
import { expandHome, joinPath } from '../scan/path-join';
import { shellQuote, shellWords } from '../scan/shell-words';

/** The type of the object `pathlib.Path(p)` gives: it stands for the path p. */
export const PYTHON_PATH = 'pathlib.Path';
/** What `compile('…')` gives: code already read, which `exec` of it need not read again. */
const COMPILED = 'python compiled code';

/** `subprocess.run`, `call`, `check_call`, `check_output`, `Popen`: a string runs through /bin/sh with `shell=True`, else it names one program. */
const popen: LibraryCall = (call, reader) => {
  const command = argumentAt(call, 0, 'args');
  if (!command) return;
  const shellArgument = keywordArgument(call, 'shell');
  const shell = shellArgument ? (truthy(shellArgument.value) ?? command.value.kind === 'text') : false;
  const executable = argumentAt(call, 2, 'executable');
  if (shell) {
    // With a list, the first item is the script and the rest are $0, $1… (`/bin/sh -c 'git push' x`).
    const script = command.value.kind === 'list' ? command.value.items[0] : command.value;
    if (executable)
      reader.runsArgv(call.site, [toArg(executable.value, executable.text), { text: '-c', dynamic: false }, toArg(script, command.text)], call.text, call.name);
    else reader.runsScript(call.site, script ?? unknown(command.text), command.text, call.name);
    return;
  }
  // Without a shell, a string is the name of the program to run, blanks and all (`run('git push')` fails).
  const argv = command.value.kind === 'text' ? [command.value.arg] : (toArgv(command.value) ?? []);
  if (executable && argv.length > 0) argv[0] = toArg(executable.value, executable.text);
  reader.runsArgv(call.site, argv, command.text, call.name);
};

/** `os.system(s)`, `os.popen(s)`, `subprocess.getoutput(s)`: always through /bin/sh (a list's first item is the script). */
const shell: LibraryCall = (call, reader) => {
  const command = argumentAt(call, 0, 'cmd') ?? argumentAt(call, 0, 'command');
  if (!command) return;
  const script = command.value.kind === 'list' ? (command.value.items[0] ?? unknown(command.text)) : command.value;
  reader.runsScript(call.site, script, command.text, call.name);
};

/**
 * The exec and spawn families: `os.execvp(file, args)`, `os.execlp(file, arg0, …)`, `os.spawnv(mode, path, args)`,
 * `os.posix_spawnp(file, argv, env)`. The program is the path or file; argv[0] is only what it is told its name is.
 */
function execFamily(options: { readonly skip: number; readonly vector: boolean; readonly environment: boolean }): LibraryCall {
  return (call, reader) => {
    const args = positionals(call).slice(options.skip);
    const program = args[0];
    if (!program) return;
    let rest: Arg[];
    if (options.vector) {
      const vector = args[1];
      rest = vector ? (toArgv(vector.value)?.slice(1) ?? [{ text: vector.text, dynamic: true }]) : [];
    } else {
      rest = args.slice(2, options.environment ? -1 : undefined).map((a) => toArg(a.value, a.text));
    }
    reader.runsArgv(call.site, [toArg(program.value, program.text), ...rest], program.text, call.name);
  };
}

/** Every positional argument is a word of the command (`asyncio.create_subprocess_exec('git', 'push')`). */
const wordsCall: LibraryCall = (call, reader) => {
  const args = positionals(call).filter((a) => !a.spread);
  if (args.length === 0) return;
  reader.runsArgv(
    call.site,
    args.map((a) => toArg(a.value, a.text)),
    args[0]!.text,
    call.name,
  );
};

/** `pty.spawn(argv)`: a list, or a string naming one program. */
const ptySpawn: LibraryCall = (call, reader) => {
  const argv = argumentAt(call, 0, 'argv');
  if (!argv) return;
  reader.runsArgv(call.site, argv.value.kind === 'text' ? [argv.value.arg] : (toArgv(argv.value) ?? []), argv.text, call.name);
};

function writesArgument(position: number, keyword: string, removes: boolean): LibraryCall {
  return (call, reader) => {
    const path = argumentAt(call, position, keyword);
    if (path) reader.writes(call.site, path.value, path.text, removes, call.name);
  };
}

/** `os.rename(src, dst)`, `shutil.move(src, dst)`: the source is moved away, the destination written. */
function moves(sourceKeyword: string, destinationKeyword: string): LibraryCall {
  return (call, reader) => {
    writesArgument(0, sourceKeyword, true)(call, reader);
    writesArgument(1, destinationKeyword, false)(call, reader);
  };
}

/** `open(p, mode)`: a write when the mode holds w, a, x or + (or is not known); a read otherwise. */
function opens(form: string): LibraryCall {
  return (call, reader) => {
    const path = argumentAt(call, 0, 'file') ?? argumentAt(call, 0, 'filename');
    const mode = argumentAt(call, 1, 'mode');
    if (!path || !mode) return;
    const text = textOf(mode.value);
    if (text === undefined || /[wax+]/.test(text))
      reader.writes(call.site, path.value, path.text, false, `${form}(…, ${text === undefined ? mode.text : `'${text}'`})`);
  };
}

/** `os.open(p, flags)`: a write when the flags name a write (`os.O_WRONLY | os.O_CREAT`), or cannot be read. */
const osOpen: LibraryCall = (call, reader) => {
  const path = argumentAt(call, 0, 'path');
  const flags = argumentAt(call, 1, 'flags');
  if (!path || !flags) return;
  if (/O_(?:WRONLY|RDWR|CREAT|TRUNC|APPEND)/.test(flags.text) || !/^[\w.\s|]+$/.test(flags.text))
    reader.writes(call.site, path.value, path.text, false, 'os.open');
};

/** `pathlib.Path('a', 'b')`: an object standing for the path a/b. */
const path: LibraryCall = (call) => {
  const parts = positionals(call);
  const texts = parts.map((p) => (p.value.kind === 'object' ? (p.value.arg.dynamic ? undefined : p.value.arg.text) : textOf(p.value)));
  const arg: Arg = texts.every((t) => t !== undefined)
    ? { text: parts.length === 0 ? '.' : joinPath(texts as string[]), dynamic: false }
    : { text: call.text, dynamic: true };
  return { kind: 'object', type: PYTHON_PATH, arg };
};

/** `fileinput.input(files, inplace=True)`: every file is rewritten. */
const fileInput: LibraryCall = (call, reader) => {
  if (!truthy(keywordArgument(call, 'inplace')?.value)) return;
  const files = argumentAt(call, 0, 'files');
  if (!files) return;
  const each = files.value.kind === 'list' ? files.value.items.map((v, i) => ({ v, text: `${files.text}[${i}]` })) : [{ v: files.value, text: files.text }];
  for (const { v, text } of each) reader.writes(call.site, v, text, false, 'fileinput.input(inplace=True)');
};

/** `exec('…')`, `eval('…')`: the code is read as Python. */
const executes: LibraryCall = (call, reader) => {
  const code = argumentAt(call, 0, 'source');
  if (!code) return;
  if (code.value.kind === 'object' && code.value.type === COMPILED) return;
  reader.readNested(code.value, call.name, code.text);
};

const compiles: LibraryCall = (call, reader) => {
  const code = argumentAt(call, 0, 'source');
  if (!code) return;
  reader.readNested(code.value, call.name, code.text);
  return { kind: 'object', type: COMPILED, arg: toArg(code.value, code.text) };
};

/** `__import__('os')`, `importlib.import_module('os')`: the module by name. */
const imports: LibraryCall = (call, reader) => {
  const name = argumentAt(call, 0, 'name');
  const text = textOf(name?.value);
  if (text !== undefined) return api(text);
  reader.note(`${call.name} imports a module computed at run time: ${name?.text ?? ''}`);
  return unknown(call.text);
};

/** `getattr(os, 'system')`: the member by name. */
const getattr: LibraryCall = (call, reader) => {
  const [object, name] = positionals(call);
  const text = textOf(name?.value);
  if (object && text !== undefined) return object.value.kind === 'api' ? api(`${object.value.name}.${text}`) : unknown(call.text);
  if (object?.value.kind === 'api') reader.note(`getattr reaches a member of ${object.value.name} computed at run time: ${call.text}`);
  return unknown(call.text);
};

const runsOtherCode: LibraryCall = (call, reader) => {
  reader.note(`${call.name} runs code from ${argumentAt(call, 0)?.text ?? 'elsewhere'}`);
};

const splitsShell: LibraryCall = (call) => {
  const text = textOf(argumentAt(call, 0, 's')?.value);
  return text === undefined ? unknown(call.text) : list(shellWords(text).map(literal));
};

const quotesShell: LibraryCall = (call) => {
  const text = textOf(argumentAt(call, 0, 's')?.value);
  return text === undefined ? computed(call.text) : literal(shellQuote(text));
};

/** The text of a path given as a string or as a `Path` object; undefined when it is not known. */
function pathText(value: CodeValue | undefined): string | undefined {
  if (value?.kind === 'object' && value.type === PYTHON_PATH) return value.arg.dynamic ? undefined : value.arg.text;
  return textOf(value);
}

const joinsPath: LibraryCall = (call) => {
  const texts = positionals(call).map((a) => pathText(a.value));
  return texts.every((t) => t !== undefined) ? literal(joinPath(texts as string[])) : computed(call.text);
};

/** `str(p)`, `os.fspath(p)`, `os.path.abspath(p)`: the same path (a relative one is still relative to where the program runs). */
const sameText: LibraryCall = (call) => {
  const value = argumentAt(call, 0)?.value;
  if (value?.kind === 'object' && value.type === PYTHON_PATH) return { kind: 'text', arg: value.arg };
  return value && (value.kind === 'text' || value.kind === 'number') ? value : computed(call.text);
};

/** `os.path.expanduser('~/x')`: the home folder put in (HOME, as Python reads it on POSIX); `~user` is not known. */
const expandsUser: LibraryCall = (call, reader) => {
  const text = pathText(argumentAt(call, 0, 'path')?.value);
  const expanded = text === undefined ? undefined : expandHome(text, reader.home());
  return expanded === undefined ? computed(call.text) : literal(expanded);
};

/** `os.path.expandvars('$HOME/x')`: each `$NAME` and `${NAME}` replaced by the variable; any the reading does not know makes the path computed. */
const expandsVariables: LibraryCall = (call, reader) => {
  const text = pathText(argumentAt(call, 0, 'path')?.value);
  if (text === undefined) return computed(call.text);
  let known = true;
  const expanded = text.replace(/\$(?:(\w+)|\{([^}]*)\})/g, (_match, bare: string | undefined, braced: string | undefined) => {
    const value = reader.environmentVariable(bare ?? braced ?? '');
    if (value === undefined) known = false;
    return value ?? '';
  });
  return known ? literal(expanded) : computed(call.text);
};

/** `os.getenv('HOME')`, `os.environ.get('HOME')`: the variable's value, when the reading knows it. */
const getsEnvironment: LibraryCall = (call, reader) => reader.environmentValue(textOf(argumentAt(call, 0, 'key')?.value), call.text);

/** `Path.home()`: a path object standing for the home folder. */
const homePath: LibraryCall = (call, reader) => {
  const home = expandHome('~', reader.home());
  return { kind: 'object', type: PYTHON_PATH, arg: home === undefined ? { text: call.text, dynamic: true } : { text: home, dynamic: false } };
};

const EXEC_L = execFamily({ skip: 0, vector: false, environment: false });
const EXEC_LE = execFamily({ skip: 0, vector: false, environment: true });
const EXEC_V = execFamily({ skip: 0, vector: true, environment: false });
const SPAWN_L = execFamily({ skip: 1, vector: false, environment: false });
const SPAWN_LE = execFamily({ skip: 1, vector: false, environment: true });
const SPAWN_V = execFamily({ skip: 1, vector: true, environment: false });

/** Python's library functions that run programs, write files or run other code, by canonical name. */
export const PYTHON_LIBRARY: Readonly<Record<string, LibraryCall>> = {
  'os.system': shell,
  'os.popen': shell,
  'os.popen2': shell,
  'os.popen3': shell,
  'os.popen4': shell,
  'subprocess.getoutput': shell,
  'subprocess.getstatusoutput': shell,
  'asyncio.create_subprocess_shell': shell,
  'subprocess.run': popen,
  'subprocess.call': popen,
  'subprocess.check_call': popen,
  'subprocess.check_output': popen,
  'subprocess.Popen': popen,
  'asyncio.create_subprocess_exec': wordsCall,
  'pty.spawn': ptySpawn,
  'os.execl': EXEC_L,
  'os.execlp': EXEC_L,
  'os.execle': EXEC_LE,
  'os.execlpe': EXEC_LE,
  'os.execv': EXEC_V,
  'os.execvp': EXEC_V,
  'os.execve': EXEC_V,
  'os.execvpe': EXEC_V,
  'os.posix_spawn': EXEC_V,
  'os.posix_spawnp': EXEC_V,
  'os.spawnl': SPAWN_L,
  'os.spawnlp': SPAWN_L,
  'os.spawnle': SPAWN_LE,
  'os.spawnlpe': SPAWN_LE,
  'os.spawnv': SPAWN_V,
  'os.spawnvp': SPAWN_V,
  'os.spawnve': SPAWN_V,
  'os.spawnvpe': SPAWN_V,
  exec: executes,
  eval: executes,
  compile: compiles,
  __import__: imports,
  'importlib.import_module': imports,
  getattr,
  'runpy.run_path': runsOtherCode,
  'runpy.run_module': runsOtherCode,
  open: opens('python open'),
  'codecs.open': opens('python codecs.open'),
  'os.open': osOpen,
  'os.remove': writesArgument(0, 'path', true),
  'os.unlink': writesArgument(0, 'path', true),
  'os.rmdir': writesArgument(0, 'path', true),
  'os.removedirs': writesArgument(0, 'name', true),
  'shutil.rmtree': writesArgument(0, 'path', true),
  'os.rename': moves('src', 'dst'),
  'os.renames': moves('old', 'new'),
  'os.replace': moves('src', 'dst'),
  'shutil.move': moves('src', 'dst'),
  'shutil.copy': writesArgument(1, 'dst', false),
  'shutil.copy2': writesArgument(1, 'dst', false),
  'shutil.copyfile': writesArgument(1, 'dst', false),
  'shutil.copytree': writesArgument(1, 'dst', false),
  'os.link': writesArgument(1, 'dst', false),
  'os.symlink': writesArgument(1, 'dst', false),
  'os.truncate': writesArgument(0, 'path', false),
  'os.mkfifo': writesArgument(0, 'path', false),
  'os.mknod': writesArgument(0, 'path', false),
  'fileinput.input': fileInput,
  'fileinput.FileInput': fileInput,
  'pathlib.Path': path,
  'shlex.split': splitsShell,
  'shlex.quote': quotesShell,
  'pipes.quote': quotesShell,
  'os.path.join': joinsPath,
  'posixpath.join': joinsPath,
  'os.path.expanduser': expandsUser,
  'posixpath.expanduser': expandsUser,
  'os.path.expandvars': expandsVariables,
  'posixpath.expandvars': expandsVariables,
  'os.getenv': getsEnvironment,
  'os.environ.get': getsEnvironment,
  'pathlib.Path.home': homePath,
  str: sameText,
  'os.fspath': sameText,
  'os.path.abspath': sameText,
  'os.path.normpath': sameText,
  'os.path.realpath': sameText,
};

/** `os.environ`, whose items are the environment's variables. */
export const PYTHON_ENVIRON = 'os.environ';

/** Other spellings of the same modules and functions. */
const ALIASES: ReadonlyArray<[string, string]> = [
  ['builtins.', ''],
  ['__builtins__.', ''],
  ['posix.', 'os.'],
  ['nt.', 'os.'],
  ['commands.', 'subprocess.'],
  ['io.open', 'open'],
  ['pathlib.PosixPath', 'pathlib.Path'],
  ['pathlib.WindowsPath', 'pathlib.Path'],
  ['Path', 'pathlib.Path'],
  ['PosixPath', 'pathlib.Path'],
];

/** Functions whose names tell what they are even when the reader cannot see which module they came from (`m.check_output(…)`). */
const DISTINCTIVE: ReadonlyMap<string, string> = new Map(
  Object.keys(PYTHON_LIBRARY)
    .filter((name) =>
      /^(?:os|subprocess|asyncio)\.(?:system|popen|getoutput|getstatusoutput|check_output|check_call|Popen|exec\w+|spawn\w+|posix_spawnp?|create_subprocess_\w+)$/.test(
        name,
      ),
    )
    .map((name) => [name.slice(name.indexOf('.') + 1), name]),
);

/** The canonical name of a library function, module-qualified (`sp.check_output` → `subprocess.check_output` when sp is unknown). */
export function canonicalPython(name: string): string {
  for (const [from, to] of ALIASES) {
    const matches = from.endsWith('.') ? name.startsWith(from) : name === from || name.startsWith(`${from}.`);
    if (matches) return canonicalPython(to + name.slice(from.length));
  }
  if (PYTHON_LIBRARY[name]) return name;
  const last = name.slice(name.lastIndexOf('.') + 1);
  return DISTINCTIVE.get(last) ?? name;
}

/** The names a module gives to `from module import *`. */
export function starNames(module: string): string[] {
  const prefix = `${canonicalPython(module)}.`;
  return Object.keys(PYTHON_LIBRARY)
    .filter((name) => name.startsWith(prefix) && !name.slice(prefix.length).includes('.'))
    .map((name) => name.slice(prefix.length));
}

/** Methods of strings and Path objects the reader follows; undefined for any other. */
export function pythonMethod(call: Call, reader: CodeReader): CodeValue | undefined {
  const self = call.self!;
  if (self.kind === 'object' && self.type === PYTHON_PATH) return pathMethod(call, self.arg, reader);
  if (self.kind === 'text' && !self.arg.dynamic) return stringMethod(call, self.arg.text);
  if (self.kind === 'text') return computed(call.text);
  return undefined;
}

function stringMethod(call: Call, text: string): CodeValue | undefined {
  const first = positionals(call)[0];
  switch (call.name) {
    case 'split': {
      if (!first || first.value.kind === 'flag') return splitBlanks(text);
      const separator = textOf(first.value);
      return separator === undefined || separator === '' ? unknown(call.text) : list(text.split(separator).map(literal));
    }
    case 'join':
      return first?.value.kind === 'list' ? joinItems(first.value.items, text, call.text) : computed(call.text);
    case 'strip':
      return first ? computed(call.text) : literal(text.trim());
    case 'encode':
    case 'decode':
      return literal(text);
    case 'replace': {
      const [from, to] = positionals(call).map((a) => textOf(a.value));
      return from !== undefined && to !== undefined && from !== '' ? literal(text.split(from).join(to)) : computed(call.text);
    }
    default:
      return computed(call.text);
  }
}

/** `Path(p).write_text(…)`, `.unlink()`, `.rename(q)`, `.open('w')`, `.joinpath(…)`, `.expanduser()`. */
function pathMethod(call: Call, self: Arg, reader: CodeReader): CodeValue | undefined {
  const selfValue: CodeValue = { kind: 'text', arg: self };
  const form = `Path.${call.name}`;
  const first: CallArgument | undefined = positionals(call)[0] ?? call.args.find((a) => a.keyword === 'target' || a.keyword === 'mode');
  switch (call.name) {
    case 'write_text':
    case 'write_bytes':
    case 'touch':
    case 'symlink_to':
    case 'hardlink_to':
      reader.writes(call.site, selfValue, self.text, false, form);
      return undefined;
    case 'unlink':
    case 'rmdir':
      reader.writes(call.site, selfValue, self.text, true, form);
      return undefined;
    case 'rename':
    case 'replace':
      reader.writes(call.site, selfValue, self.text, true, form);
      if (first) reader.writes(call.site, first.value, first.text, false, form);
      return first?.value.kind === 'object' ? first.value : (path({ ...call, args: first ? [first] : [] }, reader) ?? undefined);
    case 'open': {
      const mode = argumentAt(call, 0, 'mode');
      const text = textOf(mode?.value);
      if (mode && (text === undefined || /[wax+]/.test(text)))
        reader.writes(call.site, selfValue, self.text, false, `Path.open(${text === undefined ? mode.text : `'${text}'`})`);
      return undefined;
    }
    case 'joinpath':
      return path({ ...call, args: [{ value: selfValue, text: self.text }, ...positionals(call)] }, reader) ?? undefined;
    case 'expanduser': {
      const expanded = self.dynamic ? undefined : expandHome(self.text, reader.home());
      return { kind: 'object', type: PYTHON_PATH, arg: expanded === undefined ? { text: call.text, dynamic: true } : { text: expanded, dynamic: false } };
    }
    case 'absolute':
    case 'resolve':
      return { kind: 'object', type: PYTHON_PATH, arg: self };
    default:
      return undefined;
  }
}
