import { Type } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';

/** Branch policy presets: which names are protected, and which names new branches may have. */
const BRANCH_PRESETS = ['github-flow', 'gitflow', 'trunk-based', 'custom'] as const;
export type BranchPreset = (typeof BRANCH_PRESETS)[number];

/**
 * What a rule does when a command breaks it: refuse (`"deny"`, or `true`), ask the user where the host can ask and
 * refuse where it cannot (`"ask"`), or nothing (`false`).
 */
export const RULE_SETTINGS = [true, false, 'deny', 'ask'] as const;
export type RuleSetting = (typeof RULE_SETTINGS)[number];

/** Which branch rules are on, and how. Every key is optional; a preset's defaults fill in the rest. */
export class BranchRulesConfig {
  /** Creating (or renaming onto) a protected branch, or one the allowed patterns do not match. `"deny"` by default. */
  @IsOptional()
  @IsIn(RULE_SETTINGS)
  create?: RuleSetting;

  /** Force-moving, renaming away or deleting a protected branch. `"deny"` by default. */
  @IsOptional()
  @IsIn(RULE_SETTINGS)
  move?: RuleSetting;

  /** Pushing to a protected branch (including a bare `git push` from one). `"deny"` by default. */
  @IsOptional()
  @IsIn(RULE_SETTINGS)
  push?: RuleSetting;

  /** Committing while a protected branch is checked out. Off by default. */
  @IsOptional()
  @IsIn(RULE_SETTINGS)
  commit?: RuleSetting;

  /** History: moving a protected branch other than forward (`reset` to another commit, `rebase`, `commit --amend`, `filter-branch`). `"deny"` by default. */
  @IsOptional()
  @IsIn(RULE_SETTINGS)
  rewrite?: RuleSetting;

  /** History: a force push to any branch (`--force`, `-f`, `--force-with-lease`, a `+` refspec). Off by default. */
  @IsOptional()
  @IsIn(RULE_SETTINGS)
  forcePush?: RuleSetting;

  /** Merging into a protected branch on the forge (`gh pr merge`, `glab mr merge`, `gh api …/merges`, `git town ship`): the user merges. `"deny"` by default. */
  @IsOptional()
  @IsIn(RULE_SETTINGS)
  merge?: RuleSetting;
}

/** The settings a branch policy is made of; the whole `branches` section and each workspace override share them. */
export class BranchPolicyFields {
  @IsOptional()
  @IsIn(BRANCH_PRESETS)
  preset?: BranchPreset;

  /** Branch names (or `*` patterns) no agent may create, move, delete or push to; matched ignoring case. Replaces the preset's list. */
  // class-validator reports the decorator nearest the property first: the type check.
  @IsOptional()
  @IsString({ each: true })
  @ArrayNotEmpty()
  @IsArray()
  protected?: string[];

  /** `*` patterns a new branch name must match (e.g. `feature/*`); matched ignoring case. Replaces the preset's list. */
  @IsOptional()
  @IsString({ each: true })
  @ArrayNotEmpty()
  @IsArray()
  allowed?: string[];

  @IsOptional()
  @ValidateNested()
  @Type(() => BranchRulesConfig)
  // Without it an array passes (class-validator's nested check validates its items instead).
  @IsObject()
  rules?: BranchRulesConfig;
}

/** A part of the workspace with a policy of its own: `glob` is matched against where git runs, relative to the workspace root. */
export class BranchOverrideConfig extends BranchPolicyFields {
  @IsNotEmpty()
  @IsString()
  glob!: string;
}
