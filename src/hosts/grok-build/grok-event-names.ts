/**
 * Grok names an event in PascalCase in its hook files (`PreToolUse`) and in snake_case on stdin and in
 * GROK_HOOK_EVENT (`pre_tool_use`). Handlers are declared by the stdin value; manifests need the file key.
 */
export function grokConfigKey(nativeEvent: string): string {
  return nativeEvent
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
