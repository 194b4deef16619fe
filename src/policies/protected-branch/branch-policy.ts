import { globTest } from '../../services/workspace/glob-pattern';
import type { BranchPreset } from '../../services/config/branch-policy-config';
import type { RefRule } from '../../services/shell-command/git-args/git-ref-effect';
import type { RuleMode } from './branch-presets';

/** The branch policy in force where one git command runs: a preset's lists, as the config changed them. */
export class BranchPolicy {
  private readonly protectedTests: readonly ((name: string) => boolean)[];
  private readonly allowedTests: readonly ((name: string) => boolean)[];

  constructor(
    readonly preset: BranchPreset,
    readonly protectedNames: readonly string[],
    readonly allowedNames: readonly string[],
    readonly rules: Readonly<Record<RefRule, RuleMode>>,
  ) {
    this.protectedTests = protectedNames.map((p) => globTest(p, 'name'));
    this.allowedTests = allowedNames.map((p) => globTest(p, 'name'));
  }

  isProtected(name: string): boolean {
    return this.protectedTests.some((test) => test(name));
  }

  /** May a new branch have this name? */
  allows(name: string): boolean {
    return this.allowedTests.some((test) => test(name));
  }

  /** A protected name a ref pattern would land on (`*` for `git push --all`), if any. */
  protectedUnder(pattern: string): string | undefined {
    const test = globTest(pattern, 'name');
    return this.protectedNames.find((name) => test(name) || (name.includes('*') && pattern === '*'));
  }

  /** A branch name this policy allows, to show in a reason: `feature/<topic>`, or the first allowed pattern filled in. */
  exampleName(topic = '<topic>'): string {
    const pattern = this.allowedNames.find((p) => p.includes('*') && p !== '*');
    return pattern ? pattern.replace('*', topic).split('*').join('') : `feature/${topic}`;
  }
}
