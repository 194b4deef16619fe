import { join, lstatSync, readdirSync, type Stats } from '../../../platform/node-builtins';
import type { Arg } from '../arg';
import { patternRegExp } from './shell-pattern';

/** Entries walked for one find at most: past that, what it prints is not known. */
const MAX_WALKED = 5000;

interface Test {
  readonly negated: boolean;
  readonly check: (entry: { readonly name: string; readonly path: string; readonly type: 'f' | 'd' | 'l' | 'o'; readonly depth: number }) => boolean;
}

/**
 * What `find start… tests` prints (`find . -name '*.json' | xargs sed -i …`): the tree walked as find walks it, bounded,
 * with its name, path and type tests, `-maxdepth`/`-mindepth`, `!`/`-not`, and `-prune` of a `-path`. Undefined when an
 * expression it does not know is in the way (`-o`, `-newer`, an action other than printing), a word is computed, or the
 * tree is too large.
 */
export function findOutput(args: readonly Arg[], base: string | undefined): string | undefined {
  const found = foundPaths(args, base, false);
  return found === undefined ? undefined : found.paths.map((p) => `${p}${found.separator}`).join('');
}

/**
 * The paths find's tests select, its `-exec`/`-ok` actions stepped over (`find . -name '*.json' -exec sed -i … {} \;`
 * runs the command once per path): undefined as for findOutput.
 */
export function findSelected(args: readonly Arg[], base: string | undefined): string[] | undefined {
  return foundPaths(args, base, true)?.paths;
}

function foundPaths(args: readonly Arg[], base: string | undefined, overActions: boolean): { paths: string[]; separator: string } | undefined {
  if (base === undefined || args.some((a) => a.dynamic)) return undefined;
  let at = 0;
  while (at < args.length && /^-[HLP]$/.test(args[at]!.text)) at++;
  const starts: string[] = [];
  for (; at < args.length && !/^[-(!]/.test(args[at]!.text); at++) starts.push(args[at]!.text);
  const tests: Test[] = [];
  const pruned: RegExp[] = [];
  let maxDepth = Infinity;
  let minDepth = 0;
  let separator = '\n';
  let negated = false;
  for (let i = at; i < args.length; i++) {
    const option = args[i]!.text;
    const value = args[i + 1]?.text;
    if (option === '!' || option === '-not') {
      negated = !negated;
      continue;
    }
    if (/^-i?name$/.test(option) && value !== undefined) {
      const regex = new RegExp(patternRegExp([{ text: value, active: true }]).source, option === '-iname' ? 'i' : '');
      tests.push({ negated, check: (e) => regex.test(e.name) });
      i++;
    } else if (/^-i?(path|wholename)$/.test(option) && value !== undefined) {
      const regex = new RegExp(patternRegExp([{ text: value, active: true }]).source, option.startsWith('-i') ? 'i' : '');
      if (args[i + 2]?.text === '-prune') {
        pruned.push(regex);
        i += 2;
        if (args[i + 1]?.text === '-o') i++;
        negated = false;
        continue;
      }
      tests.push({ negated, check: (e) => regex.test(e.path) });
      i++;
    } else if (option === '-type' && value !== undefined) {
      const types = value.split(',');
      tests.push({ negated, check: (e) => types.includes(e.type) });
      i++;
    } else if (option === '-maxdepth' && value !== undefined) {
      maxDepth = Number(value);
      i++;
    } else if (option === '-mindepth' && value !== undefined) {
      minDepth = Number(value);
      i++;
    } else if (overActions && /^-(exec|ok)$/.test(option)) {
      // To its `;`, or the `{} +` that ends it.
      let end = i + 1;
      while (end < args.length && args[end]!.text !== ';' && !(args[end]!.text === '+' && args[end - 1]!.text === '{}')) end++;
      if (end >= args.length) return undefined;
      i = end;
    } else if (option === '-print0') separator = '\0';
    else if (option !== '-print' && option !== '-a' && option !== '-and') return undefined;
    negated = false;
  }
  const printed: string[] = [];
  let walked = 0;
  const visit = (path: string, shown: string, depth: number): boolean => {
    if (++walked > MAX_WALKED) return false;
    let stat: Stats | undefined;
    try {
      stat = lstatSync(path, { throwIfNoEntry: false });
    } catch {
      return true;
    }
    if (!stat) return true;
    const type = stat.isDirectory() ? 'd' : stat.isFile() ? 'f' : stat.isSymbolicLink() ? 'l' : 'o';
    if (pruned.some((p) => p.test(shown))) return true;
    const entry = { name: shown.slice(shown.lastIndexOf('/') + 1), path: shown, type, depth } as const;
    if (depth >= minDepth && tests.every((t) => t.check(entry) !== t.negated)) printed.push(shown);
    if (type !== 'd' || depth >= maxDepth) return true;
    let names: string[];
    try {
      names = readdirSync(path).sort();
    } catch {
      return true;
    }
    for (const name of names) if (!visit(join(path, name), shown === '/' ? `/${name}` : `${shown}/${name}`, depth + 1)) return false;
    return true;
  };
  for (const start of starts.length > 0 ? starts : ['.']) {
    const path = start.startsWith('/') ? start : join(base, start);
    if (!visit(path, start.replace(/\/+$/, '') || start, 0)) return undefined;
  }
  return { paths: printed, separator };
}
