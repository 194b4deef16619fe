import { IsOptional, IsString } from 'class-validator';

/** Fields every Kimi Code hook payload carries that bearing reads (kimi-live.md §4). */
export class KimiHookPayload {
  /** `session_<uuid>`; subagents report their parent's. */
  @IsOptional()
  @IsString()
  session_id?: string;

  /** The session's working directory, also for plugin hooks (which run in the plugin root). */
  @IsOptional()
  @IsString()
  cwd?: string;
}
