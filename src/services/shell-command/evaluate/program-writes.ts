import { basename, isAbsolute, join, lstatSync, readdirSync, resolve } from '../../../platform/node-builtins';
import { archiveEntries } from '../../files/archive-listing';
import type { Arg } from '../arg';
import { commandWrites } from '../file-writes/command-writes';
import type { FileWrite } from '../file-writes/file-write';
import { patchPaths } from '../file-writes/patch-paths';
import type { Evaluator } from './evaluation';
import type { ShellState } from './shell-state';

/** Entries listed under one source folder at most (what a recursive copy or an rsync would write). */
const MAX_LISTED = 2000;

/**
 * The files a command writes, moves or deletes, where each really lands: a copy into a folder keeps the source's
 * name (`cp ../x/bearing.config.json .`, `cp -t . f`, `ln -sf f .`), a copy of a folder's contents writes what it
 * holds (`cp -r tmpl/. .`, `rsync -a tmpl/ ./`, read bounded), an archive writes what its index lists (`tar -x`,
 * `unzip`), `find … -delete` deletes what its tests select, `sponge` writes its file, `patch` the files its patch
 * names. Any other command: the operands it writes (rm, mv, tee, sed -i, …).
 */
export function programWrites(ev: Evaluator, name: string, args: readonly Arg[], state: ShellState, stdin: string | undefined): FileWrite[] {
  const directory = ev.absolute(state) ?? (state.directory === null ? null : state.directory);
  const write = (path: Arg, form: string, removes: boolean, extra: Partial<FileWrite> = {}): FileWrite => ({ path: path.text, dynamic: path.dynamic, directory, form, removes, ...extra });
  const place = (path: string) => (isAbsolute(path) ? path : directory !== null && isAbsolute(directory) ? resolve(directory, path) : undefined);
  switch (name) {
    case 'cp':
    case 'mv':
    case 'ln':
    case 'install':
    case 'rsync':
      return copyWrites(name, args, place, write);
    case 'tar':
    case 'bsdtar':
    case 'gtar':
      return tarWrites(args, place, write);
    case 'unzip':
      return unzipWrites(args, place, write);
    case 'find':
      return findWrites(args, write);
    case 'sponge':
      return args.filter((a) => !a.text.startsWith('-')).map((a) => write(a, 'sponge', false));
    case 'patch': {
      const text = stdin ?? fileOperand(args, ['-i', '--input'], place, ev);
      return text === undefined ? [write({ text: 'the files its patch names', dynamic: true }, 'patch', false)] : patchPaths(text, stripOption(args)).map((path) => write({ text: path, dynamic: false }, 'patch', false));
    }
    default:
      return commandWrites(name, args, false).map((w) => write(w.word, w.form, w.removes));
  }
}

const COPY_VALUES: Readonly<Record<string, { short: string; long: readonly string[] }>> = {
  cp: { short: 'tS', long: ['target-directory', 'suffix'] },
  mv: { short: 'tS', long: ['target-directory', 'suffix'] },
  ln: { short: 'tS', long: ['target-directory', 'suffix'] },
  install: { short: 'tSmogC', long: ['target-directory', 'suffix', 'mode', 'owner', 'group', 'strip-program'] },
  rsync: {
    short: 'efTBM',
    long: ['rsh', 'rsync-path', 'filter', 'exclude', 'include', 'exclude-from', 'include-from', 'files-from', 'temp-dir', 'backup-dir', 'suffix', 'chmod', 'chown', 'log-file', 'partial-dir', 'link-dest', 'compare-dest', 'copy-dest', 'block-size', 'max-size', 'min-size', 'timeout', 'port', 'password-file', 'out-format', 'usermap', 'groupmap', 'compress-level', 'skip-compress', 'max-delete', 'modify-window', 'bwlimit', 'info', 'debug', 'protocol', 'iconv', 'checksum-choice', 'compress-choice', 'sockopts', 'outbuf', 'remote-option', 'only-write-batch', 'write-batch', 'read-batch', 'stop-after', 'stop-at'],
  },
};

function copyWrites(name: string, args: readonly Arg[], place: (path: string) => string | undefined, write: (path: Arg, form: string, removes: boolean, extra?: Partial<FileWrite>) => FileWrite): FileWrite[] {
  const spec = COPY_VALUES[name]!;
  const operands: Arg[] = [];
  let target: Arg | undefined;
  let recursive = name === 'rsync' ? false : name === 'mv';
  let noTarget = false;
  let deletes = false;
  let directories = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    if (text === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (!text.startsWith('-') || text === '-') {
      operands.push(arg);
      continue;
    }
    if (text.startsWith('--')) {
      const [option, inline] = text.includes('=') ? [text.slice(2, text.indexOf('=')), text.slice(text.indexOf('=') + 1)] : [text.slice(2), undefined];
      if (option === 'target-directory') target = inline !== undefined ? { text: inline, dynamic: arg.dynamic } : args[++i];
      else if (spec.long.includes(option) && inline === undefined) i++;
      recursive ||= option === 'recursive' || option === 'archive';
      noTarget ||= option === 'no-target-directory';
      deletes ||= option.startsWith('delete') || option === 'remove-source-files';
      continue;
    }
    for (let c = 1; c < text.length; c++) {
      const letter = text[c]!;
      if (spec.short.includes(letter)) {
        const value = c + 1 < text.length ? { text: text.slice(c + 1), dynamic: arg.dynamic } : args[++i];
        if (letter === 't') target = value;
        break;
      }
      if ('rRa'.includes(letter)) recursive = true;
      if (letter === 'T' && name !== 'rsync') noTarget = true;
      if (letter === 'd' && name === 'install') directories = true;
    }
  }
  const form = name;
  const removes = name === 'mv';
  if (directories) return operands.map((a) => write(a, 'install -d', false));
  const destination = target ?? (operands.length > 1 ? operands[operands.length - 1] : undefined);
  const sources = target ? operands : operands.slice(0, -1);
  if (!destination) return [];
  const writes: FileWrite[] = sources.filter(() => removes).map((s) => write(s, form, true));
  if (destination.dynamic) return [...writes, write(destination, form, false)];
  const destinationPlace = place(destination.text);
  const isFolder = target !== undefined || (!noTarget && (destination.text.endsWith('/') || sources.length > 1 || (destinationPlace !== undefined && folder(destinationPlace))));
  if (deletes) writes.push(write(destination, `${form} --delete`, true));
  if (!isFolder) {
    writes.push(write(destination, form, false));
    // `cp -r dir new`: a folder copied to a name that is not one becomes it, with what the folder holds.
    for (const source of sources) if (recursive && !source.dynamic) writes.push(...held(source.text, place).map((entry) => write({ text: join(destination.text, entry), dynamic: false }, form, false)));
    return writes;
  }
  for (const source of sources) {
    if (source.dynamic) {
      writes.push(write({ text: `${destination.text}/${source.text}`, dynamic: true }, form, false));
      continue;
    }
    // `dir/.` (and rsync's `dir/`): what the folder holds goes in, not the folder.
    const contents = source.text.endsWith('/.') || (name === 'rsync' && source.text.endsWith('/'));
    const base = contents ? '' : basename(source.text.replace(/\/+$/, ''));
    if (base !== '') writes.push(write({ text: join(destination.text, base), dynamic: false }, form, false));
    if (contents || recursive) for (const entry of held(source.text, place)) writes.push(write({ text: join(destination.text, base, entry), dynamic: false }, form, false));
  }
  return writes;
}

/** What a source folder holds (relative paths, bounded); nothing for a file or what cannot be listed. */
function held(source: string, place: (path: string) => string | undefined): string[] {
  const root = place(source);
  if (root === undefined || !folder(root)) return [];
  const found: string[] = [];
  const walk = (dir: string, prefix: string, depth: number) => {
    if (depth > 8 || found.length >= MAX_LISTED) return;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (found.length >= MAX_LISTED) return;
      const path = prefix === '' ? name : `${prefix}/${name}`;
      found.push(path);
      if (folder(join(dir, name))) walk(join(dir, name), path, depth + 1);
    }
  };
  walk(root, '', 0);
  return found;
}

function folder(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

/** `tar -x[f archive] [-C dir] [members]`, in its dash, bundled (`tar xzf a.tgz`) and long spellings. */
function tarWrites(args: readonly Arg[], place: (path: string) => string | undefined, write: (path: Arg, form: string, removes: boolean) => FileWrite): FileWrite[] {
  let extracting = false;
  let archive: Arg | undefined;
  let into = '.';
  let strip = 0;
  let renames = false;
  const members: Arg[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    if (text.startsWith('--')) {
      const [option, inline] = text.includes('=') ? [text.slice(2, text.indexOf('=')), text.slice(text.indexOf('=') + 1)] : [text.slice(2), undefined];
      const value = () => inline ?? args[++i]?.text ?? '';
      if (option === 'extract' || option === 'get') extracting = true;
      else if (option === 'file') archive = inline !== undefined ? { text: inline, dynamic: arg.dynamic } : args[++i];
      else if (option === 'directory') into = value();
      else if (option === 'strip-components') strip = Number(value()) || 0;
      else if (option === 'transform' || option === 'xform') {
        value();
        renames = true;
      } else if (['exclude', 'owner', 'group', 'mode', 'use-compress-program', 'files-from', 'exclude-from', 'blocking-factor'].includes(option) && inline === undefined) i++;
      continue;
    }
    // The first word may be a bundle without a dash (`xzf`); a dash bundle may hold `f` and `C` with values after.
    const bundle = text.startsWith('-') ? text.slice(1) : i === 0 && /^[a-zA-Z]+$/.test(text) ? text : undefined;
    if (bundle === undefined) {
      members.push(arg);
      continue;
    }
    for (let c = 0; c < bundle.length; c++) {
      const letter = bundle[c]!;
      if (letter === 'x') extracting = true;
      else if (letter === 'f' || letter === 'C') {
        const value = c + 1 < bundle.length && text.startsWith('-') ? { text: bundle.slice(c + 1), dynamic: arg.dynamic } : args[++i];
        if (letter === 'f') archive = value;
        else into = value?.text ?? '.';
        if (c + 1 < bundle.length && text.startsWith('-')) break;
      }
    }
  }
  if (!extracting) return [];
  return extracted(archive, into, strip, renames, members, place, write, 'tar -x');
}

/** `unzip archive [members] [-x excluded…] [-d dir]`. */
function unzipWrites(args: readonly Arg[], place: (path: string) => string | undefined, write: (path: Arg, form: string, removes: boolean) => FileWrite): FileWrite[] {
  let archive: Arg | undefined;
  let into = '.';
  const members: Arg[] = [];
  let excluding = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.text === '-d') into = args[++i]?.text ?? '.';
    else if (arg.text === '-x') excluding = true;
    else if (arg.text.startsWith('-')) {
      if (/^-[lvtz]+$/.test(arg.text)) return []; // listing, testing: nothing extracted
    } else if (!archive) archive = arg;
    else if (!excluding) members.push(arg);
  }
  return extracted(archive, into, 0, false, members, place, write, 'unzip');
}

function extracted(archive: Arg | undefined, into: string, strip: number, renames: boolean, members: readonly Arg[], place: (path: string) => string | undefined, write: (path: Arg, form: string, removes: boolean) => FileWrite, form: string): FileWrite[] {
  const file = archive && !archive.dynamic && archive.text !== '-' ? place(archive.text) : undefined;
  const entries = file === undefined || renames ? undefined : archiveEntries(file);
  if (entries === undefined) return [write({ text: `${into}/<what ${archive?.text ?? 'the archive'} holds>`, dynamic: true }, form, false)];
  const wanted = members.filter((m) => !m.dynamic).map((m) => m.text.replace(/\/+$/, ''));
  return entries
    .map((entry) => entry.split('/').filter(Boolean).slice(strip).join('/'))
    .filter((entry) => entry !== '' && (wanted.length === 0 || wanted.some((m) => entry === m || entry.startsWith(`${m}/`))))
    .map((entry) => write({ text: join(into, entry), dynamic: false }, form, false));
}

/** `find start… tests -delete` or `-exec rm {} …`: what the tests select under each start, deleted. */
function findWrites(args: readonly Arg[], write: (path: Arg, form: string, removes: boolean, extra?: Partial<FileWrite>) => FileWrite): FileWrite[] {
  const starts: Arg[] = [];
  let at = 0;
  while (at < args.length && /^-[HLP]$|^-O\d$|^-D$/.test(args[at]!.text)) at += args[at]!.text === '-D' ? 2 : 1;
  for (; at < args.length && !/^[-(!]/.test(args[at]!.text); at++) starts.push(args[at]!);
  const names: string[] = [];
  const paths: string[] = [];
  let ignoreCase = false;
  let maxDepth: number | undefined;
  let deletes = false;
  let negated = false;
  for (let i = at; i < args.length; i++) {
    const text = args[i]!.text;
    const value = args[i + 1];
    if (text === '!' || text === '-not') {
      negated = true;
      continue;
    }
    if (/^-i?name$/.test(text) && value) {
      if (!negated && !value.dynamic) names.push(value.text);
      ignoreCase ||= text === '-iname';
      i++;
    } else if (/^-i?(path|wholename)$/.test(text) && value) {
      if (!negated && !value.dynamic) paths.push(value.text);
      ignoreCase ||= text.startsWith('-i');
      i++;
    } else if (text === '-maxdepth' && value) {
      maxDepth = Number(value.text);
      i++;
    } else if (text === '-delete') deletes = true;
    else if (/^-(exec|execdir|ok|okdir)$/.test(text) && value && /^(rm|unlink|shred|mv|truncate|srm)$/.test(value.text.split('/').pop() ?? '')) deletes = true;
    negated = false;
  }
  if (!deletes) return [];
  return (starts.length > 0 ? starts : [{ text: '.', dynamic: false }]).map((start) =>
    write(start, 'find -delete', true, { matching: { names, paths, ignoreCase, ...(maxDepth !== undefined && Number.isFinite(maxDepth) && { maxDepth }) } }),
  );
}

function fileOperand(args: readonly Arg[], options: readonly string[], place: (path: string) => string | undefined, ev: Evaluator): string | undefined {
  const at = args.findIndex((a) => options.includes(a.text));
  const file = at >= 0 ? args[at + 1] : undefined;
  const path = file && !file.dynamic ? place(file.text) : undefined;
  return path === undefined ? undefined : ev.readFile(path);
}

/** `patch -pN`: how many leading components of each name it strips. */
function stripOption(args: readonly Arg[]): number {
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (/^-p\d+$/.test(text)) return Number(text.slice(2));
    if (text === '-p') return Number(args[i + 1]?.text ?? 0);
    if (text.startsWith('--strip=')) return Number(text.slice(8));
  }
  return 0;
}
