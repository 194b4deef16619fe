import { basename, existsSync, isAbsolute, join, lstatSync, readdirSync, resolve } from '../../../platform/node-builtins';
import { archiveEntries } from '../../files/archive-listing';
import { archiveTextEntries } from './archive-text';
import type { Arg } from '../arg';
import { commandWrites } from '../file-writes/command-writes';
import type { FileWrite } from '../file-writes/file-write';
import { patchPaths } from '../file-writes/patch-paths';
import type { Evaluator } from './evaluation';
import { patternSource } from './shell-pattern';
import type { ShellState } from './shell-state';

/** Entries listed under one source folder at most (what a recursive copy or an rsync would write). */
const MAX_LISTED = 2000;

/** What a copy or an extraction needs of the world: where a path lands, whether something is there, a file's text. */
interface Disk {
  readonly place: (path: string) => string | undefined;
  /** Something is at the path now (on disk, or written earlier in this command); false when it cannot be placed. */
  readonly exists: (path: string) => boolean;
  /** A file's text (`--exclude-from list`; `-` is stdin); undefined when it cannot be read. */
  readonly text: (path: string) => string | undefined;
  /** The text of a file written earlier in this command (an absolute path); undefined for any other. */
  readonly made: (path: string) => string | undefined;
}

/**
 * The files a command writes, moves or deletes, where each really lands: a copy into a folder keeps the source's
 * name (`cp ../x/bearing.config.json .`, `cp -t . f`, `ln -sf f .`), a copy of a folder's contents writes what it
 * holds (`cp -r tmpl/. .`, `rsync -a tmpl/ ./`, read bounded; rsync's `--exclude`/`--include`/`--filter` rules
 * honoured), an archive writes what its index lists (`tar -x`, `unzip`; nothing with `tar -O`, `unzip -p`), a copy
 * or extraction that keeps what is there (`cp -n`, `mv -n`, `rsync --ignore-existing`, `tar -k`, `unzip -n`) writes
 * only what is not there yet, as the disk is when the command is read (and what the command wrote before),
 * `find … -delete` deletes what its tests select, `sponge` writes its file, `patch` the files its patch names. Any
 * other command: the operands it writes (rm, mv, tee, sed -i, sort -o, …).
 */
export function programWrites(ev: Evaluator, name: string, args: readonly Arg[], state: ShellState, stdin: string | undefined): FileWrite[] {
  const directory = ev.absolute(state) ?? (state.directory === null ? null : state.directory);
  const write = (path: Arg, form: string, removes: boolean, extra: Partial<FileWrite> = {}): FileWrite => ({
    path: path.text,
    dynamic: path.dynamic,
    directory,
    form,
    removes,
    ...extra,
  });
  const place = (path: string) => (isAbsolute(path) ? path : directory !== null && isAbsolute(directory) ? resolve(directory, path) : undefined);
  const disk: Disk = {
    place,
    exists: (path) => {
      const at = place(path);
      return at !== undefined && (state.world.files.has(at) || existsSync(at));
    },
    text: (path) => {
      if (path === '-') return stdin;
      const at = place(path);
      return at === undefined ? undefined : (state.world.files.get(at) ?? ev.readFile(at));
    },
    made: (path) => state.world.files.get(path),
  };
  switch (name) {
    case 'cp':
    case 'mv':
    case 'ln':
    case 'install':
    case 'rsync':
      return copyWrites(name, args, disk, write);
    case 'tar':
    case 'bsdtar':
    case 'gtar':
      return tarWrites(args, disk, write);
    case 'unzip':
      return unzipWrites(args, disk, write);
    case 'find':
      return findWrites(args, write);
    case 'sponge':
      return args.filter((a) => !a.text.startsWith('-')).map((a) => write(a, 'sponge', false));
    case 'patch': {
      const text = stdin ?? fileOperand(args, ['-i', '--input'], place, ev);
      return text === undefined
        ? [write({ text: 'the files its patch names', dynamic: true }, 'patch', false)]
        : patchPaths(text, stripOption(args)).map((path) => write({ text: path, dynamic: false }, 'patch', false));
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
    long: [
      'rsh',
      'rsync-path',
      'filter',
      'exclude',
      'include',
      'exclude-from',
      'include-from',
      'files-from',
      'temp-dir',
      'backup-dir',
      'suffix',
      'chmod',
      'chown',
      'log-file',
      'partial-dir',
      'link-dest',
      'compare-dest',
      'copy-dest',
      'block-size',
      'max-size',
      'min-size',
      'timeout',
      'port',
      'password-file',
      'out-format',
      'usermap',
      'groupmap',
      'compress-level',
      'skip-compress',
      'max-delete',
      'modify-window',
      'bwlimit',
      'info',
      'debug',
      'protocol',
      'iconv',
      'checksum-choice',
      'compress-choice',
      'sockopts',
      'outbuf',
      'remote-option',
      'only-write-batch',
      'write-batch',
      'read-batch',
      'stop-after',
      'stop-at',
    ],
  },
};

function copyWrites(
  name: string,
  args: readonly Arg[],
  disk: Disk,
  write: (path: Arg, form: string, removes: boolean, extra?: Partial<FileWrite>) => FileWrite,
): FileWrite[] {
  const spec = COPY_VALUES[name]!;
  const place = disk.place;
  const operands: Arg[] = [];
  let target: Arg | undefined;
  let recursive = name === 'rsync' ? false : name === 'mv';
  let noTarget = false;
  let deletes = false;
  let directories = false;
  /** What is there already stays (`cp -n`, `mv -n`, `cp --update=none`, `rsync --ignore-existing`). */
  let keeps = false;
  let dryRun = false;
  const filters = new RsyncFilters();
  const clobbers = name === 'cp' || name === 'mv';
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
      const valued = spec.long.includes(option);
      const value: Arg | undefined = inline !== undefined ? { text: inline, dynamic: arg.dynamic } : valued ? args[i + 1] : undefined;
      if (option === 'target-directory') target = value;
      if (valued && inline === undefined) i++;
      recursive ||= option === 'recursive' || option === 'archive';
      noTarget ||= option === 'no-target-directory';
      deletes ||= option.startsWith('delete') || option === 'remove-source-files';
      if (clobbers) {
        // The last of -n, -i, -f (mv), --update=… decides; `-u`, `--update[=older]` compare times, which is not read.
        if (option === 'no-clobber' || (option === 'update' && (inline === 'none' || inline === 'none-fail'))) keeps = true;
        else if (option === 'interactive' || (option === 'update' && inline === 'all') || (name === 'mv' && option === 'force')) keeps = false;
      }
      if (name === 'rsync') {
        if (option === 'ignore-existing') keeps = true;
        if (option === 'dry-run') dryRun = true;
        if (option === 'relative' || option === 'files-from') filters.unknown(); // the paths it sends are not the ones read here
        if (option === 'exclude' || option === 'include') filters.option(option, value);
        else if (option === 'exclude-from' || option === 'include-from') filters.file(option === 'exclude-from' ? 'exclude' : 'include', value, disk.text);
        else if (option === 'filter') filters.rule(value);
        else if (option === 'cvs-exclude') filters.ignore(); // it only leaves more out
      }
      continue;
    }
    for (let c = 1; c < text.length; c++) {
      const letter = text[c]!;
      if (spec.short.includes(letter)) {
        const value = c + 1 < text.length ? { text: text.slice(c + 1), dynamic: arg.dynamic } : args[++i];
        if (letter === 't') target = value;
        if (letter === 'f' && name === 'rsync') filters.rule(value);
        break;
      }
      if ('rRa'.includes(letter)) recursive = true;
      if (letter === 'T' && name !== 'rsync') noTarget = true;
      if (letter === 'd' && name === 'install') directories = true;
      if (clobbers && letter === 'n') keeps = true;
      if (clobbers && (letter === 'i' || (name === 'mv' && letter === 'f'))) keeps = false;
      if (name === 'rsync' && letter === 'n') dryRun = true;
      if (name === 'rsync' && (letter === 'F' || letter === 'R')) filters.unknown(); // per-folder .rsync-filter files; --relative paths
    }
  }
  if (dryRun) return [];
  const form = name;
  const removes = name === 'mv';
  if (directories) return operands.map((a) => write(a, 'install -d', false));
  const destination = target ?? (operands.length > 1 ? operands[operands.length - 1] : undefined);
  const sources = target ? operands : operands.slice(0, -1);
  if (!destination) return [];
  const writes: FileWrite[] = [];
  if (destination.dynamic) return [...sources.filter(() => removes).map((s) => write(s, form, true)), write(destination, form, false)];
  const destinationPlace = place(destination.text);
  const isFolder =
    target !== undefined ||
    (!noTarget && (destination.text.endsWith('/') || sources.length > 1 || (destinationPlace !== undefined && folder(destinationPlace))));
  // What is there stays: a path there now is not written (its contents, for a folder, are judged one by one).
  const lands = (path: string) => !(keeps && disk.exists(path));
  // rsync sends what its filter rules let through, by the path under the transfer's root (`src/` its contents, `src` itself).
  const sent = (path: string, isFolder: boolean) => name !== 'rsync' || filters.sends(path, isFolder);
  for (const source of sources) {
    const into = isFolder ? (source.dynamic ? undefined : join(destination.text, basename(source.text.replace(/\/+$/, '')))) : destination.text;
    // `mv -n` leaves the source where it is when its destination is there.
    if (removes && (into === undefined || lands(into))) writes.push(write(source, form, true));
  }
  if (deletes) writes.push(write(destination, `${form} --delete`, true));
  if (!isFolder) {
    const top = sources.length === 1 && !sources[0]!.dynamic ? sources[0]!.text : undefined;
    const topName = top === undefined ? '' : basename(top.replace(/\/+$/, ''));
    const topFolder = top !== undefined && place(top) !== undefined && folder(place(top)!);
    if (lands(destination.text) && (top === undefined || top.endsWith('/') || sent(topName, topFolder))) writes.push(write(destination, form, false));
    // `cp -r dir new`: a folder copied to a name that is not one becomes it, with what the folder holds.
    for (const source of sources) {
      if (!recursive || source.dynamic) continue;
      const root = source.text.endsWith('/') ? '' : basename(source.text.replace(/\/+$/, ''));
      for (const entry of held(source.text, place)) {
        const path = join(destination.text, entry);
        if (lands(path) && sent(root === '' ? entry : `${root}/${entry}`, folder(join(place(source.text)!, entry))))
          writes.push(write({ text: path, dynamic: false }, form, false));
      }
    }
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
    const sourcePlace = place(source.text);
    if (removes && !lands(join(destination.text, base))) continue;
    if (base !== '' && lands(join(destination.text, base)) && sent(base, sourcePlace !== undefined && folder(sourcePlace)))
      writes.push(write({ text: join(destination.text, base), dynamic: false }, form, false));
    if (!contents && !recursive) continue;
    for (const entry of held(source.text, place)) {
      const path = join(destination.text, base, entry);
      const relative = base === '' ? entry : `${base}/${entry}`;
      if (lands(path) && sent(relative, folder(join(sourcePlace!, entry)))) writes.push(write({ text: path, dynamic: false }, form, false));
    }
  }
  return writes;
}

/** One include or exclude rule of rsync's, in the order given: the first whose pattern matches a path decides. */
interface FilterRule {
  readonly include: boolean;
  readonly pattern: string;
}

/**
 * rsync's include/exclude rules (`--exclude`, `--include`, `--exclude-from`, `--include-from`, `--filter '- …'`),
 * as rsync applies them to each path under the transfer's root: the first rule that matches decides, a folder
 * left out takes everything under it along, a path no rule matches is sent. A pattern without `/` matches a
 * name, one with `/` the end of the path (from the root when it starts with `/`), `*` stays within a name, `**`
 * does not, a trailing `/` matches only folders, `!` clears the rules. A rule the reading cannot follow (a
 * `--exclude-from` file it cannot read, a `merge` rule, modifiers, `-F`, `--relative`) leaves every rule unused:
 * everything is taken as sent, as when no rule was given.
 */
class RsyncFilters {
  private rules: FilterRule[] = [];
  private unread = false;

  unknown(): void {
    this.unread = true;
  }

  /** A rule that only leaves out more (`--cvs-exclude`): taken as leaving out nothing. */
  ignore(): void {}

  /** `--exclude <pattern>`, `--include <pattern>`: its pattern, or `+ `/`- ` and a pattern, or `!`. */
  option(kind: 'exclude' | 'include', value: Arg | undefined): void {
    if (value === undefined || value.dynamic) {
      this.unknown();
      return;
    }
    this.add(kind, value.text);
  }

  /** `--exclude-from <file>`: a pattern a line (`;` and `#` start a comment line), as `--exclude` takes them. */
  file(kind: 'exclude' | 'include', value: Arg | undefined, text: (path: string) => string | undefined): void {
    const lines = value === undefined || value.dynamic ? undefined : text(value.text);
    if (lines === undefined) {
      this.unknown();
      return;
    }
    for (const line of lines.split(/\r?\n/)) if (line !== '' && !line.startsWith(';') && !line.startsWith('#')) this.add(kind, line);
  }

  /** `--filter <rule>`/`-f <rule>`: `- pattern`, `+ pattern`, `exclude pattern`, `include pattern`, `!`; `hide`/`show` are sending rules too. */
  rule(value: Arg | undefined): void {
    if (value === undefined || value.dynamic) {
      this.unknown();
      return;
    }
    const [, head = '', pattern = ''] = /^([^ _]*)[ _]?(.*)$/.exec(value.text) ?? [];
    if (['-', 'exclude', 'H', 'hide'].includes(head)) this.rules.push({ include: false, pattern });
    else if (['+', 'include', 'S', 'show'].includes(head)) this.rules.push({ include: true, pattern });
    else if (['!', 'clear'].includes(head)) this.rules = [];
    else if (!['P', 'protect', 'R', 'risk'].includes(head)) this.unknown(); // those only keep files from --delete
  }

  private add(kind: 'exclude' | 'include', text: string): void {
    if (text === '!') this.rules = [];
    else if (text.startsWith('- ') || text.startsWith('+ ')) this.rules.push({ include: text.startsWith('+'), pattern: text.slice(2) });
    else this.rules.push({ include: kind === 'include', pattern: text });
  }

  /** Whether rsync sends `path` (relative to the transfer's root, `/`-separated): neither it nor a folder above it is left out. */
  sends(path: string, isFolder: boolean): boolean {
    if (this.unread || this.rules.length === 0) return true;
    const segments = path.split('/').filter(Boolean);
    return segments.every((_, i) => this.decides(segments.slice(0, i + 1), i < segments.length - 1 || isFolder));
  }

  private decides(segments: readonly string[], isFolder: boolean): boolean {
    const rule = this.rules.find((r) => rsyncMatches(r.pattern, segments, isFolder));
    return rule === undefined || rule.include;
  }
}

/** Whether an rsync pattern matches a path (its segments under the transfer's root), as rsync 3.x matches it (measured). */
function rsyncMatches(rulePattern: string, segments: readonly string[], isFolder: boolean): boolean {
  let pattern = rulePattern;
  if (pattern.endsWith('/')) {
    if (!isFolder) return false;
    pattern = pattern.replace(/\/+$/, '');
  }
  if (pattern === '') return false;
  const anchored = pattern.startsWith('/');
  if (anchored) pattern = pattern.slice(1);
  const regex = rsyncRegExp(pattern);
  if (anchored) return regex.test(segments.join('/'));
  if (!pattern.includes('/') && !pattern.includes('**')) return regex.test(segments[segments.length - 1]!);
  // Anywhere below the root: the end of the path, from a folder's boundary (`**/x` also matches `x` at the top).
  const bare = pattern.startsWith('**/') ? rsyncRegExp(pattern.slice(3)) : undefined;
  return segments.some((_, i) => regex.test(segments.slice(i).join('/')) || (bare?.test(segments.slice(i).join('/')) ?? false));
}

/** An rsync pattern: `*`, `?` and `[…]` within a name, `**` across folders, a trailing `/***` the folder and all under it. */
function rsyncRegExp(pattern: string): RegExp {
  const all = pattern.endsWith('/***');
  const body = all ? pattern.slice(0, -4) : pattern;
  const source = body
    .split('**')
    .map((piece) => patternSource([{ text: piece, active: true }], true))
    .join('[\\s\\S]*');
  return new RegExp(`^${source}${all ? '(?:/[\\s\\S]*)?' : ''}$`);
}

/** What a source folder holds (relative paths, bounded); nothing for a file or what cannot be listed. */
export function held(source: string, place: (path: string) => string | undefined): string[] {
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

/** GNU tar's and bsdtar's short options that take a value (the rest of the bundle, or the next word). */
const TAR_VALUED = 'bCfFgHIKLNTVX';
/** Long options of tar that take the next word as a value (without `=`). */
const TAR_LONG_VALUED = [
  'exclude',
  'owner',
  'group',
  'mode',
  'use-compress-program',
  'files-from',
  'exclude-from',
  'blocking-factor',
  'to-command',
  'newer',
  'after-date',
  'newer-mtime',
  'label',
  'format',
  'listed-incremental',
  'starting-file',
  'info-script',
  'new-volume-script',
  'tape-length',
  'volno-file',
  'rsh-command',
  'record-size',
  'suffix',
  'mtime',
  'atime-preserve',
  'occurrence',
  'checkpoint-action',
  'index-file',
  'xattrs-include',
  'xattrs-exclude',
];

/** What a tar command line asks for: its mode and archive, where it works, and how it extracts. */
export interface TarCommand {
  readonly extracting: boolean;
  readonly creating: boolean;
  /** `-f`'s value; undefined without one (GNU tar then reads or writes standard input or output). */
  readonly archive: Arg | undefined;
  /** `-C`'s value: where members are read (creating) or written (extracting). */
  readonly into: string;
  readonly strip: number;
  readonly renames: boolean;
  readonly toStdout: boolean;
  readonly keeps: boolean;
  readonly members: readonly Arg[];
}

/**
 * tar's words in its dash, bundled (`tar xzf a.tgz`) and long spellings. `-O`/`--to-stdout` (and `--to-command`)
 * extract into a pipe: no file is written. `-k`/`--keep-old-files`/`--skip-old-files` keep a file that is there (the
 * last of them, `--overwrite` and `-U`/`--unlink-first` decides; `--keep-newer-files` compares times, not read here).
 */
export function readTar(args: readonly Arg[]): TarCommand {
  let extracting = false;
  let creating = false;
  let archive: Arg | undefined;
  let into = '.';
  let strip = 0;
  let renames = false;
  let toStdout = false;
  let keeps = false;
  const members: Arg[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    if (text.startsWith('--')) {
      const [option, inline] = text.includes('=') ? [text.slice(2, text.indexOf('=')), text.slice(text.indexOf('=') + 1)] : [text.slice(2), undefined];
      const value = () => inline ?? args[++i]?.text ?? '';
      if (option === 'extract' || option === 'get') extracting = true;
      else if (option === 'create') creating = true;
      else if (option === 'file') archive = inline !== undefined ? { text: inline, dynamic: arg.dynamic } : args[++i];
      else if (option === 'directory') into = value();
      else if (option === 'strip-components') strip = Number(value()) || 0;
      else if (option === 'to-stdout') toStdout = true;
      else if (option === 'to-command') {
        value();
        toStdout = true;
      } else if (option === 'keep-old-files' || option === 'skip-old-files') keeps = true;
      else if (option === 'overwrite' || option === 'unlink-first' || option === 'keep-newer-files') keeps = false;
      else if (option === 'transform' || option === 'xform') {
        value();
        renames = true;
      } else if (TAR_LONG_VALUED.includes(option) && inline === undefined) i++;
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
      else if (letter === 'c') creating = true;
      else if (letter === 'O') toStdout = true;
      else if (letter === 'k') keeps = true;
      else if (letter === 'U') keeps = false;
      else if (TAR_VALUED.includes(letter)) {
        const stuck = c + 1 < bundle.length && text.startsWith('-');
        const value = stuck ? { text: bundle.slice(c + 1), dynamic: arg.dynamic } : args[++i];
        if (letter === 'f') archive = value;
        else if (letter === 'C') into = value?.text ?? '.';
        if (stuck) break;
      }
    }
  }
  return { extracting, creating, archive, into, strip, renames, toStdout, keeps, members };
}

/** `tar -x[f archive] [-C dir] [members]`: what it extracts, where. */
function tarWrites(args: readonly Arg[], disk: Disk, write: (path: Arg, form: string, removes: boolean) => FileWrite): FileWrite[] {
  const tar = readTar(args);
  if (!tar.extracting || tar.toStdout) return [];
  return extracted(tar.archive ?? { text: '-', dynamic: false }, tar.into, tar.strip, tar.renames, tar.keeps, tar.members, disk, write, 'tar -x');
}

/** `unzip archive [members] [-x excluded…] [-d dir]`; `-p`/`-c` extract to stdout, `-n` keeps a file that is there (`-o` overwrites). */
function unzipWrites(args: readonly Arg[], disk: Disk, write: (path: Arg, form: string, removes: boolean) => FileWrite): FileWrite[] {
  let archive: Arg | undefined;
  let into = '.';
  let keeps = false;
  const members: Arg[] = [];
  let excluding = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.text === '-d') into = args[++i]?.text ?? '.';
    else if (arg.text === '-x') excluding = true;
    else if (arg.text.startsWith('-')) {
      if (/^-[a-zA-Z]*[lvtzpc]/.test(arg.text)) return []; // listing, testing, to stdout: nothing extracted
      if (/^-[a-zA-Z]*n/.test(arg.text)) keeps = true;
      if (/^-[a-zA-Z]*o/.test(arg.text)) keeps = false;
    } else if (!archive) archive = arg;
    else if (!excluding) members.push(arg);
  }
  return extracted(archive, into, 0, false, keeps, members, disk, write, 'unzip');
}

function extracted(
  archive: Arg | undefined,
  into: string,
  strip: number,
  renames: boolean,
  keeps: boolean,
  members: readonly Arg[],
  disk: Disk,
  write: (path: Arg, form: string, removes: boolean) => FileWrite,
  form: string,
): FileWrite[] {
  const file = archive && !archive.dynamic && archive.text !== '-' ? disk.place(archive.text) : undefined;
  // An archive this line made (`tar -c … | tar -x`, `zip a.zip f && unzip a.zip`, `git archive HEAD | tar -x`): what it put in.
  const made =
    archive && !archive.dynamic && !renames
      ? archiveTextEntries(archive.text === '-' ? disk.text('-') : file === undefined ? undefined : disk.made(file))
      : undefined;
  const entries = made ?? (file === undefined || renames ? undefined : archiveEntries(file));
  if (entries === undefined) return [write({ text: `${into}/<what ${archive?.text ?? 'the archive'} holds>`, dynamic: true }, form, false)];
  const wanted = members.filter((m) => !m.dynamic).map((m) => m.text.replace(/\/+$/, ''));
  return entries
    .map((entry) => entry.split('/').filter(Boolean).slice(strip).join('/'))
    .filter((entry) => entry !== '' && (wanted.length === 0 || wanted.some((m) => entry === m || entry.startsWith(`${m}/`))))
    .map((entry) => join(into, entry))
    .filter((path) => !(keeps && disk.exists(path)))
    .map((path) => write({ text: path, dynamic: false }, form, false));
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
