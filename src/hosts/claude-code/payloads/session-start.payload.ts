import { IsOptional, IsString } from 'class-validator';
import { ClaudeHookPayload } from './claude-hook.payload';

export class SessionStartPayload extends ClaudeHookPayload {
  /** `startup`, `resume`, `clear`, `compact`, `fork`. */
  @IsOptional()
  @IsString()
  source?: string;
}
