import { Type } from 'class-transformer';
import { IsArray, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { BranchOverrideConfig, BranchPolicyFields } from './branch-policy-config';
import { CapabilitiesConfig } from './capabilities-config';

/** The workspace's own settings file, at the workspace root. */
export const BEARING_CONFIG_FILE = 'bearing.config.json';

/** The branch policy: a preset, its lists and rules, and overrides for parts of the workspace (first match wins). */
export class BranchesConfig extends BranchPolicyFields {
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => BranchOverrideConfig)
  @IsArray()
  workspaces?: BranchOverrideConfig[];
}

/** `bearing.config.json`. Every section is optional; a missing file means the defaults. */
export class BearingConfig {
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
}
