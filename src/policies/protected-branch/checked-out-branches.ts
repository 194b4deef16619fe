import type { CurrentBranch, CurrentBranchReader } from '../../services/git-repository/current-branch.reader';
import type { SwitchTarget } from '../../services/shell-command/git/git-ref-effect';

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
  /** See GitInvocation.sequenced. */
  readonly sequenced: boolean;
  /** `git …` as written, for trace lines. */
  readonly written: string;
}

/**
 * The branch checked out where a git invocation runs once those before it in the same command have run: the
 * HEAD on disk, unless an earlier invocation in the same repository (the same git directory; another `-C`
 * or `cd` may well be another repository) switched branches. A switch is followed only when it is
 * sequenced (joined by `;`, `&&`, line breaks), reading the command as it runs when every step succeeds.
 * A switch next to `||`, in a pipeline, a subshell, a group or a condition, or where the text does not
 * tell which repository, leaves the branch unknown for what follows: the guard does not guess.
 */
export class CheckedOutBranches {
  private readonly switches: BranchSwitch[] = [];

  constructor(private readonly reader: CurrentBranchReader) {}

  add(change: BranchSwitch): void {
    this.switches.push(change);
  }

  at(where: Where, position: number): CurrentBranch {
    if (!known(where)) return unknown('the command does not tell where git runs');
    const repository = this.reader.repository(where.directory, where.gitDir ?? undefined);
    for (let i = this.switches.length - 1; i >= 0; i--) {
      const change = this.switches[i]!;
      if (change.at >= position) continue;
      if (!known(change.where)) return unknown(`\`${change.written}\` before it switches branches where the command does not tell`);
      if (repository === undefined || this.reader.repository(change.where.directory, change.where.gitDir ?? undefined) !== repository) continue;
      if (!change.sequenced) return unknown(`\`${change.written}\` before it may or may not have switched branches`);
      const to = change.to;
      return 'branch' in to ? { kind: 'branch', name: to.branch } : 'detached' in to ? { kind: 'detached' } : unknown(`\`${change.written}\` before it: ${to.unknown}`);
    }
    return this.reader.read(where.directory, where.gitDir ?? undefined);
  }
}

/** Whether the command tells where git runs (and, with `--git-dir`, which repository). */
export function known(where: Where): where is { directory: string; gitDir?: string } {
  return where.directory !== null && where.gitDir !== null;
}

function unknown(why: string): CurrentBranch {
  return { kind: 'unknown', why };
}
