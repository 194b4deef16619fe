import { Type } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';
import { CapabilitiesConfig } from './capabilities-config';

/** The workspace's own settings file, at the workspace root. */
export const BEARING_CONFIG_FILE = 'bearing.config.json';

export class BranchesConfig {
  /** Branch names no agent may create (matched ignoring case). */
  // class-validator reports the decorator nearest the property first: the type check.
  @IsOptional()
  @IsString({ each: true })
  @ArrayNotEmpty()
  @IsArray()
  protected?: string[];
}

/** `bearing.config.json`. Every section is optional; a missing file means the defaults. */
export class BearingConfig {
  @IsOptional()
  @ValidateNested()
  @Type(() => BranchesConfig)
  branches?: BranchesConfig;

  @IsOptional()
  @ValidateNested()
  @Type(() => CapabilitiesConfig)
  capabilities?: CapabilitiesConfig;
}
