import { positionals, type Call } from '../scan/call';
import type { CodeReader, LibraryCall } from '../scan/code-reader';
import { computed, joinItems, list, literal, textOf, toArg, toArgv, unknown, type CodeValue } from '../scan/code-value';

/** `system`, `exec`, `passthru`, `shell_exec`, `popen`: the command line goes to /bin/sh. */
const shell: LibraryCall = (call, reader) => {
  const command = positionals(call)[0];
  if (command) reader.runsScript(call.site, command.value, command.text, `php ${call.name}`);
};

/** `proc_open($cmd, …)`: a string goes to /bin/sh; an array (PHP 7.4+) is the program and its arguments. */
const procOpen: LibraryCall = (call, reader) => {
  const command = positionals(call)[0];
  if (!command) return;
  if (command.value.kind === 'list') reader.runsArgv(call.site, toArgv(command.value)!, command.text, `php ${call.name}`);
  else reader.runsScript(call.site, command.value, command.text, `php ${call.name}`);
};

/** `pcntl_exec($path, $args)`: the program at path, with its arguments. */
const pcntlExec: LibraryCall = (call, reader) => {
  const [path, args] = positionals(call);
  if (!path) return;
  const rest = args ? (toArgv(args.value) ?? [{ text: args.text, dynamic: true }]) : [];
  reader.runsArgv(call.site, [toArg(path.value, path.text), ...rest], path.text, `php ${call.name}`);
};

function writesArgument(position: number, removes: boolean): LibraryCall {
  return (call, reader) => {
    const path = positionals(call)[position];
    if (path) reader.writes(call.site, path.value, path.text, removes, `php ${call.name}`);
  };
}

const moves: LibraryCall = (call, reader) => {
  writesArgument(0, true)(call, reader);
  writesArgument(1, false)(call, reader);
};

/** `fopen($p, $mode)`, `new SplFileObject($p, $mode)`: a write when the mode holds w, a, x, c or + (or is not known). */
function opens(defaultMode: string | undefined): LibraryCall {
  return (call, reader) => {
    const [path, mode] = positionals(call);
    if (!path || (!mode && defaultMode !== undefined)) return;
    const text = mode ? textOf(mode.value) : defaultMode;
    if (text === undefined || /[waxc+]/.test(text))
      reader.writes(call.site, path.value, path.text, false, `php ${call.name}(…, ${text === undefined ? mode!.text : `'${text}'`})`);
  };
}

const evaluates: LibraryCall = (call, reader) => {
  const code = positionals(call)[0];
  if (code) reader.readNested(code.value, 'php eval', code.text);
};

/** `call_user_func('system', 'git push')`, `call_user_func_array('system', ['git push'])`: the named function, called. */
function callsByName(spread: boolean): LibraryCall {
  return (call, reader) => {
    const [callee, ...rest] = positionals(call);
    const name = textOf(callee?.value);
    if (name === undefined) {
      reader.note(`php ${call.name} calls a function computed at run time: ${callee?.text ?? ''}`);
      return unknown(call.text);
    }
    const args = spread && rest[0]?.value.kind === 'list' ? rest[0].value.items.map((value, i) => ({ value, text: `${rest[0]!.text}[${i}]` })) : rest;
    return phpCall({ ...call, name: canonicalPhp(name), args }, reader);
  };
}

const explode: LibraryCall = (call) => {
  const [separator, subject] = positionals(call).map((a) => textOf(a.value));
  return separator === undefined || separator === '' || subject === undefined ? unknown(call.text) : list(subject.split(separator).map(literal));
};

const implode: LibraryCall = (call) => {
  const [first, second] = positionals(call);
  const [separator, items] = first?.value.kind === 'list' ? ['', first.value] : [textOf(first?.value), second?.value];
  return separator !== undefined && items?.kind === 'list' ? joinItems(items.items, separator, call.text) : computed(call.text);
};

/** `escapeshellarg('x')`: the word in single quotes, as PHP quotes it. */
const escapeArgument: LibraryCall = (call) => {
  const text = textOf(positionals(call)[0]?.value);
  return text === undefined ? computed(call.text) : literal(`'${text.replace(/'/g, `'\\''`)}'`);
};

/** `escapeshellcmd('x')`: unchanged when nothing in it needs escaping. */
const escapeCommand: LibraryCall = (call) => {
  const text = textOf(positionals(call)[0]?.value);
  return text !== undefined && !/[#&;`|*?~<>^()[\]{}$\\\n\xff'"]/.test(text) ? literal(text) : computed(call.text);
};

const sameText: LibraryCall = (call) => {
  const value = positionals(call)[0]?.value;
  return value?.kind === 'text' ? value : computed(call.text);
};

/** PHP's functions (by lower-case name: PHP ignores case in them) that run programs, write files or run other code. */
const PHP_LIBRARY: Readonly<Record<string, LibraryCall>> = {
  system: shell,
  exec: shell,
  passthru: shell,
  shell_exec: shell,
  popen: shell,
  proc_open: procOpen,
  pcntl_exec: pcntlExec,
  eval: evaluates,
  call_user_func: callsByName(false),
  call_user_func_array: callsByName(true),
  file_put_contents: writesArgument(0, false),
  fopen: opens(undefined),
  splfileobject: opens('r'),
  unlink: writesArgument(0, true),
  rmdir: writesArgument(0, true),
  rename: moves,
  copy: writesArgument(1, false),
  touch: writesArgument(0, false),
  symlink: writesArgument(1, false),
  link: writesArgument(1, false),
  explode,
  implode,
  join: implode,
  escapeshellarg: escapeArgument,
  escapeshellcmd: escapeCommand,
  strval: sameText,
  // `getenv('HOME')`: the variable, when the reading knows it.
  getenv: (call, reader) => reader.environmentValue(textOf(positionals(call)[0]?.value), call.text),
  trim: (call) => {
    const text = textOf(positionals(call)[0]?.value);
    return positionals(call).length === 1 && text !== undefined ? literal(text.trim()) : computed(call.text);
  },
};

/** `\System` → `system`, `Foo\exec` → `exec` (PHP falls back to the global function), `SplFileObject` → `splfileobject`. */
export function canonicalPhp(name: string): string {
  return name.slice(name.lastIndexOf('\\') + 1).toLowerCase();
}

export function phpCall(call: Call, reader: CodeReader): CodeValue {
  return (PHP_LIBRARY[call.name]?.(call, reader) ?? unknown(call.text)) as CodeValue;
}
