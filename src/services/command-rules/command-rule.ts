import type { OperandScope, PackName, RuleDecision } from '../config/command-rules-config';

/** Where an active rule came from: a pack (and the file that turned it on), the user-level file, or the workspace's. */
export type RuleOrigin =
  | { readonly kind: 'pack'; readonly pack: PackName; readonly file: string; readonly turnedOnBy: string }
  | { readonly kind: 'user' | 'workspace'; readonly file: string };

/** One operand condition, compiled: a test of the word as written or of its absolute path, and a scope. */
export interface OperandCondition {
  /** The glob as written, for messages. */
  readonly glob?: string;
  /** True for a glob matched against the absolute path (it starts with `/` or `~`); false: against the word as written. */
  readonly onPath?: boolean;
  readonly test?: (text: string) => boolean;
  readonly scope?: OperandScope;
}

/** What a rule matches, compiled from its `match` (every part given must hold). */
export interface RuleMatcher {
  /** Lower-case base names; empty: every program. */
  readonly programs: readonly string[];
  readonly subcommand: readonly string[];
  /** Each required flag, with its aliases. */
  readonly flags: readonly (readonly string[])[];
  readonly withoutFlags: readonly string[];
  /** Empty: operands do not matter. */
  readonly operands: readonly OperandCondition[];
  readonly text?: RegExp;
}

/** A rule as the policy obeys it: the file's rule compiled, with where it came from and who tightened it. */
export interface CommandRule {
  /** `no-rm-home`; a pack's rules are `<pack>/<id>`. */
  readonly id: string;
  readonly decision: RuleDecision;
  readonly reason?: string;
  readonly suggestion?: string;
  readonly matcher: RuleMatcher;
  /** The `match` as written (for `bearing rules`). */
  readonly match: unknown;
  readonly origin: RuleOrigin;
  /** A later file that made its decision stricter (`ask` → `deny`). */
  readonly tightenedBy?: string;
  /** A rule of the approved settings, obeyed besides the current ones while a loosening waits for the user's approval. */
  readonly approved?: true;
}

/** How strict a decision is. */
export const DECISION_RANK: Readonly<Record<RuleDecision, number>> = { ask: 1, deny: 2 };

/** Where a rule came from, in words: `the git-history pack`, `the user-level config /home/u/.config/bearing/config.json`. */
export function originName(origin: RuleOrigin): string {
  switch (origin.kind) {
    case 'pack':
      return `the ${origin.pack} pack (turned on in ${origin.turnedOnBy})`;
    case 'user':
      return `the user-level config ${origin.file}`;
    case 'workspace':
      return `the workspace config ${origin.file}`;
  }
}
