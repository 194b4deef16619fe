import type { Arg } from '../../arg';
import type { InlineCodeReading } from '../inline-code-reading';

type Write = InlineCodeReading['writes'][number];

/** An option of a module's command line: its spellings, and how many words it takes (`'+'`: one or more, up to the next option). */
interface ModuleOption {
  readonly names: readonly string[];
  readonly values: number | '+';
}

/** A module's command line read as argparse (or optparse) reads it: the options given, with their words, and the operands. */
interface ModuleArguments {
  readonly options: ReadonlyMap<string, readonly Arg[]>;
  readonly operands: readonly Arg[];
}

const option = (names: string, values: number | '+' = 0): ModuleOption => ({ names: names.split(' '), values });

/**
 * Reads `args` as argparse does for `options`: `--` ends the options, `--name=value`, a long name by any prefix only
 * it has, `-ovalue`, flags bundled (`-vc`), a `'+'` option taking words up to the next one that starts with `-`.
 * With `interspersed` false (optparse's `allow_interspersed_args = False`) the first operand ends the options. An
 * option it does not know is stepped over as a flag, so that its operands are still read (the module would refuse
 * it: reading more writes than it makes errs on the safe side).
 */
function readArguments(args: readonly Arg[], options: readonly ModuleOption[], interspersed = true): ModuleArguments {
  const given = new Map<string, Arg[]>();
  const operands: Arg[] = [];
  const longs = options.flatMap((o) => o.names.filter((n) => n.startsWith('--')).map((n) => [n, o] as const));
  const byName = (name: string): ModuleOption | undefined => {
    const exact = options.find((o) => o.names.includes(name));
    if (exact || !name.startsWith('--')) return exact;
    const prefixed = new Set(longs.filter(([n]) => n.startsWith(name)).map(([, o]) => o));
    return prefixed.size === 1 ? [...prefixed][0] : undefined;
  };
  const take = (found: ModuleOption, at: number, inline: Arg | undefined): number => {
    const words: Arg[] = inline ? [inline] : [];
    let i = at;
    if (found.values === '+') {
      while (i + 1 < args.length && !(args[i + 1]!.text.startsWith('-') && args[i + 1]!.text !== '-')) words.push(args[++i]!);
    } else {
      while (words.length < found.values && i + 1 < args.length) words.push(args[++i]!);
    }
    given.set(found.names[0]!, [...(given.get(found.names[0]!) ?? []), ...words]);
    return i;
  };
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    const text = word.text;
    if (text === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (!text.startsWith('-') || text === '-') {
      if (!interspersed) {
        operands.push(...args.slice(i));
        break;
      }
      operands.push(word);
      continue;
    }
    if (text.startsWith('--')) {
      const equals = text.indexOf('=');
      const found = byName(equals < 0 ? text : text.slice(0, equals));
      if (found) i = take(found, i, equals < 0 ? undefined : { text: text.slice(equals + 1), dynamic: word.dynamic });
      continue;
    }
    for (let c = 1; c < text.length; c++) {
      const found = byName(`-${text[c]}`);
      if (!found) continue;
      if (found.values === 0) {
        given.set(found.names[0]!, []);
        continue;
      }
      i = take(found, i, c + 1 < text.length ? { text: text.slice(c + 1), dynamic: word.dynamic } : undefined);
      break;
    }
  }
  return { options: given, operands };
}

const written = (path: Arg, form: string, removes = false): Write => ({ path, removes, form });

/** What an archive extracted into a folder writes: not known from the text (the archive's index is on disk). */
const extracted = (archive: Arg | undefined, into: Arg | undefined, form: string): Write =>
  written({ text: `${into?.text ?? '.'}/<what ${archive?.text ?? 'the archive'} holds>`, dynamic: true }, form);

/**
 * What `-m zipfile` and `-m tarfile` write, whose `-c`/`-e` mean the same (only their option lists differ): `-c NAME
 * files…` writes the archive NAME, `-e ARCHIVE [DIR]` extracts into DIR.
 */
function archiveWrites(options: ModuleArguments['options'], form: string): Write[] {
  const writes: Write[] = [];
  const create = options.get('-c');
  if (create?.[0]) writes.push(written(create[0], `${form} -c`));
  const extract = options.get('-e');
  if (extract) writes.push(extracted(extract[0], extract[1], `${form} -e`));
  return writes;
}

/** `pathlib.Path(p).with_suffix(suffix)`: the last suffix of the name replaced (`my.app` → `my.pyz`), or added. */
function withSuffix(path: Arg, suffix: string): Arg {
  const trimmed = path.text.replace(/\/+$/, '');
  const slash = trimmed.lastIndexOf('/');
  const name = trimmed.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 && dot < name.length - 1 ? name.slice(0, dot) : name;
  return { text: `${trimmed.slice(0, slash + 1)}${stem}${suffix}`, dynamic: path.dynamic };
}

/** What one module's run does, read from its arguments. */
type ModuleReader = (args: readonly Arg[], form: string) => { writes: Write[]; unread?: string[] };

/**
 * The modules of Python's standard library whose command line writes files it is given, as CPython 3.11 reads
 * their arguments (each checked against it): where the effect is the same in the versions before, it is read the
 * same way.
 */
const MODULES: Readonly<Record<string, ModuleReader>> = {
  // `python -m json.tool [options] [infile [outfile]]`: outfile is rewritten (the same file as infile: reformatted in place).
  'json.tool': (args, form) => {
    const { operands } = readArguments(args, [
      option('-h --help'),
      option('--sort-keys'),
      option('--no-ensure-ascii'),
      option('--json-lines'),
      option('--indent', 1),
      option('--tab'),
      option('--no-indent'),
      option('--compact'),
    ]);
    const outfile = operands[1];
    return { writes: outfile ? [written(outfile, form)] : [] };
  },
  // `-c name.zip files…` writes the archive; `-e archive dir` extracts into dir.
  zipfile: (args, form) => {
    const { options } = readArguments(args, [
      option('-h --help'),
      option('-l --list', 1),
      option('-e --extract', 2),
      option('-c --create', '+'),
      option('-t --test', 1),
      option('--metadata-encoding', 1),
    ]);
    return { writes: archiveWrites(options, form) };
  },
  // `-c name.tar files…` writes the archive; `-e archive [dir]` extracts into dir (the current folder by default).
  tarfile: (args, form) => {
    const { options } = readArguments(args, [
      option('-h --help'),
      option('-v --verbose'),
      option('--filter', 1),
      option('-l --list', 1),
      option('-e --extract', '+'),
      option('-c --create', '+'),
      option('-t --test', 1),
    ]);
    return { writes: archiveWrites(options, form) };
  },
  // `python -m gzip file…` writes file.gz beside each (keeping it); `-d file.gz…` writes each without its .gz.
  gzip: (args, form) => {
    const { options, operands } = readArguments(args, [option('-h --help'), option('--fast'), option('--best'), option('-d --decompress')]);
    const decompress = options.has('-d');
    const files = operands.filter((f) => f.text !== '-' || f.dynamic);
    const writes = decompress
      ? files
          .filter((f) => f.dynamic || f.text.endsWith('.gz'))
          .map((f) => written(f.dynamic ? f : { text: f.text.slice(0, -3), dynamic: false }, `${form} -d`))
      : files.map((f) => written({ text: `${f.text}.gz`, dynamic: f.dynamic }, form));
    return { writes };
  },
  // `python -m zipapp source [-o target]`: target, or the source folder's name with its suffix made .pyz.
  zipapp: (args, form) => {
    const { options, operands } = readArguments(args, [
      option('-h --help'),
      option('-o --output', 1),
      option('-p --python', 1),
      option('-m --main', 1),
      option('-c --compress'),
      option('--info'),
    ]);
    if (options.has('--info')) return { writes: [] };
    const output = options.get('-o')?.[0];
    const source = operands[0];
    const target = output ?? (source ? withSuffix(source, '.pyz') : undefined);
    return { writes: target ? [written(target, form)] : [] };
  },
  // `python -m pickletools -o out file.pkl`: the disassembly goes to out.
  pickletools: (args, form) => {
    const { options } = readArguments(args, [
      option('-h --help'),
      option('-o --output', 1),
      option('-m --memo'),
      option('-l --indentlevel', 1),
      option('-a --annotate'),
      option('-p --preamble', 1),
      option('-t --test'),
      option('-v'),
    ]);
    const output = options.get('-o')?.[0];
    return { writes: output && (output.text !== '-' || output.dynamic) ? [written(output, `${form} -o`)] : [] };
  },
  // `python -m venv [--clear] dir…`: each folder is created and filled; `--clear` deletes what it held first.
  venv: (args, form) => {
    const { options, operands } = readArguments(args, [
      option('-h --help'),
      option('--system-site-packages'),
      option('--symlinks'),
      option('--copies'),
      option('--clear'),
      option('--upgrade'),
      option('--without-pip'),
      option('--prompt', 1),
      option('--upgrade-deps'),
    ]);
    const clear = options.has('--clear');
    return { writes: operands.map((dir) => written(dir, clear ? `${form} --clear` : form, clear)) };
  },
  // `python -m cProfile [-o out] [-s sort] [-m] script|module [args]` (optparse, options before the script): out is written, and the script runs.
  cProfile: profiles,
  profile: profiles,
};

function profiles(args: readonly Arg[], form: string): { writes: Write[]; unread: string[] } {
  const { options, operands } = readArguments(args, [option('-h --help'), option('-o --outfile', 1), option('-s --sort', 1), option('-m')], false);
  const output = options.get('-o')?.[0];
  const program = operands[0];
  return {
    writes: output ? [written(output, `${form} -o`)] : [],
    unread: program ? [`it runs ${options.has('-m') ? 'the module' : 'the script'} ${program.text}, which is not read`] : [],
  };
}

/**
 * What `python -m module args…` does, for the modules of the standard library whose command line writes the files
 * it is given (`python -m json.tool in out` rewrites out; `-m zipfile -e`, `-m tarfile -e` extract into a folder;
 * `-m gzip`, `-m zipapp`, `-m venv`, `-m pickletools -o`, `-m cProfile -o`), its forms named after `via` (`python3
 * -m`): undefined for any other module (or one computed at run time), whose code the text does not show.
 */
export function readPythonModule(module: Arg, args: readonly Arg[], via = 'python -m'): InlineCodeReading | undefined {
  if (module.dynamic || !Object.hasOwn(MODULES, module.text)) return undefined;
  const { writes, unread = [] } = MODULES[module.text]!(args, `${via} ${module.text}`);
  return { scripts: [], argvs: [], writes, unread };
}
