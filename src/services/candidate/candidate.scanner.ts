/** Why git could not tell bearing something. Each is an answer, not an error: the caller decides. */
const UNKNOWN_REASONS = [
  'git_unavailable',
  'not_a_repository',
  'no_commits',
  'detached_head',
  'diff_base_not_recorded',
  'diff_base_unknown',
  'git_timeout',
  'git_failed',
] as const;
export type UnknownReason = (typeof UNKNOWN_REASONS)[number];

export interface Unknown {
  readonly known: false;
  readonly reason: UnknownReason;
  /** One line from git, where it said something useful. */
  readonly detail?: string;
}

/** A fact git established, or the typed reason it could not. */
export type Fact<T> = { readonly known: true; readonly value: T } | Unknown;

/** The candidate's state, from the real git only. */
export interface CandidateState {
  /** The workspace root the scan ran in (`git -C <checkout>`). */
  readonly checkout: string;
  readonly revision: Fact<string>;
  readonly branch: Fact<string>;
  /** The plan's candidate revision, once git has resolved it. */
  readonly diffBase: Fact<string>;
  /** Paths changed between the diff base and HEAD (renames under the new name), unscoped. */
  readonly committed: Fact<readonly string[]>;
  /** Paths changed in the index or working tree, untracked files one by one, unscoped. */
  readonly workingTree: Fact<readonly string[]>;
  /** The trusted write set the scan was scoped to. */
  readonly scopePaths: readonly string[];
  /** Committed and working-tree paths inside the write set, never under `.bearing/`, sorted. */
  readonly changedPaths: readonly string[];
}

export interface CandidateScope {
  /** The plan's candidate revision; absent when the plan records none. */
  readonly diffBase?: string;
  /** The trusted write set; empty covers nothing. */
  readonly writeSet: readonly string[];
}

/**
 * Reads the candidate's changes from version control. Never throws and never writes: every failure is a
 * typed unknown in the result.
 */
export const CandidateScanner = Symbol('CandidateScanner');
export interface CandidateScanner {
  scan(root: string, scope: CandidateScope): Promise<CandidateState>;
}
