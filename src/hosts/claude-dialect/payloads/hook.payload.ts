import { IsOptional, IsString } from 'class-validator';
import { AlsoFrom } from '../../../framework/decorators/also-from.decorator';

/**
 * The fields most hosts send on every hook (snake_case as declared; the decoder also accepts camelCase):
 * the session id and the working directory. Hosts whose payloads differ declare their own classes.
 */
export class HookPayload {
  @IsOptional()
  @IsString()
  session_id?: string;

  @IsOptional()
  @IsString()
  @AlsoFrom('workspace_root')
  cwd?: string;
}
