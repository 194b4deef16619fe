import type { Arg } from '../../arg';
import { argumentAt, positionals, type Call, type CallArgument } from '../scan/call';
import type { CodeReader, LibraryCall } from '../scan/code-reader';
import { computed, flatten, joinItems, list, literal, splitBlanks, textOf, toArg, toArgv, unknown, type CodeValue } from '../scan/code-value';
import { expandHome, joinPath } from '../scan/path-join';
import { shellQuote, shellWords } from '../scan/shell-words';

/** The type of the object `Pathname.new(p)` gives: it stands for the path p. */
const RUBY_PATHNAME = 'Pathname';

/** The command words of a process call: splats spread (`*cmd`); an environment hash first and an options hash last are not words. */
function commandWords(call: Call): CallArgument[] {
  const args = positionals(call).flatMap((a): CallArgument[] =>
    a.spread && a.value.kind === 'list' ? a.value.items.map((value, i) => ({ value, text: value.kind === 'text' ? value.arg.text : `${a.text}[${i}]` })) : [a],
  );
  const start = args[0]?.value.kind === 'map' ? 1 : 0;
  const end = args.length > start && args[args.length - 1]!.value.kind === 'map' ? args.length - 1 : args.length;
  return args.slice(start, end);
}

/**
 * `system`, `exec`, `spawn`, `Open3.capture2`, `PTY.spawn`: one string is a command line (Ruby hands it to /bin/sh
 * when it holds shell metacharacters and splits it itself otherwise: the same command either way); several are the
 * program and its arguments; `[program, argv0]` first names the program apart from its argv[0].
 */
const system: LibraryCall = (call, reader) => {
  const words = commandWords(call);
  const first = words[0];
  if (!first) return;
  const form = call.name.includes('.') ? call.name : `ruby ${call.name}`;
  if (words.length === 1 && first.value.kind === 'text') {
    reader.runsScript(call.site, first.value, first.text, form);
    return;
  }
  const program = first.value.kind === 'list' && first.value.items.length === 2 ? toArg(first.value.items[0], first.text) : toArg(first.value, first.text);
  const rest = words.slice(1).map((w) => toArg(w.value, w.text));
  reader.runsArgv(call.site, [program, ...rest], first.text, form);
};

/** `IO.popen(cmd)`: a string is a command line, an array the program and its arguments. */
const popen: LibraryCall = (call, reader) => {
  const words = commandWords(call);
  const command = words[0];
  if (!command) return;
  if (command.value.kind === 'list') {
    const items = flatten(command.value.items).filter((v) => v.kind !== 'map');
    reader.runsArgv(call.site, toArgv(list(items))!, command.text, call.name);
  } else reader.runsScript(call.site, command.value, command.text, call.name);
};

/** `Kernel#open("|cmd")`, `IO.read("|cmd")`: a leading `|` runs the rest as a command line. */
function pipeOpen(call: Call, reader: CodeReader, path: CallArgument): boolean {
  const text = textOf(path.value);
  const written = /^["'`]\|/.test(path.text);
  const form = call.name.includes('.') ? call.name : `ruby ${call.name}`;
  if (text?.startsWith('|')) reader.runsScript(call.site, literal(text.slice(1)), path.text, form);
  else if (written) reader.runsScript(call.site, computed(path.text), path.text, form);
  return Boolean(text?.startsWith('|') || written);
}

/** `File.open(p, mode)`, `open(p, mode)`, `File.new(p, 'w')`: a write when the mode writes (`w`, `a`, `+`, `File::WRONLY`…) or is not known. */
function opens(form: string, pipes: boolean): LibraryCall {
  return (call, reader) => {
    const path = positionals(call)[0];
    if (!path || (pipes && pipeOpen(call, reader, path))) return;
    const mode = call.args.find((a) => a.keyword === 'mode') ?? positionals(call)[1];
    if (!mode || mode.value.kind === 'map') return;
    const text = textOf(mode.value);
    const writes = text !== undefined ? writingMode(text) : /WRONLY|RDWR|CREAT|TRUNC|APPEND|^[^A-Z]/.test(mode.text);
    if (writes) reader.writes(call.site, path.value, path.text, false, `${form}(…, ${text === undefined ? mode.text : `'${text}'`})`);
  };
}

/** A mode string that writes (`w`, `a`, `r+`), or open flags as a number with a write bit (WRONLY 1, RDWR 2, CREAT 64, TRUNC 512, APPEND 1024). */
function writingMode(text: string): boolean {
  if (/^\d+$/.test(text)) return (Number(text) & (1 | 2 | 64 | 512 | 1024)) !== 0;
  return /[wa+]/.test(text);
}

/** `IO.read("|cmd")`, `IO.readlines`: a read, or a command when the path starts with `|`. */
const ioRead: LibraryCall = (call, reader) => {
  const path = positionals(call)[0];
  if (path) pipeOpen(call, reader, path);
};

/** Paths given one by one or as an array (`FileUtils.rm_f(['a', 'b'])`). */
function pathsOf(arg: CallArgument | undefined): Array<{ value: CodeValue; text: string }> {
  if (!arg) return [];
  if (arg.value.kind === 'list')
    return flatten(arg.value.items).map((value, i) => ({ value, text: value.kind === 'text' ? value.arg.text : `${arg.text}[${i}]` }));
  return [{ value: arg.value, text: arg.text }];
}

function removesEach(form: string): LibraryCall {
  return (call, reader) => {
    for (const arg of positionals(call)) for (const p of pathsOf(arg)) reader.writes(call.site, p.value, p.text, true, form);
  };
}

function writesEach(form: string): LibraryCall {
  return (call, reader) => {
    for (const arg of positionals(call)) for (const p of pathsOf(arg)) reader.writes(call.site, p.value, p.text, false, form);
  };
}

function writesArgument(position: number, form: string): LibraryCall {
  return (call, reader) => {
    if (position === 0) {
      const path = positionals(call)[0];
      if (path && !(form.startsWith('IO.') && pipeOpen(call, reader, path))) reader.writes(call.site, path.value, path.text, false, form);
      return;
    }
    for (const p of pathsOf(positionals(call)[position])) reader.writes(call.site, p.value, p.text, false, form);
  };
}

/** `File.rename(a, b)`, `FileUtils.mv(src, dest)`: the sources are moved away, the destination written. */
function moves(form: string): LibraryCall {
  return (call, reader) => {
    const [sources, destination] = positionals(call);
    for (const p of pathsOf(sources)) reader.writes(call.site, p.value, p.text, true, form);
    for (const p of pathsOf(destination)) reader.writes(call.site, p.value, p.text, false, form);
  };
}

const evaluates: LibraryCall = (call, reader) => {
  const code = positionals(call)[0];
  if (code) reader.readNested(code.value, `ruby ${call.name}`, code.text);
};

const loads: LibraryCall = (call, reader) => {
  const file = positionals(call)[0];
  if (file && (call.name === 'load' || file.value.kind !== 'text' || file.value.arg.dynamic)) reader.note(`ruby ${call.name} runs code from ${file.text}`);
};

const pathname: LibraryCall = (call) => {
  const path = positionals(call)[0];
  return { kind: 'object', type: RUBY_PATHNAME, arg: path ? toArg(path.value, path.text) : { text: call.text, dynamic: true } };
};

const splitsShell: LibraryCall = (call) => {
  const text = textOf(positionals(call)[0]?.value);
  return text === undefined ? unknown(call.text) : list(shellWords(text).map(literal));
};

const quotesShell: LibraryCall = (call) => {
  const text = textOf(positionals(call)[0]?.value);
  return text === undefined ? computed(call.text) : literal(shellQuote(text));
};

const joinsPath: LibraryCall = (call) => {
  const texts = positionals(call).flatMap((a) => (a.value.kind === 'list' ? a.value.items.map(textOf) : [textOf(a.value)]));
  return texts.every((t) => t !== undefined) ? literal(joinPath(texts as string[])) : computed(call.text);
};

/** `File.expand_path('~/x')`, `File.expand_path('x', dir)`: `~` is the home folder (HOME); a relative path stays relative to where the program runs. */
const expandsPath: LibraryCall = (call, reader) => {
  const args = positionals(call);
  const [path, directory] = args.slice(0, 2).map((a) => {
    const text = textOf(a.value);
    return text === undefined ? undefined : expandHome(text, reader.home());
  });
  if (path === undefined || (args.length > 1 && directory === undefined)) return computed(call.text);
  return literal(directory === undefined || path.startsWith('/') ? path : joinPath([directory, path]));
};

/** `ENV.fetch('HOME')`: the variable, when the reading knows it. */
const getsEnvironment: LibraryCall = (call, reader) => reader.environmentValue(textOf(positionals(call)[0]?.value), call.text);

const REMOVES = ['rm', 'rm_f', 'rm_r', 'rm_rf', 'remove', 'remove_file', 'remove_dir', 'remove_entry', 'remove_entry_secure', 'rmtree', 'safe_unlink', 'rmdir'];
const COPIES = ['cp', 'copy', 'cp_r', 'copy_file', 'copy_entry', 'install', 'ln', 'link', 'ln_s', 'symlink', 'ln_sf', 'ln_sr', 'cp_lr'];

function fileUtils(): Record<string, LibraryCall> {
  const table: Record<string, LibraryCall> = {};
  for (const name of REMOVES) table[`FileUtils.${name}`] = removesEach(`FileUtils.${name}`);
  for (const name of COPIES) table[`FileUtils.${name}`] = writesArgument(1, `FileUtils.${name}`);
  table['FileUtils.mv'] = moves('FileUtils.mv');
  table['FileUtils.move'] = moves('FileUtils.move');
  table['FileUtils.touch'] = writesEach('FileUtils.touch');
  return table;
}

/** Ruby's methods that run programs, write files or run other code, by canonical name. */
export const RUBY_LIBRARY: Readonly<Record<string, LibraryCall>> = {
  system,
  exec: system,
  spawn: system,
  'Process.spawn': system,
  'Process.exec': system,
  'PTY.spawn': system,
  'Open3.capture2': system,
  'Open3.capture2e': system,
  'Open3.capture3': system,
  'Open3.popen2': system,
  'Open3.popen2e': system,
  'Open3.popen3': system,
  'Open3.pipeline_r': system,
  'Open3.pipeline_w': system,
  'Open3.pipeline_rw': system,
  'Open3.pipeline_start': system,
  'Open3.pipeline': system,
  '`': (call, reader) => {
    const command = positionals(call)[0];
    if (command) reader.runsScript(call.site, command.value, command.text, 'ruby `');
  },
  'IO.popen': popen,
  open: opens('ruby open', true),
  'URI.open': opens('ruby open', true),
  'File.open': opens('File.open', false),
  'File.new': opens('File.new', false),
  'IO.read': ioRead,
  'IO.readlines': ioRead,
  'IO.foreach': ioRead,
  'IO.write': writesArgument(0, 'IO.write'),
  'IO.binwrite': writesArgument(0, 'IO.binwrite'),
  'File.write': writesArgument(0, 'File.write'),
  'File.binwrite': writesArgument(0, 'File.binwrite'),
  'File.delete': removesEach('File.delete'),
  'File.unlink': removesEach('File.unlink'),
  'Dir.rmdir': removesEach('Dir.rmdir'),
  'Dir.delete': removesEach('Dir.delete'),
  'Dir.unlink': removesEach('Dir.unlink'),
  'File.rename': moves('File.rename'),
  'File.symlink': writesArgument(1, 'File.symlink'),
  'File.link': writesArgument(1, 'File.link'),
  'File.truncate': writesArgument(0, 'File.truncate'),
  ...fileUtils(),
  'Pathname.new': pathname,
  Pathname: pathname,
  eval: evaluates,
  instance_eval: evaluates,
  class_eval: evaluates,
  module_eval: evaluates,
  instance_exec: evaluates,
  load: loads,
  require: loads,
  require_relative: loads,
  'Shellwords.split': splitsShell,
  'Shellwords.shellsplit': splitsShell,
  'Shellwords.shellwords': splitsShell,
  shellwords: splitsShell,
  'Shellwords.escape': quotesShell,
  'Shellwords.shellescape': quotesShell,
  'File.join': joinsPath,
  'File.expand_path': expandsPath,
  'ENV.fetch': getsEnvironment,
};

/** `Kernel.system` → `system`, `::File.write` → `File.write`. */
export function canonicalRuby(name: string): string {
  return name.replace(/^::/, '').replace(/^(?:Kernel|Object|binding)\./, '');
}

/** Methods of strings, arrays and Pathname objects the reader follows; undefined for any other. */
export function rubyMethod(call: Call, reader: CodeReader): CodeValue | undefined {
  const self = call.self!;
  const first = positionals(call)[0];
  if (self.kind === 'object' && self.type === RUBY_PATHNAME) return pathnameMethod(call, self.arg, reader);
  if (self.kind === 'list' && call.name === 'join') {
    const separator = first ? textOf(first.value) : '';
    return separator === undefined ? computed(call.text) : joinItems(flatten(self.items), separator, call.text);
  }
  if (self.kind !== 'text') return undefined;
  if (self.arg.dynamic) return computed(call.text);
  const text = self.arg.text;
  switch (call.name) {
    case 'split': {
      if (!first) return splitBlanks(text);
      const separator = textOf(first.value);
      return separator === ' ' ? splitBlanks(text) : separator === undefined ? unknown(call.text) : list(text.split(separator).map(literal));
    }
    case 'shellsplit':
    case 'shellwords':
      return list(shellWords(text).map(literal));
    case 'shellescape':
      return literal(shellQuote(text));
    case 'strip':
      return literal(text.trim());
    case 'to_s':
    case 'to_str':
    case 'freeze':
    case 'dup':
      return literal(text);
    default:
      return computed(call.text);
  }
}

function pathnameMethod(call: Call, self: Arg, reader: CodeReader): CodeValue | undefined {
  const here: CodeValue = { kind: 'text', arg: self };
  const form = `Pathname#${call.name}`;
  switch (call.name) {
    case 'write':
    case 'binwrite':
    case 'make_symlink':
    case 'make_link':
      reader.writes(call.site, here, self.text, false, form);
      return undefined;
    case 'delete':
    case 'unlink':
    case 'rmtree':
    case 'rmdir':
      reader.writes(call.site, here, self.text, true, form);
      return undefined;
    case 'rename': {
      const to = argumentAt(call, 0);
      reader.writes(call.site, here, self.text, true, form);
      if (to) reader.writes(call.site, to.value, to.text, false, form);
      return undefined;
    }
    case 'open':
      opens('Pathname#open', false)({ ...call, args: [{ value: here, text: self.text }, ...call.args] }, reader);
      return undefined;
    default:
      return undefined;
  }
}
