import { IsOptional, IsString } from 'class-validator';
import { AlsoFrom } from '../../../framework/decorators/also-from.decorator';

/**
 * Fields every Grok Build hook payload carries that bearing reads. Grok sends camelCase keys (`sessionId`);
 * the decoder also offers them in snake_case, the spelling declared here.
 */
export class GrokHookPayload {
  @IsOptional()
  @IsString()
  session_id?: string;

  @IsOptional()
  @IsString()
  @AlsoFrom('workspace_root')
  cwd?: string;
}
