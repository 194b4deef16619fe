import type { Arg } from '../arg';
import type { ScannedOption } from './option-scan';
import type { RunnerReading } from './runner-reading';
import type { ReadContext } from './runner-spec';
import { joinedScript, ScriptBuilder, shellQuote } from './script-text';
import { readOwnOptions, unread } from './spec-reader';

/** Jobs past this many are not spelled out. */
const MAX_JOBS = 256;

/**
 * GNU parallel's replacement strings (parallel 20221122, `man parallel`): `{}` the item, `{.}` without its
 * extension, `{/}` its base name, `{//}` its directory, `{/.}` the base name without extension, `{#}` the job's
 * number, `{%}` its slot, and `{N}`, `{N.}`, … the same for the Nth input source (`{-N}` counts from the last).
 * `{=perl=}` computes a value at run time. The bare `{}` is matched apart: `-I STR` puts STR in its place.
 */
const REPLACEMENT = /\{(?=[^}])(-?\d+)?(\.|\/|\/\/|\/\.|#|%)?\}|\{=.*?=\}/g;

/** Options that pack several items into one command line: the jobs are then not one per item. */
const PACKING = ['-n', '--max-args', '-N', '--max-replace-args', '-m', '-X', '--xargs', '-L', '--max-lines', '-l'];
const COUNTS = ['-n', '--max-args', '-N', '--max-replace-args', '-L', '--max-lines', '-l'];

interface Source {
  readonly items: readonly Arg[];
  /** `:::+` and `::::+` pair this source's items with the previous one's instead of combining every pair. */
  readonly linked: boolean;
  /** Items read from a file (`::::`, `-a`): not in the words. */
  readonly fromFile: boolean;
}

/**
 * GNU parallel 20221122 (Perl, Getopt::Long with `bundling` and `require_order`: `-kj2`, `--kee` for `--keep-order`;
 * the options end at the command or the first `:::`). It joins the command's words with blanks, unquoted (`-q`
 * quotes them), puts each job's items in, quoted, and runs the line through a shell (checked:
 * `parallel echo {} 'x;' echo y ::: a` runs two commands, `parallel echo ::: 'a;b'` prints `a;b`). Items come from
 * `:::` words (every combination of several sources, pairs with `:::+`), `::::` files and `-a`, or else standard
 * input. Without a command each job's items are the command line. `sem` is `parallel --semaphore`: the command runs
 * once. Options may also come from `$PARALLEL` and profile files, which the words do not show.
 */
export function readGnuParallel(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const own = readOwnOptions(args, context);
  if ('done' in own) return own.done;
  const { scan, effects } = own;
  if (effects.unread !== undefined) return [unread(effects.unread)];
  const given = (...names: string[]) => names.some((n) => effects.given.has(n));
  const value = (...names: string[]) => lastValue(scan.options, names);
  // `-S :` is this machine; any other login is another one.
  const remote = scan.options.find((o) => ['-S', '--sshlogin', '--sshloginfile'].includes(o.name) && o.values.some((v) => v.dynamic || v.text !== ':'));
  if (remote) return [unread(`${context.via} --sshlogin runs its jobs on other machines`)];
  const { command, sources } = splitSources(scan.operands, value('--arg-sep')?.text ?? ':::', value('--arg-file-sep')?.text ?? '::::');
  if (given('-a', '--arg-file')) sources.unshift({ items: [], linked: false, fromFile: true });
  // `-I STR`, `-i[STR]`, `--replace[=STR]`: items go where STR stands instead of `{}`.
  const replacement = value('-I', '-i', '--replace');
  if (replacement?.dynamic) return [unread(`${context.via}: the string its items replace is computed at run time`)];
  const replace = replacement?.text ?? '{}';
  const quote = given('-q', '--quote');
  const chdir = workDir(value('--work-dir'));
  const via = context.via;
  const place = { ...(chdir !== undefined && { chdir }) };
  if (via === 'sem' || given('--semaphore', '--pipe', '--pipe-part')) {
    // One command line with no items put in: sem runs it once, --pipe feeds it blocks of standard input.
    return command.length > 0 ? [{ kind: 'script', ...template(command, quote, replace).fill([], 1), via, ...place }] : [];
  }
  if (sources.length === 0 || sources.some((s) => s.fromFile)) {
    if (command.length === 0) return [unread(`${via} runs the command lines it reads from ${sources.length === 0 ? 'standard input' : 'a file'}`)];
    const replaces = command.some((w) => hasReplacement(w.text, replace));
    const words = command.map((w) => (hasReplacement(w.text, replace) ? { text: normalized(w.text, replace), dynamic: w.dynamic } : w));
    return [{ kind: 'stdin-items', words, ...(replaces && { replace }), shell: !quote, via, ...place }];
  }
  // Columns, headers, and replacement strings of the user's own (`--rpl`, `--extensionreplace`, …).
  if (scan.options.some((o) => ['-C', '--col-sep', '--header', '--rpl', '--plus'].includes(o.name) || (o.name !== '--replace' && /replace$/.test(o.name)))) {
    return [unread(`${via}: its items are split or replaced in ways not read here`)];
  }
  const jobs = combine(sources, given('--link'));
  if (jobs === undefined) return [unread(`${via} runs more jobs than are read here`)];
  const packs = given(...PACKING);
  const built = template(command, quote, replace);
  if (packs && (sources.length > 1 || built.replaces)) return [unread(`${via} packs several items into one command line`)];
  const grouped = packs ? group(jobs, scan.options) : jobs;
  return grouped.map((items, n) => {
    if (command.length === 0) return { kind: 'script', script: joinedScript(items), via, ...place };
    return { kind: 'script', ...built.fill(items, n + 1), via, ...place };
  });
}

function lastValue(options: readonly ScannedOption[], names: readonly string[]): Arg | undefined {
  return options.filter((o) => names.includes(o.name)).pop()?.values[0];
}

/** `--wd DIR` runs the jobs in DIR; `...` is a fresh directory made at run time. */
function workDir(dir: Arg | undefined): string | null | undefined {
  if (!dir) return undefined;
  return dir.dynamic || dir.text === '...' ? null : dir.text;
}

/** The command (the words before the first separator) and the input sources after it. */
function splitSources(operands: readonly Arg[], args: string, files: string): { command: Arg[]; sources: Source[] } {
  const command: Arg[] = [];
  const sources: Source[] = [];
  let current: { items: Arg[]; linked: boolean; fromFile: boolean } | undefined;
  for (const word of operands) {
    const marker = word.dynamic ? undefined : word.text;
    if (marker === args || marker === `${args}+` || marker === files || marker === `${files}+`) {
      current = { items: [], linked: marker.endsWith('+'), fromFile: marker.startsWith(files) };
      sources.push(current);
    } else if (current) {
      current.items.push(word);
    } else {
      command.push(word);
    }
  }
  return { command, sources };
}

/** Every job's items, one per source: every combination, or, for linked sources, pairs that wrap the shorter list. */
function combine(sources: readonly Source[], linkAll: boolean): Arg[][] | undefined {
  let jobs: Arg[][] = [[]];
  for (const source of sources) {
    if (source.items.length === 0) return [];
    if ((source.linked || linkAll) && jobs.length > 0 && jobs[0]!.length > 0) {
      const length = Math.max(jobs.length, source.items.length);
      jobs = Array.from({ length }, (_, i) => [...jobs[i % jobs.length]!, source.items[i % source.items.length]!]);
    } else {
      jobs = jobs.flatMap((job) => source.items.map((item) => [...job, item]));
    }
    if (jobs.length > MAX_JOBS) return undefined;
  }
  return jobs;
}

/** `-n N` (and the others) with one source: N items per job; `-m`, `-X`, `--xargs`: as many as fit, here all. */
function group(jobs: readonly Arg[][], options: readonly ScannedOption[]): Arg[][] {
  const items = jobs.map((job) => job[0]!);
  const count = options.filter((o) => COUNTS.includes(o.name)).pop();
  const size = count ? Number(count.values[0]?.text ?? '1') : items.length;
  // `-N0` runs the command once per item with none of them put in.
  if (size === 0) return items.map(() => []);
  const step = Number.isInteger(size) && size > 0 ? size : 1;
  const groups: Arg[][] = [];
  for (let at = 0; at < items.length; at += step) groups.push(items.slice(at, at + step));
  return groups;
}

function hasReplacement(text: string, replace: string): boolean {
  return text.includes(replace) || new RegExp(REPLACEMENT.source).test(text);
}

/** A word with every replacement string written as `replace`, for a reading that says where items go. */
function normalized(text: string, replace: string): string {
  return text
    .split(replace)
    .map((part) => part.replace(REPLACEMENT, replace))
    .join(replace);
}

interface Template {
  /** Whether the command says where items go; if not, they are appended. */
  readonly replaces: boolean;
  fill(items: readonly Arg[], job: number): { readonly script: Arg; readonly args?: readonly Arg[] };
}

/** The command line with a job's items put in (each quoted, so that it stays one word), as GNU parallel builds it. */
function template(command: readonly Arg[], quote: boolean, replace: string): Template {
  const replaces = command.some((w) => hasReplacement(w.text, replace));
  return {
    replaces,
    fill(items, job) {
      // Unquoted, a computed command word may bring any syntax with it.
      if (!quote && command.some((w) => w.dynamic)) return { script: joinedScript(command) };
      const builder = new ScriptBuilder('parallel');
      command.forEach((word, i) => {
        if (i > 0) builder.raw(' ');
        if (word.dynamic) builder.value(word);
        else fillWord(builder, word.text, quote, replace, items, job);
      });
      if (!replaces) for (const item of items) builder.raw(' ').value(item);
      return builder.build();
    },
  };
}

function fillWord(builder: ScriptBuilder, text: string, quote: boolean, replace: string, items: readonly Arg[], job: number): void {
  const literal = (part: string) => (part === '' ? undefined : builder.raw(quote ? shellQuote(part) : part));
  const pieces = text.split(replace);
  pieces.forEach((piece, p) => {
    if (p > 0) insert(builder, items, undefined, '', job);
    let at = 0;
    for (const match of piece.matchAll(REPLACEMENT)) {
      literal(piece.slice(at, match.index));
      insert(builder, items, match[1], match[0].startsWith('{=') ? '=' : (match[2] ?? ''), job);
      at = match.index! + match[0].length;
    }
    literal(piece.slice(at));
  });
}

/** Puts in one replacement: `source` is `{N}`'s number, `modifier` what it takes of the item. */
function insert(builder: ScriptBuilder, items: readonly Arg[], source: string | undefined, modifier: string, job: number): void {
  if (modifier === '#' || modifier === '%') {
    // `{%}` is the job's slot, known only at run time; either way it is a number, and the job's stands in for it.
    builder.raw(String(job));
    return;
  }
  const n = source === undefined ? undefined : Number(source);
  const chosen = n === undefined ? items : [items[n < 0 ? items.length + n : n - 1]].filter((i): i is Arg => i !== undefined);
  chosen.forEach((item, i) => {
    if (i > 0) builder.raw(' ');
    builder.value(modifier === '=' || item.dynamic ? { text: item.text, dynamic: true } : { text: derived(item.text, modifier), dynamic: false });
  });
}

/** What `{.}`, `{/}`, `{//}` and `{/.}` take of an item. */
function derived(item: string, modifier: string): string {
  const slash = item.lastIndexOf('/');
  const base = item.slice(slash + 1);
  const noExtension = (s: string) => s.replace(/\.[^./]*$/, '');
  if (modifier === '.') return slash >= 0 ? item.slice(0, slash + 1) + noExtension(base) : noExtension(item);
  if (modifier === '/') return base;
  if (modifier === '//') return slash > 0 ? item.slice(0, slash) : slash === 0 ? '/' : '.';
  if (modifier === '/.') return noExtension(base);
  return item;
}
