import { IsOptional, IsString } from 'class-validator';

/** Fields every Codex hook payload carries that bearing reads (schemas in fixtures/codex/schemas). */
export class CodexHookPayload {
  /** The Codex thread id; subagent hooks get the parent's. */
  @IsOptional()
  @IsString()
  session_id?: string;

  @IsOptional()
  @IsString()
  cwd?: string;
}
