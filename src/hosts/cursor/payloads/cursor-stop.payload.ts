import { IsInt, IsOptional, IsString } from 'class-validator';
import { CursorHookPayload } from './cursor-hook.payload';

/** stop and subagentStop. */
export class CursorStopPayload extends CursorHookPayload {
  /** How many follow-ups hooks have already sent in this chain; above 0 the agent is continuing because of one. */
  @IsOptional()
  @IsInt()
  loop_count?: number;

  /** `completed`, `aborted` or `error`. */
  @IsOptional()
  @IsString()
  status?: string;
}
