import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { BranchOverrideConfig, BranchPolicyFields } from './branch-policy-config';
import { CapabilitiesConfig } from './capabilities-config';
import { CommandRuleConfig, PACK_NAMES, type PackName } from './command-rules-config';
import { PoliciesConfig } from './policies-config';

/** What the guard does with a command it cannot read to the end (a computed command name, code or a script it cannot see). */
export const UNREADABLE_MODES = ['allow', 'ask', 'deny'] as const;
export type UnreadableMode = (typeof UNREADABLE_MODES)[number];

/** The branch policy: a preset, its lists and rules, and overrides for parts of the workspace (first match wins). */
export class BranchesConfig extends BranchPolicyFields {
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => BranchOverrideConfig)
  // class-validator's nested check takes an array for an object (and recurses into it): each item must be one.
  @IsObject({ each: true })
  @IsArray()
  workspaces?: BranchOverrideConfig[];
}

/**
 * `bearing.config.json` (and the user-level file). Every section is optional; a missing file means the defaults.
 * These classes are the file's one definition: `bearing package` derives schema/bearing.config.schema.json from their
 * rules, with the help editors show from src/packaging/schema/config-help.ts (a key added here must be described there).
 */
export class BearingConfig {
  /** Where an editor finds the file's JSON Schema; bearing itself does not read it. */
  @IsOptional()
  @IsString()
  $schema?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => BranchesConfig)
  @IsObject()
  branches?: BranchesConfig;

  @IsOptional()
  @ValidateNested()
  @Type(() => CapabilitiesConfig)
  @IsObject()
  capabilities?: CapabilitiesConfig;

  @IsOptional()
  @ValidateNested()
  @Type(() => PoliciesConfig)
  @IsObject()
  policies?: PoliciesConfig;

  /**
   * A shell command the guard cannot read to the end: let through (`"allow"`, the default, said when tracing), asked
   * about (`"ask"`, refused where the host cannot ask), or refused (`"deny"`). The stricter of the two files applies.
   */
  @IsOptional()
  @IsIn(UNREADABLE_MODES)
  unreadable?: UnreadableMode;

  /**
   * Where the hook appends one JSON line per call (src/trace). Read from the user-level file only: a workspace's
   * file, which a clone brings along, must not choose a file bearing writes to.
   */
  @IsOptional()
  @IsString()
  trace?: string;

  /**
   * `false` stops the record of what bearing refused and asked about (src/trace/record, `bearing log`). Read from the
   * user-level file only: a repository must not be able to hide what bearing refused in it.
   */
  @IsOptional()
  @IsBoolean()
  record?: boolean;

  /** Rules over the programs a shell command runs (services/command-rules): a workspace's file adds and tightens, never loosens the user's. */
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => CommandRuleConfig)
  @IsObject({ each: true })
  @IsArray()
  rules?: CommandRuleConfig[];

  /** The rule packs turned on; a workspace can turn one on, never off one the user turned on. */
  @IsOptional()
  @IsIn(PACK_NAMES, { each: true })
  @IsArray()
  packs?: PackName[];
}
