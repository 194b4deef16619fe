import type { Arg } from '../arg';

/** One path a command writes, with the form to cite and whether it removes the path. */
export interface CommandWrite {
  readonly word: Arg;
  readonly form: string;
  readonly removes: boolean;
}

/** How a file command spells its operands: which options take a value (the next word), and which operands it writes. */
interface FileCommand {
  /** Short options that take the next word as a value (`-t DIR`, `-s SIZE`). */
  readonly shortWithValue?: string;
  /** Long options that take the next word as a value, without `--` (they also accept `--name=value`). */
  readonly longWithValue?: readonly string[];
  /** `all`: every operand; `last`: the destination (and `-t`/`--target-directory`'s value). */
  readonly writes: 'all' | 'last';
  readonly removes: boolean;
  /** Operands before the files that are no paths (`chmod MODE file…`, `chown OWNER file…`). */
  readonly skip?: number;
}

const REMOVE: FileCommand = { writes: 'all', removes: true };
const COPY: FileCommand = { shortWithValue: 'tS', longWithValue: ['target-directory', 'suffix'], writes: 'last', removes: false };

/** POSIX commands that write, move or delete the files they are given (GNU coreutils' spellings). */
const POSIX: Readonly<Record<string, FileCommand>> = {
  rm: REMOVE,
  unlink: REMOVE,
  rmdir: REMOVE,
  shred: { shortWithValue: 'ns', longWithValue: ['iterations', 'size', 'random-source'], writes: 'all', removes: true },
  mv: { shortWithValue: 'tS', longWithValue: ['target-directory', 'suffix'], writes: 'all', removes: true },
  touch: { shortWithValue: 'dtr', longWithValue: ['date', 'reference', 'time'], writes: 'all', removes: false },
  truncate: { shortWithValue: 'sr', longWithValue: ['size', 'reference'], writes: 'all', removes: false },
  tee: { writes: 'all', removes: false },
  cp: COPY,
  ln: COPY,
  install: { shortWithValue: 'tSmogC', longWithValue: ['target-directory', 'suffix', 'mode', 'owner', 'group'], writes: 'last', removes: false },
  rsync: { shortWithValue: 'efT', longWithValue: ['rsh', 'filter', 'exclude', 'include', 'temp-dir', 'backup-dir', 'suffix'], writes: 'last', removes: false },
  // A file's mode, owner or attributes changed: `chmod 000 bearing.config.json` leaves bearing unable to read it.
  chmod: { longWithValue: ['reference'], writes: 'all', removes: false, skip: 1 },
  chown: { longWithValue: ['reference', 'from'], writes: 'all', removes: false, skip: 1 },
  chgrp: { longWithValue: ['reference'], writes: 'all', removes: false, skip: 1 },
  chattr: { shortWithValue: 'vp', writes: 'all', removes: false, skip: 1 },
  setfacl: { shortWithValue: 'mMxX', longWithValue: ['modify', 'modify-file', 'remove', 'remove-file', 'set', 'set-file'], writes: 'all', removes: false },
  mkdir: { shortWithValue: 'mZ', longWithValue: ['mode', 'context'], writes: 'all', removes: false },
  mkfifo: { shortWithValue: 'mZ', longWithValue: ['mode'], writes: 'all', removes: false },
};

/**
 * PowerShell cmdlets and their aliases that write, move or delete, by the parameter naming the path each writes
 * (PowerShell matches parameter names ignoring case). Positional operands count too: the path comes first, a
 * destination second.
 */
const POWERSHELL: Readonly<
  Record<string, { readonly named: readonly string[]; readonly operand: 'first' | 'second' | 'all'; readonly removes: boolean; readonly form: string }>
> = {
  'set-content': { named: ['path', 'literalpath'], operand: 'first', removes: false, form: 'Set-Content' },
  'add-content': { named: ['path', 'literalpath'], operand: 'first', removes: false, form: 'Add-Content' },
  'clear-content': { named: ['path', 'literalpath'], operand: 'first', removes: false, form: 'Clear-Content' },
  'out-file': { named: ['filepath', 'literalpath'], operand: 'first', removes: false, form: 'Out-File' },
  'new-item': { named: ['path'], operand: 'first', removes: false, form: 'New-Item' },
  'remove-item': { named: ['path', 'literalpath'], operand: 'all', removes: true, form: 'Remove-Item' },
  'move-item': { named: ['path', 'literalpath', 'destination'], operand: 'all', removes: true, form: 'Move-Item' },
  'rename-item': { named: ['path', 'literalpath', 'newname'], operand: 'all', removes: true, form: 'Rename-Item' },
  'copy-item': { named: ['destination'], operand: 'second', removes: false, form: 'Copy-Item' },
};
const POWERSHELL_ALIASES: Readonly<Record<string, string>> = {
  sc: 'set-content',
  ac: 'add-content',
  clc: 'clear-content',
  ni: 'new-item',
  ri: 'remove-item',
  del: 'remove-item',
  erase: 'remove-item',
  rd: 'remove-item',
  mi: 'move-item',
  move: 'move-item',
  rni: 'rename-item',
  ren: 'rename-item',
  cpi: 'copy-item',
  copy: 'copy-item',
};

/** The paths a command (by its lower-case name) writes, moves or deletes; none for a command that writes no files it is given. */
export function commandWrites(name: string, args: readonly Arg[], powershell: boolean): CommandWrite[] {
  if (powershell) {
    const cmdlet = POWERSHELL[name] ?? POWERSHELL[POWERSHELL_ALIASES[name] ?? ''];
    if (cmdlet) return powershellWrites(cmdlet, args);
  }
  if (name === 'sed' || name === 'perl') return inPlaceWrites(name, args);
  if (name === 'dd')
    return args.filter((a) => a.text.startsWith('of=')).map((a) => ({ word: { ...a, text: a.text.slice(3) }, form: 'dd of=', removes: false }));
  if (name === 'sort') return sortOutput(args);
  const command = POSIX[name];
  if (!command) return [];
  const { operands, values } = operandsOf(args, command);
  // With `-t DIR` every operand is a source: the directory is what is written. `--reference` takes the mode's place.
  const skip = command.skip && !args.some((a) => a.text.startsWith('--reference')) ? command.skip : 0;
  const written = command.writes === 'all' ? operands.slice(skip) : values.length > 0 ? values : operands.slice(-1);
  return written.map((word) => ({ word, form: name, removes: command.removes }));
}

/** Operands (not options, not option values), and the values of `-t`/`--target-directory`. */
function operandsOf(args: readonly Arg[], command: FileCommand): { operands: Arg[]; values: Arg[] } {
  const operands: Arg[] = [];
  const values: Arg[] = [];
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (!text.startsWith('-') || text === '-') {
      operands.push(args[i]!);
      continue;
    }
    const long = text.startsWith('--') ? text.slice(2).split('=')[0]! : undefined;
    const takesValue =
      long !== undefined ? command.longWithValue?.includes(long) && !text.includes('=') : (command.shortWithValue?.includes(text[text.length - 1]!) ?? false);
    const target = long === 'target-directory' || (long === undefined && text.endsWith('t') && command.shortWithValue?.includes('t'));
    if (long === 'target-directory' && text.includes('=')) values.push({ ...args[i]!, text: text.slice(text.indexOf('=') + 1) });
    if (takesValue && args[i + 1]) {
      if (target) values.push(args[i + 1]!);
      i++;
    }
  }
  return { operands, values };
}

/**
 * `sed -i` and `perl -i` edit the files they are given in place: every operand but the script (`sed`'s first
 * operand when no `-e`/`-f` names one; `perl -e` takes its script as an option value).
 */
function inPlaceWrites(name: 'sed' | 'perl', args: readonly Arg[]): CommandWrite[] {
  const inPlace = args.some((a) => a.text === '--in-place' || a.text.startsWith('--in-place=') || /^-[a-zA-Z]*i/.test(a.text));
  if (!inPlace) return [];
  const operands: Arg[] = [];
  let scripted = false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === '-e' || text === '-f' || text === '--expression' || text === '--file' || (name === 'perl' && /^-[a-zA-Z]*e$/.test(text))) {
      scripted = true;
      i++;
    } else if (text.startsWith('--expression=') || text.startsWith('--file=')) {
      scripted = true;
    } else if (!text.startsWith('-') || text === '-') {
      operands.push(args[i]!);
    }
  }
  const files = scripted || name === 'perl' ? operands : operands.slice(1);
  return files.map((word) => ({ word, form: `${name} -i`, removes: false }));
}

/** sort's short options that take a value (the rest of the bundle, or the next word); its long ones, without `--`. */
const SORT_SHORT_VALUED = 'kotST';
const SORT_LONG_VALUED = [
  'key',
  'output',
  'field-separator',
  'buffer-size',
  'temporary-directory',
  'batch-size',
  'compress-program',
  'files0-from',
  'parallel',
  'random-source',
  'sort',
];

/**
 * `sort -o FILE` (`-oFILE`, `-ro FILE`, `--output FILE`, `--output=FILE`, any unambiguous start of `--output`)
 * writes its result to FILE (the same file as an input is fine for sort: `sort -o f f` rewrites f).
 */
function sortOutput(args: readonly Arg[]): CommandWrite[] {
  const written: Arg[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    if (text === '--') break;
    if (text.startsWith('--')) {
      const [option, inline] = text.includes('=') ? [text.slice(2, text.indexOf('=')), text.slice(text.indexOf('=') + 1)] : [text.slice(2), undefined];
      // GNU getopt takes an unambiguous start of a long option: `--o`, `--out` are `--output` (no other starts with `o`).
      const output = option !== '' && 'output'.startsWith(option);
      if (!output && !SORT_LONG_VALUED.includes(option)) continue;
      const value = inline !== undefined ? { ...arg, text: inline } : args[++i];
      if (output && value) written.push(value);
      continue;
    }
    if (!text.startsWith('-') || text === '-') continue;
    for (let c = 1; c < text.length; c++) {
      if (!SORT_SHORT_VALUED.includes(text[c]!)) continue;
      const value = c + 1 < text.length ? { ...arg, text: text.slice(c + 1) } : args[++i];
      if (text[c] === 'o' && value) written.push(value);
      break;
    }
  }
  return written.map((word) => ({ word, form: 'sort -o', removes: false }));
}

function powershellWrites(cmdlet: (typeof POWERSHELL)[string], args: readonly Arg[]): CommandWrite[] {
  const written: Arg[] = [];
  const operands: Arg[] = [];
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text.startsWith('-') && text.length > 1) {
      const [parameter, inline] = text.slice(1).toLowerCase().split(':');
      const named = cmdlet.named.some((n) => n.startsWith(parameter!));
      if (inline !== undefined && named) written.push({ ...args[i]!, text: text.slice(text.indexOf(':') + 1) });
      else if (named && args[i + 1]) written.push(args[++i]!);
      else if (inline === undefined && args[i + 1] && !args[i + 1]!.text.startsWith('-') && takesValue(parameter!)) i++;
      continue;
    }
    // `del a, b`: a comma-separated list of paths.
    for (const path of text.split(',')) if (path !== '') operands.push({ ...args[i]!, text: path });
  }
  const positional = cmdlet.operand === 'all' ? operands : cmdlet.operand === 'first' ? operands.slice(0, 1) : operands.slice(1, 2);
  return [...written, ...positional].map((word) => ({ word, form: cmdlet.form, removes: cmdlet.removes }));
}

/** Parameters of these cmdlets that take a value which is not a path (so the word after them is no operand). */
const VALUED_SWITCHES = ['value', 'encoding', 'itemtype', 'type', 'filter', 'include', 'exclude', 'stream', 'inputobject', 'width', 'credential'];

/** PowerShell takes any unambiguous start of a parameter's name for it (`-Val x` is `-Value x`). */
function takesValue(parameter: string): boolean {
  return parameter !== '' && VALUED_SWITCHES.some((name) => name.startsWith(parameter));
}
