import { IsObject, IsOptional, IsString } from 'class-validator';
import { KimiHookPayload } from './kimi-hook.payload';

/** PreToolUse, PostToolUse, PostToolUseFailure, PermissionRequest: `tool_input` is the model's raw arguments. */
export class ToolEventPayload extends KimiHookPayload {
  /** `Bash`, `Write`, `Edit`, `Agent`, … */
  @IsString()
  tool_name!: string;

  @IsOptional()
  @IsObject()
  tool_input?: Record<string, unknown>;
}
