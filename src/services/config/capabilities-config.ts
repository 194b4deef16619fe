import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';

/** Whether this workspace turns a method capability on (either flag activates it). */
export class CapabilityActivation {
  @IsOptional()
  @IsBoolean()
  selected?: boolean;

  @IsOptional()
  @IsBoolean()
  required?: boolean;
}

/** The `capabilities` section of `bearing.config.json`: method capabilities by id; only known ids are accepted. */
export class CapabilitiesConfig {
  @IsOptional()
  @ValidateNested()
  @Type(() => CapabilityActivation)
  @IsObject()
  'test-engineering'?: CapabilityActivation;
}
