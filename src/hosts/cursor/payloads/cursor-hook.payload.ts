import { IsArray, IsOptional, IsString } from 'class-validator';

/** Fields common to Cursor hook payloads that bearing reads. Everything else is ignored. */
export class CursorHookPayload {
  /** Stable across the turns of one conversation; Cursor's session id. */
  @IsOptional()
  @IsString()
  conversation_id?: string;

  /** Sent on shell and generic tool events only, and sometimes empty. */
  @IsOptional()
  @IsString()
  cwd?: string;

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  workspace_roots?: string[];
}
