import type { RuntimeEnvironment } from '../../platform/runtime-environment';

/**
 * The identity of one Grok event, the same in every bearing process Grok starts for it (its own hook files,
 * Claude Code's, Cursor's all receive one envelope). A tool event is named by its toolUseId; any other event
 * by its whole payload, which carries a timestamp. Without either there is no safe identity (two identical
 * commands would look like one), so no claim is made and every process decides.
 */
export function grokEventClaimKey(environment: RuntimeEnvironment, nativeEvent: string, raw: Readonly<Record<string, unknown>>): string | undefined {
  const session = environment['GROK_SESSION_ID'];
  if (!session) return undefined;
  const toolUseId = raw['toolUseId'] ?? raw['tool_use_id'];
  if (typeof toolUseId === 'string' && toolUseId.length > 0) return `grok-build\n${session}\n${nativeEvent}\ntool:${toolUseId}`;
  if (typeof raw['timestamp'] === 'string' && raw['timestamp'].length > 0) return `grok-build\n${session}\n${nativeEvent}\n${JSON.stringify(raw)}`;
  return undefined;
}
