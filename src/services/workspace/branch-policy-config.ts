import { Type } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, ValidateNested } from 'class-validator';

/** Branch policy presets: which names are protected, and which names new branches may have. */
const BRANCH_PRESETS = ['github-flow', 'gitflow', 'trunk-based', 'custom'] as const;
export type BranchPreset = (typeof BRANCH_PRESETS)[number];

/** Which branch rules are on. Every key is optional; a preset's defaults fill in the rest. */
export class BranchRulesConfig {
  /** Creating (or renaming onto) a protected branch, or one the allowed patterns do not match. On by default. */
  @IsOptional()
  @IsBoolean()
  create?: boolean;

  /** Force-moving, renaming away or deleting a protected branch. On by default. */
  @IsOptional()
  @IsBoolean()
  move?: boolean;

  /** Pushing to a protected branch (including a bare `git push` from one). On by default. */
  @IsOptional()
  @IsBoolean()
  push?: boolean;

  /** Committing while a protected branch is checked out. Off by default. */
  @IsOptional()
  @IsBoolean()
  commit?: boolean;
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
  rules?: BranchRulesConfig;
}

/** A part of the workspace with a policy of its own: `glob` is matched against where git runs, relative to the workspace root. */
export class BranchOverrideConfig extends BranchPolicyFields {
  @IsNotEmpty()
  @IsString()
  glob!: string;
}
