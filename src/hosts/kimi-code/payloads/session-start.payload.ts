import { IsOptional, IsString } from 'class-validator';
import { KimiHookPayload } from './kimi-hook.payload';

export class SessionStartPayload extends KimiHookPayload {
  /** `startup` or `resume`. */
  @IsOptional()
  @IsString()
  source?: string;
}
