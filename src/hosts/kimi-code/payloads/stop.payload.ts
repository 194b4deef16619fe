import { IsBoolean, IsOptional } from 'class-validator';
import { KimiHookPayload } from './kimi-hook.payload';

/** Stop. Kimi 2.1.0 always sends `stop_hook_active: false` and lets a stop hook continue a turn at most once. */
export class StopPayload extends KimiHookPayload {
  @IsOptional()
  @IsBoolean()
  stop_hook_active?: boolean;
}
