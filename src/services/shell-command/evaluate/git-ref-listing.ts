import { existsSync, join } from '../../../platform/node-builtins';
import type { CurrentBranch } from '../../git-files/current-branch.reader';
import { commonGitDir } from '../../git-files/git-dir';
import { readRefNames } from '../../git-files/git-refs';
import { patternRegExp } from './shell-pattern';

/**
 * What `git branch` (list mode) and `git for-each-ref --format=…` print, from the repository's ref files: the lines
 * agents feed to `xargs git branch -D` or a `for` loop. A filter by history (`--merged`, `--contains`, …) prints some
 * of them, which the files do not tell: its alternatives are all of them and none (every name it may print is in
 * the first; a test of its output may go either way). Undefined where the output depends on anything else (object
 * names with `-v`, a format field other than the ref's name, a ref store kept as a reftable).
 */
export function gitRefListing(
  sub: string,
  rest: readonly string[],
  checkedOut: () => readonly CurrentBranch[],
  repository: string | undefined,
): string[] | undefined {
  if (repository === undefined || existsSync(join(commonGitDir(repository), 'reftable'))) return undefined;
  const request = sub === 'branch' ? branchRequest(rest) : sub === 'for-each-ref' ? forEachRefRequest(rest) : undefined;
  if (!request) return undefined;
  const refs = [...readRefNames(repository)].filter((ref) => request.kinds.some((kind) => ref.startsWith(`refs/${kind}/`))).sort(byRefname);
  const selected = refs.filter(request.selects);
  const listing = (current: string | undefined) => selected.map((ref) => `${request.line(ref, current)}\n`).join('');
  const texts = request.current ? [...new Set(checkedOut().map((b) => listing(b.kind === 'branch' ? b.name : undefined)))] : [listing(undefined)];
  return request.subset ? [...new Set([...texts, ''])] : texts;
}

interface ListingRequest {
  readonly kinds: readonly ('heads' | 'remotes')[];
  readonly selects: (ref: string) => boolean;
  readonly line: (ref: string, current: string | undefined) => string;
  /** The line of a ref depends on the branch checked out (`* main`, `%(HEAD)`). */
  readonly current: boolean;
  /** Only some of the refs are printed (a filter by history). */
  readonly subset: boolean;
}

/** Options that filter by history, each taking an optional commit as its own word. */
const HISTORY_FILTERS = ['--merged', '--no-merged', '--contains', '--no-contains', '--points-at'];

/** `git branch [--list] [-a|-r] [--format=…] [--merged …] [<pattern>…]`; undefined for any mode but listing. */
function branchRequest(rest: readonly string[]): ListingRequest | undefined {
  let format: string | undefined;
  let list = false;
  let subset = false;
  let local = true;
  let remote = false;
  const patterns: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    const filter = HISTORY_FILTERS.find((f) => word === f || word.startsWith(`${f}=`));
    if (filter) {
      subset = list = true;
      if (word === filter && rest[i + 1] !== undefined && !rest[i + 1]!.startsWith('-')) i++;
    } else if (word === '--list' || word === '-l') list = true;
    else if (word === '-a' || word === '--all') remote = true;
    else if (word === '-r' || word === '--remotes') [local, remote] = [false, true];
    else if (word.startsWith('--format=')) format = word.slice('--format='.length);
    else if (word === '--format' && rest[i + 1] !== undefined) format = rest[++i];
    else if (word === '--no-color' || word === '--color=never' || word.startsWith('--sort=') || word === '--omit-empty') continue;
    else if (word === '--') {
      patterns.push(...rest.slice(i + 1));
      break;
    } else if (word.startsWith('-')) return undefined;
    else patterns.push(word);
  }
  // Names without --list (or an option that implies it) create a branch: not a listing.
  if (patterns.length > 0 && !list && !remote) return undefined;
  const both = local && remote;
  const shortName = (ref: string) => ref.replace(/^refs\/(heads|remotes)\//, '');
  const shown = (ref: string) => (both && ref.startsWith('refs/remotes/') ? `remotes/${shortName(ref)}` : shortName(ref));
  const formatted = format === undefined ? undefined : formatter(format);
  if (format !== undefined && !formatted) return undefined;
  return {
    kinds: [...(local ? (['heads'] as const) : []), ...(remote ? (['remotes'] as const) : [])],
    selects: (ref) => patterns.length === 0 || patterns.some((p) => globMatches(p, shortName(ref))),
    line: formatted ?? ((ref, current) => `${ref === `refs/heads/${current}` ? '* ' : '  '}${shown(ref)}`),
    current: formatted ? format!.includes('%(HEAD)') : true,
    subset,
  };
}

/** `git for-each-ref --format=… [<pattern>…]` over branches and remote-tracking branches only. */
function forEachRefRequest(rest: readonly string[]): ListingRequest | undefined {
  let format: string | undefined;
  let subset = false;
  const patterns: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    const filter = HISTORY_FILTERS.find((f) => word === f || word.startsWith(`${f}=`));
    if (filter) {
      subset = true;
      if (word === filter && rest[i + 1] !== undefined && !rest[i + 1]!.startsWith('-')) i++;
    } else if (word.startsWith('--format=')) format = word.slice('--format='.length);
    else if (word === '--format' && rest[i + 1] !== undefined) format = rest[++i];
    else if (word.startsWith('--sort=') || word === '--no-color') continue;
    else if (word.startsWith('-')) return undefined;
    else patterns.push(word);
  }
  const formatted = format === undefined ? undefined : formatter(format);
  // Only what the ref files hold: a pattern outside branches and remote-tracking branches (tags) is not read.
  const kinds = patterns.map((p) => /^refs\/(heads|remotes)(\/|$)/.exec(p)?.[1] as 'heads' | 'remotes' | undefined);
  if (!formatted || patterns.length === 0 || kinds.some((k) => k === undefined)) return undefined;
  return {
    kinds: [...new Set(kinds as ('heads' | 'remotes')[])],
    // A pattern matches a ref by its leading components, or as a glob (for-each-ref's rule).
    selects: (ref) => patterns.some((p) => ref === p || ref.startsWith(p.endsWith('/') ? p : `${p}/`) || globMatches(p, ref)),
    line: formatted,
    current: format!.includes('%(HEAD)'),
    subset,
  };
}

/** A `--format` that prints only the ref's name (`%(refname)`, `:short`, `:lstrip=N`, `:strip=N`) and `%(HEAD)`. */
function formatter(format: string): ((ref: string, current: string | undefined) => string) | undefined {
  const fields = [...format.matchAll(/%\(([^)]*)\)/g)].map((m) => m[1]!);
  if (!fields.every((f) => /^(refname(:short|:(l?strip)=\d+)?|HEAD)$/.test(f))) return undefined;
  return (ref, current) =>
    format
      .replace(/%\(([^)]*)\)/g, (_, field: string) => {
        if (field === 'HEAD') return ref === `refs/heads/${current}` ? '*' : ' ';
        if (field === 'refname') return ref;
        if (field === 'refname:short') return ref.replace(/^refs\/(heads|remotes)\//, '');
        const strip = Number(/=(\d+)$/.exec(field)![1]);
        return ref.split('/').slice(strip).join('/');
      })
      .replace(/%%/g, '%');
}

function globMatches(pattern: string, name: string): boolean {
  return patternRegExp([{ text: pattern, active: true }], true).test(name);
}

/** git's default order: by the ref's full name, byte by byte. */
function byRefname(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
