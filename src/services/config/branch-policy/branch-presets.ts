import type { BranchPreset } from '../branch-policy-config';
import type { RefRule } from '../../shell-command/git-args/git-ref-effect';

interface PresetLists {
  readonly protected: readonly string[];
  readonly allowed: readonly string[];
}

const USUAL_PROTECTED = ['main', 'master', 'develop', 'prod', 'production'];

/** What each preset protects and which new names it allows (`*` patterns). */
export const PRESET_LISTS: Readonly<Record<BranchPreset, PresetLists>> = {
  /** Work happens on branches of any name, merged into the long-lived ones by pull request. */
  'github-flow': { protected: USUAL_PROTECTED, allowed: ['*'] },
  /** Work branches are named by kind; the long-lived ones are merged into by people. */
  gitflow: { protected: USUAL_PROTECTED, allowed: ['feature/*', 'bugfix/*', 'hotfix/*', 'release/*'] },
  /** One trunk, short-lived branches of any name. */
  'trunk-based': { protected: ['main', 'master', 'trunk'], allowed: ['*'] },
  /** Nothing until the config says so. */
  custom: { protected: [], allowed: ['*'] },
};

export const DEFAULT_PRESET: BranchPreset = 'github-flow';

/** What a rule does to a command that breaks it: refuse it, ask the user (where the host can ask), or nothing. */
export type RuleMode = 'deny' | 'ask' | 'off';

/**
 * The guard's rules refuse unless the config says otherwise. A protected branch moves only forward: committing on it
 * (and merging, fast-forwarding) is allowed, rewriting it is not; a force push is off (a protected branch is never
 * pushed to at all); merging into one on the forge is the user's.
 */
export const DEFAULT_RULES: Readonly<Record<RefRule, RuleMode>> = {
  create: 'deny',
  move: 'deny',
  push: 'deny',
  commit: 'off',
  rewrite: 'deny',
  forcePush: 'off',
  merge: 'deny',
};
