import { IsBoolean, IsOptional } from 'class-validator';
import { CodexHookPayload } from './codex-hook.payload';

/** Stop and SubagentStop. */
export class StopPayload extends CodexHookPayload {
  /** True on the Stop that follows a continuation a stop hook asked for (Codex has no loop limit of its own). */
  @IsOptional()
  @IsBoolean()
  stop_hook_active?: boolean;
}
