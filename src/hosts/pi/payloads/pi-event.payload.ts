import { IsOptional, IsString } from 'class-validator';

/**
 * Any Pi extension event as bearing's extension passes it on: Pi's own event object (`type` names it), with the
 * session's working directory and id from the handler's context added (`cwd`, `sessionId`).
 */
export class PiEventPayload {
  @IsOptional()
  @IsString()
  cwd?: string;

  @IsOptional()
  @IsString()
  session_id?: string;
}
