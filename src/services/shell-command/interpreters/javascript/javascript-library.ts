import type { Arg } from '../../arg';
import { positionals, type Call } from '../scan/call';
import type { CodeReader, LibraryCall } from '../scan/code-reader';
import { api, computed, joinItems, list, literal, textOf, toArg, toArgv, truthy, unknown, type CodeValue } from '../scan/code-value';
import { joinPath } from '../scan/path-join';

/** The type of the object `Bun.file(p)` gives: it stands for the path p. */
const BUN_FILE = 'Bun.file';

function optionsOf(value: CodeValue | undefined): ReadonlyMap<string, CodeValue> | undefined {
  return value?.kind === 'map' ? value.entries : undefined;
}

/** `exec(cmd)`, `execSync(cmd)`: always through /bin/sh, whatever `shell` says. */
const shell: LibraryCall = (call, reader) => {
  const command = positionals(call)[0];
  if (command) reader.runsScript(call.site, command.value, command.text, call.name);
};

/**
 * `spawn(cmd, args?, options?)`, `spawnSync`, `execFile`, `execFileSync`: the program and its arguments, run
 * directly; with `shell` set, Node joins them with blanks and hands the line to /bin/sh.
 */
const spawn: LibraryCall = (call, reader) => {
  const [command, second, third] = positionals(call);
  if (!command) return;
  const listed = second?.value.kind === 'list' ? second : undefined;
  const options = optionsOf(listed ? third?.value : second?.value);
  const rest: Arg[] = listed ? toArgv(listed.value)! : second && !options && second.value.kind !== 'flag' ? [{ text: second.text, dynamic: true }] : [];
  const words = [toArg(command.value, command.text), ...rest];
  if (truthy(options?.get('shell'))) {
    const line = words.every((w) => !w.dynamic) ? literal(words.map((w) => w.text).join(' ')) : computed(call.text);
    reader.runsScript(call.site, line, call.text, call.name);
  } else reader.runsArgv(call.site, words, command.text, call.name);
};

/** `fork(module, args?)`: another Node running that module. */
const fork: LibraryCall = (call, reader) => {
  const [module, second] = positionals(call);
  if (!module) return;
  const rest = second?.value.kind === 'list' ? toArgv(second.value)! : [];
  reader.runsArgv(call.site, [{ text: 'node', dynamic: false }, toArg(module.value, module.text), ...rest], module.text, call.name);
};

/** `Bun.spawn(['git', 'push'])`, `Bun.spawn({ cmd: [...] })`, `Bun.spawn('git', …)`? (the array form only). */
const bunSpawn: LibraryCall = (call, reader) => {
  const first = positionals(call)[0];
  if (!first) return;
  const vector = first.value.kind === 'map' ? first.value.entries.get('cmd') : first.value;
  reader.runsArgv(call.site, toArgv(vector) ?? (vector?.kind === 'text' ? [vector.arg] : []), first.text, call.name);
};

/** `new Deno.Command('git', { args: ['push'] })`. */
const denoCommand: LibraryCall = (call, reader) => {
  const [command, options] = positionals(call);
  if (!command) return;
  const args = optionsOf(options?.value)?.get('args');
  const rest = args ? (toArgv(args) ?? [{ text: 'args', dynamic: true }]) : [];
  reader.runsArgv(call.site, [toArg(command.value, command.text), ...rest], command.text, call.name);
};

/** `Deno.run({ cmd: ['git', 'push'] })` (Deno 1). */
const denoRun: LibraryCall = (call, reader) => {
  const options = positionals(call)[0];
  if (!options) return;
  reader.runsArgv(call.site, toArgv(optionsOf(options.value)?.get('cmd')) ?? [], options.text, call.name);
};

/** `eval('…')`, `vm.runInThisContext('…')`, `new Function('a', '…')` (the body is the last argument). */
function executes(which: 'first' | 'last'): LibraryCall {
  return (call, reader) => {
    const args = positionals(call);
    const code = which === 'first' ? args[0] : args[args.length - 1];
    if (code) reader.readNested(code.value, call.name, code.text);
  };
}

/** `require('child_process')`, `import('node:fs')`, `process.getBuiltinModule('fs')`: the module by name. */
const requires: LibraryCall = (call, reader) => {
  const name = positionals(call)[0];
  const text = textOf(name?.value);
  if (text !== undefined) return api(canonicalModule(text));
  reader.note(`${call.name} loads a module computed at run time: ${name?.text ?? ''}`);
  return unknown(call.text);
};

function writesArgument(position: number, removes: boolean): LibraryCall {
  return (call, reader) => {
    const path = positionals(call)[position];
    if (path) reader.writes(call.site, path.value, path.text, removes, call.name);
  };
}

const moves: LibraryCall = (call, reader) => {
  writesArgument(0, true)(call, reader);
  writesArgument(1, false)(call, reader);
};

/** `fs.open(p, flags)`: a write unless the flags are a literal read mode (`'r'`, `'rs'`); no flags is a read. */
const fsOpen: LibraryCall = (call, reader) => {
  const [path, flags] = positionals(call);
  if (!path || !flags || flags.value.kind === 'api') return;
  const text = textOf(flags.value);
  if (text === undefined || !/^rs?$/.test(text)) reader.writes(call.site, path.value, path.text, false, call.name);
};

/** `Deno.open(p, { write: true })`: a write when the options ask for writing, appending, creating or truncating. */
const denoOpen: LibraryCall = (call, reader) => {
  const [path, options] = positionals(call);
  if (!path || !options) return;
  const entries = optionsOf(options.value);
  const writes = entries ? ['write', 'append', 'create', 'createNew', 'truncate'].some((k) => truthy(entries.get(k)) !== false && entries.has(k)) : true;
  if (writes) reader.writes(call.site, path.value, path.text, false, call.name);
};

/** `Bun.write(dest, data)`: dest is a path or a `Bun.file(p)`. */
const bunWrite: LibraryCall = (call, reader) => {
  const destination = positionals(call)[0];
  if (destination) reader.writes(call.site, destination.value, destination.text, false, call.name);
};

const bunFile: LibraryCall = (call) => {
  const path = positionals(call)[0];
  return { kind: 'object', type: BUN_FILE, arg: path ? toArg(path.value, path.text) : { text: call.text, dynamic: true } };
};

const joinsPath: LibraryCall = (call) => {
  const texts = positionals(call).map((a) => textOf(a.value));
  return texts.every((t) => t !== undefined) ? literal(joinPath(texts as string[])) : computed(call.text);
};

/** `path.resolve(a, b)`: from the last absolute piece on; relative pieces stay relative to where the program runs. */
const resolvesPath: LibraryCall = (call) => {
  const texts = positionals(call).map((a) => textOf(a.value));
  return texts.every((t) => t !== undefined) ? literal(joinPath(texts as string[]) || '.') : computed(call.text);
};

/** `os.homedir()`: HOME, as Node reads it on POSIX (as it is, trailing slash and all). */
const homeDirectory: LibraryCall = (call, reader) => {
  const home = reader.home();
  return home === undefined ? computed(call.text) : literal(home);
};

/** `Deno.env.get('HOME')`: the variable, when the reading knows it. */
const getsEnvironment: LibraryCall = (call, reader) => reader.environmentValue(textOf(positionals(call)[0]?.value), call.text);

/** The objects whose members are the environment's variables: `process.env.HOME`, `Bun.env.HOME`. */
export const ENVIRONMENT_OBJECTS: ReadonlySet<string> = new Set(['process.env', 'Bun.env']);

const FS_WRITES: Readonly<Record<string, LibraryCall>> = {
  writeFile: writesArgument(0, false),
  appendFile: writesArgument(0, false),
  truncate: writesArgument(0, false),
  createWriteStream: writesArgument(0, false),
  rm: writesArgument(0, true),
  unlink: writesArgument(0, true),
  rmdir: writesArgument(0, true),
  rename: moves,
  copyFile: writesArgument(1, false),
  cp: writesArgument(1, false),
  symlink: writesArgument(1, false),
  link: writesArgument(1, false),
  open: fsOpen,
};

/** `fs.writeFileSync` and `fs.writeFile` (callback), `fs.promises.writeFile`: one entry each. */
function fsTable(): Record<string, LibraryCall> {
  const table: Record<string, LibraryCall> = {};
  for (const [name, handler] of Object.entries(FS_WRITES)) {
    table[`fs.${name}`] = handler;
    if (name !== 'createWriteStream') {
      table[`fs.${name}Sync`] = handler;
      table[`fs.promises.${name}`] = handler;
    }
  }
  return table;
}

const DENO_WRITES: Readonly<Record<string, LibraryCall>> = {
  writeTextFile: writesArgument(0, false),
  writeFile: writesArgument(0, false),
  create: writesArgument(0, false),
  truncate: writesArgument(0, false),
  remove: writesArgument(0, true),
  rename: moves,
  copyFile: writesArgument(1, false),
  symlink: writesArgument(1, false),
  link: writesArgument(1, false),
  open: denoOpen,
};

function denoTable(): Record<string, LibraryCall> {
  const table: Record<string, LibraryCall> = {};
  for (const [name, handler] of Object.entries(DENO_WRITES)) {
    table[`Deno.${name}`] = handler;
    table[`Deno.${name}Sync`] = handler;
  }
  return table;
}

/** JavaScript library functions (Node, Deno, Bun) that run programs, write files or run other code, by canonical name. */
export const JAVASCRIPT_LIBRARY: Readonly<Record<string, LibraryCall>> = {
  'child_process.exec': shell,
  'child_process.execSync': shell,
  'child_process.execFile': spawn,
  'child_process.execFileSync': spawn,
  'child_process.spawn': spawn,
  'child_process.spawnSync': spawn,
  'child_process.fork': fork,
  'Bun.spawn': bunSpawn,
  'Bun.spawnSync': bunSpawn,
  'Deno.Command': denoCommand,
  'Deno.run': denoRun,
  eval: executes('first'),
  Function: executes('last'),
  'vm.runInThisContext': executes('first'),
  'vm.runInNewContext': executes('first'),
  'vm.runInContext': executes('first'),
  'vm.Script': executes('first'),
  require: requires,
  'module.require': requires,
  'process.mainModule.require': requires,
  'process.getBuiltinModule': requires,
  import: requires,
  ...fsTable(),
  ...denoTable(),
  'Bun.write': bunWrite,
  'Bun.file': bunFile,
  'path.join': joinsPath,
  'path.posix.join': joinsPath,
  'path.resolve': resolvesPath,
  'path.posix.resolve': resolvesPath,
  'os.homedir': homeDirectory,
  'Deno.env.get': getsEnvironment,
};

/** `node:fs` → `fs`, `fs/promises` → `fs.promises`, `bun` → `Bun`. */
export function canonicalModule(name: string): string {
  const bare = name.replace(/^node:/, '');
  if (bare === 'bun') return 'Bun';
  return bare.replace(/\//g, '.');
}

/** Names that say which child_process function they are even when the reader cannot see what they were called on. */
const DISTINCTIVE = new Set(['execSync', 'execFileSync', 'spawnSync', 'execFile']);
/** Names that do so only in code that loads child_process somewhere (`exec` is also a RegExp method). */
const CHILD_PROCESS_NAMES = new Set(['exec', 'spawn', 'fork']);

/** The canonical name of a library function (`globalThis.require` → `require`, `cp.execSync` → `child_process.execSync` when cp is unknown). */
export function canonicalJavaScript(name: string, childProcessMentioned: boolean): string {
  const bare = name.replace(/^(?:globalThis|global|window|self)\./, '').replace(/^bun\./, 'Bun.');
  if (JAVASCRIPT_LIBRARY[bare]) return bare;
  const last = bare.slice(bare.lastIndexOf('.') + 1);
  if (DISTINCTIVE.has(last) || (childProcessMentioned && CHILD_PROCESS_NAMES.has(last) && bare.includes('.'))) return `child_process.${last}`;
  return bare;
}

/** Methods of strings, arrays and `Bun.file` objects the reader follows; undefined for any other. */
export function javascriptMethod(call: Call, reader: CodeReader): CodeValue | undefined {
  const self = call.self!;
  const first = positionals(call)[0];
  if (self.kind === 'object' && self.type === BUN_FILE) {
    const selfValue: CodeValue = { kind: 'text', arg: self.arg };
    if (call.name === 'write' || call.name === 'writer') reader.writes(call.site, selfValue, self.arg.text, false, `Bun.file().${call.name}`);
    if (call.name === 'delete' || call.name === 'unlink') reader.writes(call.site, selfValue, self.arg.text, true, `Bun.file().${call.name}`);
    return unknown(call.text);
  }
  if (self.kind === 'list' && call.name === 'join') {
    const separator = first ? textOf(first.value) : ',';
    return separator === undefined ? computed(call.text) : joinItems(self.items, separator, call.text);
  }
  if (self.kind === 'list' && call.name === 'concat') {
    return list([...self.items, ...positionals(call).flatMap((a) => (a.value.kind === 'list' ? a.value.items : [a.value]))]);
  }
  if (self.kind !== 'text') return undefined;
  if (self.arg.dynamic) return computed(call.text);
  const text = self.arg.text;
  switch (call.name) {
    case 'split': {
      const separator = textOf(first?.value);
      return separator === undefined ? unknown(call.text) : list((separator === '' ? [...text] : text.split(separator)).map(literal));
    }
    case 'trim':
      return literal(text.trim());
    case 'toString':
    case 'valueOf':
      return literal(text);
    case 'concat': {
      const more = positionals(call).map((a) => textOf(a.value));
      return more.every((m) => m !== undefined) ? literal(text + more.join('')) : computed(call.text);
    }
    default:
      return computed(call.text);
  }
}

export const BUN_SHELL = 'Bun.$';
