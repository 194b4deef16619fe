import type { Arg } from '../arg';
import type { GitRefReading, RefEffect } from '../git-args/git-ref-effect';
import { githubApiEffects, gitlabApiEffects, readApiCall } from './forge-api';

const NONE: GitRefReading = { effects: [], unknown: [] };

/** The first words that are not options: a command line's subcommand path (`pr merge`). */
function verbs(args: readonly Arg[], count: number): string[] {
  return args
    .filter((a) => !a.text.startsWith('-'))
    .slice(0, count)
    .map((a) => a.text);
}

const help = (args: readonly Arg[]) => args.some((a) => a.text === '-h' || a.text === '--help');

/** The words without these options and the values they take (`-R x`, `--repo=x`, `-Rx`). */
function withoutOptionValues(args: readonly Arg[], options: readonly string[]): Arg[] {
  const kept: Arg[] = [];
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (options.includes(text)) i++;
    else if (!options.some((o) => text.startsWith(o.startsWith('--') ? `${o}=` : o) && text !== o)) kept.push(args[i]!);
  }
  return kept;
}

/**
 * GitHub CLI: `gh pr merge` merges a pull request into its base branch (only GitHub knows which: refused as if it
 * were protected); `gh api` writes (`-X`, or the POST `-f`/`-F` imply) to a branch ref, a merge, a pull request's
 * merge, a branch's protection or contents; `gh repo sync` with a repository overwrites that repository's branch, and
 * with `--force` resets the local one.
 */
export function readGh(all: readonly Arg[]): GitRefReading {
  if (help(all)) return NONE;
  // `-R`/`--repo OWNER/REPO` may come anywhere, before the command too (`gh -R acme/app pr merge 1`).
  const args = withoutOptionValues(all, ['-R', '--repo']);
  const [group, action] = verbs(args, 2);
  if (group === 'pr' && action === 'merge') {
    if (args.some((a) => a.text === '--disable-auto')) return NONE;
    const operand = args.filter((a) => !a.text.startsWith('-'))[2];
    return merge({ base: operand ? `pull request ${operand.text}` : 'the pull request of this branch' }, 'gh pr merge');
  }
  if (group === 'api') {
    const call = readApiCall(args.slice(1));
    return call
      ? { effects: githubApiEffects(call, 'gh api'), unknown: [] }
      : { effects: [], unknown: ['gh api: the endpoint or method is computed at run time'] };
  }
  if (group === 'repo' && action === 'sync') {
    const operands = withoutOptionValues(args, ['-b', '--branch', '-s', '--source'])
      .filter((a) => !a.text.startsWith('-'))
      .slice(2);
    const branch = optionValue(args, '-b', '--branch');
    const target = branch ? { branch } : { base: "the repository's default branch" };
    if (operands.length > 0) return { effects: [{ rule: 'push', target, form: 'gh repo sync <repository>' }], unknown: [] };
    if (args.some((a) => a.text === '--force')) return { effects: [{ rule: 'rewrite', target, form: 'gh repo sync --force' }], unknown: [] };
  }
  return NONE;
}

/** GitLab CLI: `glab mr merge` (or `accept`) merges a merge request; `glab api` writes as gh's do. */
export function readGlab(args: readonly Arg[]): GitRefReading {
  if (help(args)) return NONE;
  const [group, action] = verbs(args, 2);
  if ((group === 'mr' || group === 'merge-request') && (action === 'merge' || action === 'accept'))
    return merge({ base: 'the merge request' }, `glab mr ${action}`);
  if (group === 'api') {
    const call = readApiCall(args.slice(1));
    return call
      ? { effects: gitlabApiEffects(call, 'glab api'), unknown: [] }
      : { effects: [], unknown: ['glab api: the endpoint or method is computed at run time'] };
  }
  return NONE;
}

/**
 * hub's own commands (`hub api`); everything else hub hands to git. Undefined for those. `hub merge <pull request
 * URL>` fetches the pull request and merges it into the branch checked out, as `git merge` does: git's reading.
 */
export function readHubOwn(args: readonly Arg[]): GitRefReading | undefined {
  const [verb] = verbs(args, 1);
  if (verb === 'api') {
    const call = readApiCall(args.slice(1));
    return call
      ? { effects: githubApiEffects(call, 'hub api'), unknown: [] }
      : { effects: [], unknown: ['hub api: the endpoint or method is computed at run time'] };
  }
  if (['pull-request', 'sync', 'fork', 'create', 'browse', 'compare', 'release', 'issue', 'ci-status', 'delete', 'pr', 'gist'].includes(verb ?? ''))
    return NONE;
  return undefined;
}

/** Git Town: `ship` merges the branch into the main branch and pushes it; `hack`/`append`/`prepend` create a branch; `delete`/`rename` move one. */
export function readGitTown(args: readonly Arg[]): GitRefReading {
  if (help(args)) return NONE;
  const operands = args.filter((a) => !a.text.startsWith('-'));
  const verb = operands[0]?.text;
  const name = operands[1];
  if (verb === 'ship') return merge({ base: 'the main branch' }, 'git town ship');
  if ((verb === 'hack' || verb === 'append' || verb === 'prepend') && name && !name.dynamic) {
    return { effects: [{ rule: 'create', target: { branch: name.text }, form: `git town ${verb}` }], unknown: [], switchesTo: { branch: name.text } };
  }
  if ((verb === 'delete' || verb === 'kill') && name && !name.dynamic)
    return { effects: [{ rule: 'move', target: { branch: name.text }, form: `git town ${verb}` }], unknown: [] };
  if (verb === 'rename' && operands.length >= 2) {
    const [from, to] = operands.length >= 3 ? [operands[1]!, operands[2]!] : [undefined, operands[1]!];
    const effects: RefEffect[] = [
      { rule: 'create', target: { branch: to.text }, form: 'git town rename' },
      { rule: 'move', target: from ? { branch: from.text } : { current: true }, form: 'git town rename' },
    ];
    return { effects, unknown: [] };
  }
  return NONE;
}

function merge(target: RefEffect['target'], form: string): GitRefReading {
  return { effects: [{ rule: 'merge', target, form }], unknown: [] };
}

function optionValue(args: readonly Arg[], short: string, long: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === short || text === long) return args[i + 1]?.text;
    if (text.startsWith(`${long}=`)) return text.slice(long.length + 1);
  }
  return undefined;
}
