import type { CurrentBranch, CurrentBranchReader } from '../../git-files/current-branch.reader';
import type { SwitchTarget } from '../git-args/git-ref-effect';

/** Where one git invocation runs, absolute; null where the command or the event does not tell. */
export interface Where {
  readonly directory: string | null;
  readonly gitDir?: string | null;
}

/** A git invocation that checks out another branch (`git checkout main`, `git switch -c feature/x`). */
interface BranchSwitch {
  /** Its position among the command's git invocations. */
  readonly at: number;
  readonly where: Where;
  readonly to: SwitchTarget;
  /** See LegacyInvocation.sequenced and LegacyInvocation.chain. */
  readonly sequenced: boolean;
  readonly chain?: number;
  /** `git …` as written, for trace lines. */
  readonly written: string;
}

/**
 * The branches that may be checked out where a git invocation runs once those before it in the same command have
 * run. It starts from the HEAD on disk. A switch in the same repository (the same git directory: another `-C` or
 * `cd` may well be another repository) replaces it when the invocation runs only if the switch succeeded: both sit
 * in one list joined by `&&`. Any other switch before it that may have run there adds its branch to what may be
 * checked out: one followed by `;` or a line break (what comes next runs even when the switch failed), one next to
 * `||`, in a pipeline, a subshell or a condition, one where the text does not tell the repository. The guard
 * refuses when any of them is protected.
 */
export class CheckedOutBranches {
  private readonly switches: BranchSwitch[] = [];

  constructor(private readonly reader: CurrentBranchReader) {}

  add(change: BranchSwitch): void {
    this.switches.push(change);
  }

  at(where: Where, position: number, chain: number | undefined): CurrentBranch[] {
    if (!known(where)) return [unknown(NOWHERE)];
    const repository = this.reader.repository(where.directory, where.gitDir ?? undefined);
    const earlier: { change: BranchSwitch; certain: boolean }[] = [];
    for (const change of this.switches) {
      if (change.at >= position) break;
      const located = known(change.where);
      const same = located && repository !== undefined && this.reader.repository(change.where.directory, change.where.gitDir ?? undefined) === repository;
      if (located && !same) continue;
      earlier.push({ change, certain: same && change.sequenced && change.chain !== undefined && change.chain === chain });
    }
    // The last switch certain to have happened replaces what was checked out before it; the HEAD on disk is read only without one.
    let from = earlier.length - 1;
    while (from >= 0 && !earlier[from]!.certain) from--;
    const candidates = from >= 0 ? [] : [this.reader.read(where.directory, where.gitDir ?? undefined)];
    for (const { change } of earlier.slice(Math.max(from, 0))) candidates.push(branchOf(change));
    return candidates;
  }
}

/** The branch a switch leaves checked out; where the text does not tell its repository, not knowing counts too. */
function branchOf(change: BranchSwitch): CurrentBranch {
  const to = change.to;
  if ('branch' in to) return { kind: 'branch', name: to.branch };
  if (!known(change.where)) return unknown(`\`${change.written}\` before it switches branches where the command does not tell`);
  return 'detached' in to ? { kind: 'detached' } : unknown(`\`${change.written}\` before it: ${to.unknown}`);
}

/** Why no branch is known for an invocation whose directory the command does not tell. */
const NOWHERE = 'the command does not tell where git runs';

/** Whether the command tells where git runs (and, with `--git-dir`, which repository). */
export function known(where: Where): where is { directory: string; gitDir?: string } {
  return where.directory !== null && where.gitDir !== null;
}

function unknown(why: string): CurrentBranch {
  return { kind: 'unknown', why };
}
