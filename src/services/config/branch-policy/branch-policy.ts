import { globTest } from '../../workspace/glob-pattern';
import type { BranchPreset } from '../branch-policy-config';
import type { RefRule } from '../../shell-command/git-args/git-ref-effect';
import type { RuleMode } from './branch-presets';

/** How strict each rule mode is: refusing over asking over nothing. */
export const RULE_STRICTNESS: Readonly<Record<RuleMode, number>> = { off: 0, ask: 1, deny: 2 };

/** The branch policy in force where one git command runs: a preset's lists, as the config changed them. */
export class BranchPolicy {
  private readonly protectedTests: readonly ((name: string) => boolean)[];
  private readonly allowedTests: readonly (readonly ((name: string) => boolean)[])[];

  /**
   * `allowedNames` is what a reason lists; `allowedLists` what a new name must match, one pattern of each list: the
   * allowed names themselves, except for a combined policy (stricter), where both policies' lists apply.
   */
  constructor(
    readonly preset: BranchPreset,
    readonly protectedNames: readonly string[],
    readonly allowedNames: readonly string[],
    readonly rules: Readonly<Record<RefRule, RuleMode>>,
    private readonly allowedLists: readonly (readonly string[])[] = [allowedNames],
  ) {
    this.protectedTests = protectedNames.map((p) => globTest(p, 'name'));
    this.allowedTests = allowedLists.map((list) => list.map((p) => globTest(p, 'name')));
  }

  /**
   * The policy that refuses whatever either refuses (while a loosening of the config waits for the user's approval,
   * see services/config/approval): a name protected in either is protected, a new name must be allowed by both,
   * each rule takes the stricter mode. The preset (what a reason names) is the current one's.
   */
  static stricter(approved: BranchPolicy, current: BranchPolicy): BranchPolicy {
    const protectedNames = [
      ...current.protectedNames,
      ...approved.protectedNames.filter((p) => !current.protectedNames.some((q) => q.toLowerCase() === p.toLowerCase())),
    ];
    const rules = { ...current.rules };
    for (const [rule, mode] of Object.entries(approved.rules) as [RefRule, RuleMode][]) {
      if (RULE_STRICTNESS[mode] > RULE_STRICTNESS[rules[rule] ?? 'off']) rules[rule] = mode;
    }
    // What a refusal lists as allowed: the patterns of either that the other allows whole, else the current ones.
    const shown = [
      ...current.allowedNames.filter((p) => approved.coversAllowed(p)),
      ...approved.allowedNames.filter((p) => current.coversAllowed(p) && !current.allowedNames.includes(p)),
    ];
    return new BranchPolicy(current.preset, protectedNames, shown.length > 0 ? shown : current.allowedNames, rules, [
      ...current.allowedLists,
      ...approved.allowedLists,
    ]);
  }

  isProtected(name: string): boolean {
    return this.protectedTests.some((test) => test(name));
  }

  /** May a new branch have this name? */
  allows(name: string): boolean {
    return this.allowedTests.every((tests) => tests.some((test) => test(name)));
  }

  /**
   * Whether every name `pattern` matches is one this policy allows (a `*`/`?` pattern judged by its text): used to
   * tell whether a change of the `allowed` list allows more. Conservative: false where it cannot tell.
   */
  coversAllowed(pattern: string): boolean {
    return this.allowedLists.every((list) => list.some((outer) => patternCovers(outer, pattern)));
  }

  /** Whether every name `pattern` matches is protected here (see coversAllowed). */
  coversProtected(pattern: string): boolean {
    return this.protectedNames.some((outer) => patternCovers(outer, pattern));
  }

  /** A protected name a ref pattern would land on (`*` for `git push --all`), if any. */
  protectedUnder(pattern: string): string | undefined {
    const test = globTest(pattern, 'name');
    return this.protectedNames.find((name) => test(name) || (name.includes('*') && pattern === '*'));
  }

  /**
   * A branch name this policy allows, to show in a reason: `feature/<topic>`, or the first allowed pattern filled in.
   * A combined policy (stricter) takes the first filled-in pattern both allow, else one pattern of each list filled
   * into the next (`a*` and `*b`: `a<topic>b`).
   */
  exampleName(topic = '<topic>'): string {
    const fill = (pattern: string, text: string) => pattern.replace('*', text).split('*').join('');
    const patterns = this.allowedLists.map((list) => list.filter((p) => p.includes('*') && p !== '*'));
    const filled = patterns.flat().map((p) => fill(p, topic));
    // Only where every list has a pattern to fill: a list of `*` alone says nothing of the name's shape.
    const nested = patterns.every((list) => list.length > 0) ? patterns.reduce((name, list) => fill(list[0]!, name), topic) : undefined;
    return filled.find((name) => this.allows(name)) ?? (nested !== undefined && this.allows(nested) ? nested : undefined) ?? filled[0] ?? `feature/${topic}`;
  }
}

/**
 * Whether every name `inner` matches, `outer` matches too (both `*`/`?` name patterns, case ignored). A name without
 * wildcards is simply tested. A pattern is covered by one that is `*`, or that holds no `?` and matches its text: each
 * of `inner`'s wildcards then falls inside one of `outer`'s `*`, which takes whatever it stands for. Anything else
 * is not known to be covered.
 */
export function patternCovers(outer: string, inner: string): boolean {
  if (!/[*?]/.test(inner) || outer === '*') return globTest(outer, 'name')(inner);
  if (outer.toLowerCase() === inner.toLowerCase()) return true;
  return !outer.includes('?') && globTest(outer, 'name')(inner);
}
