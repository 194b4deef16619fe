import { IsObject, IsOptional, IsString } from 'class-validator';
import { CodexHookPayload } from './codex-hook.payload';

/**
 * PreToolUse, PostToolUse, PermissionRequest. The schema allows any JSON as `tool_input`; every tool
 * 0.169.0 offers sends an object (`{command}` for Bash and apply_patch, the JSON arguments otherwise).
 */
export class ToolEventPayload extends CodexHookPayload {
  /** `Bash` for the shell and unified exec tools, `apply_patch`, `mcp__<server>__<tool>`, or a function name. */
  @IsString()
  tool_name!: string;

  @IsOptional()
  @IsObject()
  tool_input?: Record<string, unknown>;
}
