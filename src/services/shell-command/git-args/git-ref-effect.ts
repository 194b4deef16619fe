import type { GitArg } from './git-arg';

/** The rules a git command can fall under, each set to deny, ask or off by the branch policy. */
export type RefRule = 'create' | 'move' | 'push' | 'commit' | 'rewrite' | 'forcePush' | 'merge';

/**
 * The branch an effect lands on: a name; the branch checked out where git runs (`git push` with no
 * refspec, `git commit`); a pattern (`git push --mirror`, a `refs/heads/*` refspec), `*` standing for any
 * text; or every local branch (`git push --all`): those that exist in the repository.
 */
export type RefTarget =
  | { readonly branch: string }
  | { readonly current: true }
  | { readonly pattern: string }
  | { readonly local: true }
  /** The base branch of a pull request the text names (`gh pr merge 12`): only the forge knows it. */
  | { readonly base: string };

/** What a git invocation would do to a branch. */
export interface RefEffect {
  readonly rule: RefRule;
  readonly target: RefTarget;
  /** The command form as people write it (`git checkout -b`, `git push --delete`): reasons cite it and build examples from it. */
  readonly form: string;
  /**
   * A branch created or moved to the same-named branch of a remote (`git checkout -b develop origin/develop`,
   * `git fetch origin develop:develop`): it then holds what the remote holds. `forced` when it may also move a
   * branch that exists backwards (`git branch -f`, `checkout -B`, a `+` refspec); otherwise git only creates it or
   * fast-forwards it.
   */
  readonly fromRemote?: { readonly remote: string; readonly branch: string; readonly forced: boolean };
}

/**
 * Where HEAD points once a command that switches branches has run (`git checkout main`, `git switch -c x`):
 * a branch, a detached commit, or a place the text does not tell (why, in a few words).
 */
export type SwitchTarget = { readonly branch: string } | { readonly detached: true } | { readonly unknown: string };

export interface GitRefReading {
  readonly effects: readonly RefEffect[];
  /** What the text does not tell, one short line each (`git checkout -b $NAME`: the name is computed at run time). */
  readonly unknown: readonly string[];
  /** Set when the invocation checks out another branch: later invocations in the same repository find it checked out. */
  readonly switchesTo?: SwitchTarget;
  /** git refuses the command outright (an option abbreviated so that it is ambiguous): it fails, and does nothing. */
  readonly refused?: true;
}

export const NOTHING_READ: GitRefReading = Object.freeze({ effects: [], unknown: [] });

/** What git does with a command it refuses: nothing, and it fails (`a && b` then never runs b). */
export const REFUSED: GitRefReading = Object.freeze({ effects: [], unknown: [], refused: true });

/** What a reader says of a branch name the shell computes at run time. */
const COMPUTED_NAME = 'the branch name is computed at run time';

/** A reading of one effect and nothing unknown. */
export function oneEffect(rule: RefRule, target: RefTarget, form: string): GitRefReading {
  return { effects: [{ rule, target, form }], unknown: [] };
}

/** A reading that finds no effect, only what the text does not tell. */
export function onlyUnknown(why: string): GitRefReading {
  return { effects: [], unknown: [why] };
}

/** Adds the effect on a named branch to a reading, or, for a name computed at run time, that it is not known. */
export function addNamed(reading: { effects: RefEffect[]; unknown: string[] }, rule: RefRule, name: GitArg, form: string): void {
  if (name.dynamic) reading.unknown.push(COMPUTED_NAME);
  else reading.effects.push({ rule, target: { branch: name.text }, form });
}
