import { IsObject, IsOptional, IsString } from 'class-validator';
import { HookPayload } from './hook.payload';

/** A tool event: the host's tool name and the tool's input object. */
export class ToolEventPayload extends HookPayload {
  @IsString()
  tool_name!: string;

  @IsOptional()
  @IsObject()
  tool_input?: Record<string, unknown>;
}
