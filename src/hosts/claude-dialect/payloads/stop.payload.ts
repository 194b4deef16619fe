import { IsBoolean, IsOptional } from 'class-validator';
import { HookPayload } from './hook.payload';

/** A stop or subagent stop. */
export class StopPayload extends HookPayload {
  /** True when the agent is already continuing because a stop hook blocked. */
  @IsOptional()
  @IsBoolean()
  stop_hook_active?: boolean;
}
