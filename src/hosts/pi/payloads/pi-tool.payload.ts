import { IsObject, IsOptional, IsString } from 'class-validator';
import { PiEventPayload } from './pi-event.payload';

/** tool_call and tool_result: the tool's name and its (already validated) input. */
export class PiToolPayload extends PiEventPayload {
  @IsString()
  tool_name!: string;

  @IsOptional()
  @IsObject()
  input?: Record<string, unknown>;
}
