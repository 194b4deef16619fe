import { IsOptional, IsString } from 'class-validator';
import { CursorHookPayload } from './cursor-hook.payload';

/** sessionStart: `session_id` equals `conversation_id`. */
export class CursorSessionStartPayload extends CursorHookPayload {
  @IsOptional()
  @IsString()
  session_id?: string;
}
