import { IsObject, IsOptional, IsString } from 'class-validator';
import { OpenCodeHookPayload } from './opencode-hook.payload';

/** tool.execute.before and tool.execute.after: the tool and the arguments the model gave it. */
export class OpenCodeToolPayload extends OpenCodeHookPayload {
  @IsString()
  tool!: string;

  @IsOptional()
  @IsObject()
  args?: Record<string, unknown>;
}
