import { keywordArgument, positionals, type Call, type CallArgument } from '../scan/call';
import type { CodeReader, LibraryCall } from '../scan/code-reader';
import { computed, flatten, joinItems, list, literal, splitBlanks, textOf, toArg, unknown, type CodeValue } from '../scan/code-value';

/** One item of a Perl list after flattening, with its source for messages. */
interface Item {
  readonly value: CodeValue;
  readonly text: string;
}

/** A call's positional arguments as Perl sees them: one flat list (`system('git', @args)`, `('git', 'push')`). */
function items(call: Call): Item[] {
  return positionals(call).flatMap((a) =>
    a.value.kind === 'list'
      ? flatten(a.value.items).map((value, i) => ({ value, text: value.kind === 'text' ? value.arg.text : `${a.text}[${i}]` }))
      : [{ value: a.value, text: a.text }],
  );
}

/** An array variable (`@cmd`) stands for any number of words. */
function isArray(item: Item): boolean {
  return item.value.kind === 'unknown' && item.text.startsWith('@');
}

/**
 * `system LIST`, `exec LIST`: one string is a command line (Perl runs it through /bin/sh when it holds shell
 * metacharacters, and splits it into words itself otherwise: the same command either way); several items are the
 * program and its arguments, run directly. `system { PROG } LIST` runs PROG with LIST as its argv.
 */
const system: LibraryCall = (call, reader) => {
  const words = items(call);
  const program = keywordArgument(call, 'program');
  if (program) {
    reader.runsArgv(call.site, [toArg(program.value, program.text), ...words.slice(1).map((w) => toArg(w.value, w.text))], program.text, `perl ${call.name}`);
    return;
  }
  if (words.length === 0) return;
  commandList(call, reader, words);
};

/** A command given as a list: one item is a command line, several an argv (`open(F, '-|', …)`, `open3(…, LIST)`). */
function commandList(call: Call, reader: CodeReader, words: readonly Item[]): void {
  if (words.length === 0) return;
  const form = `perl ${call.name}`;
  if (words.length === 1 && !isArray(words[0]!)) reader.runsScript(call.site, words[0]!.value, words[0]!.text, form);
  else
    reader.runsArgv(
      call.site,
      words.map((w) => toArg(w.value, w.text)),
      words[0]!.text,
      form,
    );
}

const readpipe: LibraryCall = (call, reader) => {
  const command = items(call)[0];
  if (command) reader.runsScript(call.site, command.value, command.text, `perl ${call.name}`);
};

/** The mode and the rest of a two-argument open's string: `>file`, `>> file`, `+<file`, `cmd |`, `| cmd`. */
function twoArgumentMode(text: string): { mode: string; rest: string } {
  const trimmed = text.trim();
  if (trimmed.endsWith('|')) return { mode: '-|', rest: trimmed.slice(0, -1).trim() };
  const match = /^(\+?(?:>>|>|<)|\|)?\s*([\s\S]*)$/.exec(trimmed)!;
  return { mode: match[1] === '|' ? '|-' : (match[1] ?? '<'), rest: match[2]!.trim() };
}

/**
 * `open(FH, MODE, PATH)`, `open(FH, MODE, LIST)` with `-|`/`|-`, and the two-argument `open(FH, ">path")`,
 * `open(FH, "cmd |")`. Reading modes (`<`, none) are reads; a mode not known is taken as a write.
 */
const open: LibraryCall = (call, reader) => {
  const [, modeArgument, ...rest] = positionals(call);
  if (!modeArgument) return;
  if (rest.length === 0) {
    openTwoArguments(call, reader, modeArgument);
    return;
  }
  const text = textOf(modeArgument.value);
  const mode = text?.replace(/:.*$/, '').trim();
  if (mode === '-|' || mode === '|-') {
    commandList(call, reader, items({ ...call, args: rest }));
    return;
  }
  if (mode !== undefined && (mode === '<' || mode.includes('&'))) return;
  const form = `perl open(…, ${text === undefined ? modeArgument.text : `'${text}'`})`;
  reader.writes(call.site, rest[0]!.value, rest[0]!.text, false, form);
};

function openTwoArguments(call: Call, reader: CodeReader, argument: CallArgument): void {
  const text = textOf(argument.value);
  if (text !== undefined) {
    const { mode, rest } = twoArgumentMode(text);
    if (mode === '-|' || mode === '|-') reader.runsScript(call.site, literal(rest), argument.text, 'perl open');
    else if (mode !== '<' && !rest.startsWith('&') && rest !== '-') reader.writes(call.site, literal(rest), rest, false, `perl open(…, '${mode}…')`);
    return;
  }
  // A string that interpolates: its leading and trailing characters as written still tell the mode.
  const written = /^(["'`]|qq?\W)([\s\S]*?)\W?$/.exec(argument.text)?.[2];
  if (written === undefined) {
    reader.note(`perl open with a mode and path computed at run time: ${argument.text}`);
    return;
  }
  const { mode } = twoArgumentMode(written);
  if (mode === '-|' || mode === '|-') reader.runsScript(call.site, computed(argument.text), argument.text, 'perl open');
  else if (mode !== '<') reader.writes(call.site, computed(argument.text), argument.text, false, `perl open(…, '${mode}…')`);
}

/** `sysopen(FH, PATH, O_WRONLY | O_CREAT)`: a write when the flags name one. */
const sysopen: LibraryCall = (call, reader) => {
  const [, path, flags] = positionals(call);
  if (path && flags && (/O_(?:WRONLY|RDWR|CREAT|TRUNC|APPEND)/.test(flags.text) || !/^[\w:\s|]+$/.test(flags.text)))
    reader.writes(call.site, path.value, path.text, false, 'perl sysopen');
};

/** `unlink LIST`, `rmdir`, `rmtree`: each item is removed (none: `$_`). */
function removesEach(form: string): LibraryCall {
  return (call, reader) => {
    const paths = items(call);
    if (paths.length === 0) reader.writes(call.site, unknown('$_'), '$_', true, form);
    for (const p of paths) reader.writes(call.site, p.value, p.text, true, form);
  };
}

function writesItem(position: number, removes: boolean, form: string): LibraryCall {
  return (call, reader) => {
    const path = items(call)[position];
    if (path) reader.writes(call.site, path.value, path.text, removes, form);
  };
}

function moves(form: string): LibraryCall {
  return (call, reader) => {
    writesItem(0, true, form)(call, reader);
    writesItem(1, false, form)(call, reader);
  };
}

/** `truncate(PATH, LEN)`: a write when PATH is a string (a filehandle is not a path the text shows). */
const truncate: LibraryCall = (call, reader) => {
  const path = items(call)[0];
  if (path && path.value.kind === 'text') reader.writes(call.site, path.value, path.text, false, 'perl truncate');
};

/** `open2($out, $in, LIST)`, `open3($w, $r, $e, LIST)`. */
function opensProcess(handles: number): LibraryCall {
  return (call, reader) => {
    commandList(call, reader, items({ ...call, args: positionals(call).slice(handles) }));
  };
}

const evaluates: LibraryCall = (call, reader) => {
  const code = items(call)[0];
  if (code) reader.readNested(code.value, 'perl eval', code.text);
};

const runsFile: LibraryCall = (call, reader) => {
  const file = items(call)[0];
  if (file && (file.value.kind !== 'api' || call.name === 'do')) reader.note(`perl ${call.name} runs code from ${file.text}`);
};

const join: LibraryCall = (call) => {
  const [separator, ...rest] = items(call);
  const text = textOf(separator?.value);
  return text === undefined
    ? computed(call.text)
    : joinItems(
        rest.map((r) => r.value),
        text,
        call.text,
      );
};

/** `split ' ', 'git push'` and `split /\s+/, …`: words at blanks; any other pattern is not followed. */
const split: LibraryCall = (call) => {
  const [pattern, subject] = items(call);
  const text = textOf(subject?.value);
  const blanks = pattern && (textOf(pattern.value) === ' ' || /^(?:m?\/\\s\+\/|\/ \/)$/.test(pattern.text));
  return blanks && text !== undefined ? splitBlanks(text) : unknown(call.text);
};

/** `path('f')` (Path::Tiny): an object standing for the path f. */
const PATH_TINY = 'Path::Tiny';
const pathTiny: LibraryCall = (call) => {
  const first = items(call)[0];
  return { kind: 'object', type: PATH_TINY, arg: first ? toArg(first.value, first.text) : { text: call.text, dynamic: true } };
};

/** Perl's builtins and common modules' functions that run programs, write files or run other code, by canonical name. */
export const PERL_LIBRARY: Readonly<Record<string, LibraryCall>> = {
  system,
  exec: system,
  readpipe,
  open,
  sysopen,
  unlink: removesEach('perl unlink'),
  rmdir: removesEach('perl rmdir'),
  rmtree: removesEach('File::Path::rmtree'),
  remove_tree: removesEach('File::Path::remove_tree'),
  rename: moves('perl rename'),
  move: moves('File::Copy::move'),
  mv: moves('File::Copy::move'),
  copy: writesItem(1, false, 'File::Copy::copy'),
  cp: writesItem(1, false, 'File::Copy::copy'),
  link: writesItem(1, false, 'perl link'),
  symlink: writesItem(1, false, 'perl symlink'),
  truncate,
  write_file: writesItem(0, false, 'File::Slurp::write_file'),
  overwrite_file: writesItem(0, false, 'File::Slurp::overwrite_file'),
  append_file: writesItem(0, false, 'File::Slurp::append_file'),
  edit_file: writesItem(1, false, 'File::Slurp::edit_file'),
  open2: opensProcess(2),
  open3: opensProcess(3),
  eval: evaluates,
  do: runsFile,
  require: runsFile,
  join,
  split,
  path: pathTiny,
};

/** `CORE::system` → `system`, `File::Copy::copy` → `copy`, `&system` → `system`. */
export function canonicalPerl(name: string): string {
  const bare = name.replace(/^&/, '').replace(/^(?:CORE::GLOBAL::|CORE::|main::)/, '');
  const last = bare.slice(bare.lastIndexOf('::') + (bare.includes('::') ? 2 : 0));
  const modules = ['File::Copy::', 'File::Path::', 'File::Slurp::', 'IPC::Open2::', 'IPC::Open3::', 'Path::Tiny::'];
  return modules.some((m) => bare.startsWith(m)) ? last : bare;
}

/** Methods of Path::Tiny objects: `path('f')->spew(…)`, `->remove`, `->move($to)`, `->copy($to)`. */
export function perlMethod(call: Call, reader: CodeReader): CodeValue | undefined {
  const self = call.self;
  if (self?.kind !== 'object' || self.type !== PATH_TINY) return undefined;
  const here: CodeValue = { kind: 'text', arg: self.arg };
  const target = items(call)[0];
  const form = `Path::Tiny->${call.name}`;
  if (/^(?:spew|append|edit|touch)/.test(call.name)) reader.writes(call.site, here, self.arg.text, false, form);
  else if (call.name === 'remove' || call.name === 'remove_tree') reader.writes(call.site, here, self.arg.text, true, form);
  else if (call.name === 'move' && target)
    moves(form)(
      {
        ...call,
        args: [
          { value: here, text: self.arg.text },
          { value: target.value, text: target.text },
        ],
      },
      reader,
    );
  else if (call.name === 'copy' && target) reader.writes(call.site, target.value, target.text, false, form);
  return unknown(call.text);
}

export function listOf(values: readonly CodeValue[]): CodeValue {
  return list(flatten(values));
}
