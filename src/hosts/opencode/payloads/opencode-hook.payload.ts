import { IsOptional, IsString } from 'class-validator';

/**
 * Any OpenCode plugin hook or bus event as bearing's plugin passes it on: `hook` names it (`tool.execute.before`,
 * `session.created`, …), the hook's input (or the event's properties) comes along as OpenCode wrote it, and
 * `directory` is the project directory the plugin was loaded for.
 */
export class OpenCodeHookPayload {
  @IsOptional()
  @IsString()
  sessionID?: string;

  @IsOptional()
  @IsString()
  directory?: string;
}
