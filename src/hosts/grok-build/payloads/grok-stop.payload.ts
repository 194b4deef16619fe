import { IsOptional, IsString } from 'class-validator';
import { StopPayload } from '../../claude-dialect/payloads/stop.payload';

/** stop and subagent_stop (camelCase on the wire), with why the agent stopped. */
export class GrokStopPayload extends StopPayload {
  /** `end_turn` for a real turn end; `channel_closed` or `shutdown` for the observe-only stop at session end. */
  @IsOptional()
  @IsString()
  reason?: string;
}
