import { IsOptional, IsString } from 'class-validator';
import { HookPayload } from './hook.payload';

/** A session start, with the host's name for why it started (`startup`, `resume`, `clear`, `compact`, …). */
export class SessionStartPayload extends HookPayload {
  @IsOptional()
  @IsString()
  source?: string;
}
