import { IsOptional, IsString } from 'class-validator';
import { AlsoFrom } from '../../../framework/decorators/also-from.decorator';

/** Fields every Claude Code hook payload carries that bearing reads. Everything else is ignored. */
export class ClaudeHookPayload {
  @IsOptional()
  @IsString()
  session_id?: string;

  @IsOptional()
  @IsString()
  @AlsoFrom('workspace_root')
  cwd?: string;
}
