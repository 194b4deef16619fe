import { IsOptional, IsString } from 'class-validator';
import { CursorHookPayload } from './cursor-hook.payload';
import { IsToolInput } from './is-tool-input.decorator';

/** preToolUse, postToolUse, postToolUseFailure, and the MCP pair (`MCP:<tool>` there). */
export class CursorToolEventPayload extends CursorHookPayload {
  @IsString()
  tool_name!: string;

  @IsOptional()
  @IsToolInput()
  tool_input?: Record<string, unknown> | string;
}
