import { IsBoolean, IsOptional } from 'class-validator';
import { ClaudeHookPayload } from './claude-hook.payload';

/** Stop and SubagentStop. */
export class StopPayload extends ClaudeHookPayload {
  /** True when Claude is already continuing because a stop hook blocked. */
  @IsOptional()
  @IsBoolean()
  stop_hook_active?: boolean;
}
