import { IsObject, IsOptional, IsString } from 'class-validator';
import { ClaudeHookPayload } from './claude-hook.payload';

/** PreToolUse, PostToolUse, PostToolUseFailure, PermissionRequest, PermissionDenied. */
export class ToolEventPayload extends ClaudeHookPayload {
  @IsString()
  tool_name!: string;

  @IsOptional()
  @IsObject()
  tool_input?: Record<string, unknown>;
}
