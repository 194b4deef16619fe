import { IsOptional, IsString } from 'class-validator';
import { GrokHookPayload } from './grok-hook.payload';

/** session_start. Its matcher tests the start source (`startup`, `resume`, …); the key is read when sent. */
export class GrokSessionStartPayload extends GrokHookPayload {
  @IsOptional()
  @IsString()
  source?: string;
}
