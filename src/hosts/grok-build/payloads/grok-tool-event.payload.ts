import { IsObject, IsOptional, IsString } from 'class-validator';
import { GrokHookPayload } from './grok-hook.payload';

/** pre_tool_use, post_tool_use, post_tool_use_failure, permission_denied (`toolName`, `toolInput`). */
export class GrokToolEventPayload extends GrokHookPayload {
  @IsString()
  tool_name!: string;

  @IsOptional()
  @IsObject()
  tool_input?: Record<string, unknown>;
}
