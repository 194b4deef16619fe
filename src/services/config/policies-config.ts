import { IsBoolean, IsOptional } from 'class-validator';

/**
 * The `policies` section: a policy a workspace (or the user) does not want, switched off. Every policy is on unless
 * set to `false` here. The branch guard has its rules (`branches.rules`) instead.
 */
export class PoliciesConfig {
  /** The session-start advice: where the plan stands and what to do next. */
  @IsOptional()
  @IsBoolean()
  activation?: boolean;

  /** The stop-time hand-off: what the plan says is left. */
  @IsOptional()
  @IsBoolean()
  closeout?: boolean;

  /** Offering the unfinished task of an earlier session, and restoring it after a compaction. */
  @IsOptional()
  @IsBoolean()
  taskOffer?: boolean;

  /** The Test Engineering write and completion gates (where the capability is active). */
  @IsOptional()
  @IsBoolean()
  testEngineering?: boolean;

  /** Refusing an agent's writes to bearing's own configuration and state. */
  @IsOptional()
  @IsBoolean()
  configGuard?: boolean;
}

export type PolicySwitch = keyof PoliciesConfig;
