import { IsString } from 'class-validator';
import { CursorHookPayload } from './cursor-hook.payload';

/** beforeShellExecution and afterShellExecution: the full command line, at the top level. */
export class CursorShellPayload extends CursorHookPayload {
  @IsString()
  command!: string;
}
