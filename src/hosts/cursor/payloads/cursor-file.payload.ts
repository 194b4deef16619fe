import { IsString } from 'class-validator';
import { CursorHookPayload } from './cursor-hook.payload';

/** beforeReadFile and afterFileEdit. */
export class CursorFilePayload extends CursorHookPayload {
  @IsString()
  file_path!: string;
}
