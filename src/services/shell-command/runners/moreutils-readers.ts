import type { Arg } from '../arg';
import type { RunnerReading } from './runner-reading';
import type { ReadContext } from './runner-spec';
import { commandReading, readOwnOptions, unread } from './spec-reader';

/** Readings past this many are not spelled out (`parallel.moreutils cmd -- $(seq 1000)` is one computed word anyway). */
const MAX_JOBS = 256;

const PEE_OPTIONS = new Set(['--ignore-sigpipe', '--no-ignore-sigpipe', '--ignore-write-errors', '--no-ignore-write-errors']);

/**
 * `pee 'cmd1' 'cmd2' …` (moreutils 0.67): each argument is a command line run through `sh -c` (popen), fed a copy of
 * standard input. Its four options are known wherever they stand; `--` is no option but a command (checked:
 * `pee -- cat` runs `sh -c --`).
 */
export function readPee(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  return args.filter((a) => a.dynamic || !PEE_OPTIONS.has(a.text)).map((script) => ({ kind: 'script', script, via: context.via }));
}

/** `mispipe 'cmd1' 'cmd2'` (moreutils 0.67): exactly two command lines, each run through `sh -c`; any other count is refused. */
export function readMispipe(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  return args.length === 2 ? args.map((script) => ({ kind: 'script', script, via: context.via })) : [];
}

/**
 * moreutils' parallel, installed as `parallel.moreutils` beside GNU parallel (0.67, getopt `+hij:l:n:`):
 * `parallel.moreutils [options] command… -- arg…` runs the command (exec, no shell) once per argument, appended or,
 * with `-i`, put where `{}` stands, `-n N` arguments at a time; `parallel.moreutils [options] -- cmd…` runs each
 * `cmd` through `sh -c`. Without a `--` it runs nothing (checked by running all three).
 */
export function readMoreutilsParallel(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const own = readOwnOptions(args, context);
  if ('done' in own) return own.done;
  const { scan, effects } = own;
  if (scan.afterDashDash === 0) return scan.operands.map((script) => ({ kind: 'script', script, via: context.via }));
  const separator = scan.operands.findIndex((a) => !a.dynamic && a.text === '--');
  if (separator < 0) return [];
  const command = scan.operands.slice(0, separator);
  const items = scan.operands.slice(separator + 1);
  const perJob = Math.max(1, Number(scan.options.filter((o) => o.name === '-n').pop()?.values[0]?.text ?? '1') || 1);
  const replace = effects.given.has('-i');
  const jobs: RunnerReading[] = [];
  for (let at = 0; at < items.length; at += perJob) {
    if (jobs.length === MAX_JOBS) return [unread(`${context.via} runs more jobs than are read here`)];
    const group = items.slice(at, at + perJob);
    const words = replace ? command.map((w) => replaced(w, group[0]!)) : [...command, ...group];
    jobs.push(commandReading(words, context.via, effects));
  }
  return jobs;
}

/** A word with `{}` replaced by an argument: computed when either is. */
function replaced(word: Arg, item: Arg): Arg {
  if (!word.text.includes('{}')) return word;
  return { text: word.text.split('{}').join(item.text), dynamic: word.dynamic || item.dynamic };
}

const COMPRESSED = /\.(gz|Z|bz2|xz|lzo|lzma)$/;

/**
 * `zrun COMMAND FILE…` (moreutils 0.67, a Perl script): runs the command with each compressed argument replaced by a
 * temporary uncompressed copy, whose name is made at run time; it refuses a command without arguments.
 */
export function readZrun(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  if (args.length < 2) return [];
  const words = args.map((a, i) => (i > 0 && COMPRESSED.test(a.text) ? { text: a.text, dynamic: true } : a));
  return [{ kind: 'command', words, via: context.via }];
}
