import { IsOptional, IsString } from 'class-validator';
import { CodexHookPayload } from './codex-hook.payload';

export class SessionStartPayload extends CodexHookPayload {
  /** `startup`, `resume`, `clear`, `compact`, `fork`. */
  @IsOptional()
  @IsString()
  source?: string;
}
