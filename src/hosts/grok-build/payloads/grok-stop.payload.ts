import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { GrokHookPayload } from './grok-hook.payload';

/** stop and subagent_stop. */
export class GrokStopPayload extends GrokHookPayload {
  /** True when the agent is already continuing because a stop hook blocked earlier in this turn. */
  @IsOptional()
  @IsBoolean()
  stop_hook_active?: boolean;

  /** `end_turn` for a real turn end; `channel_closed` or `shutdown` for the observe-only stop at session end. */
  @IsOptional()
  @IsString()
  reason?: string;
}
