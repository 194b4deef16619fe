/**
 * How bearing's OpenCode plugin answers (plugin types of @opencode-ai/plugin 1.18.33, observed live): a
 * `tool.execute.before` that throws an Error refuses the call, its message reaching the model as the tool result
 * (the adapter's reply `{ error }` is what the plugin throws); a session start's context goes onto the system prompt
 * of each of that session's requests through `experimental.chat.system.transform` (the reply `{ system }`).
 */
export const OPENCODE_THROW_EVENTS: ReadonlySet<string> = new Set(['tool.execute.before']);
export const OPENCODE_SYSTEM_EVENTS: ReadonlySet<string> = new Set(['session.created']);

/** OpenCode documents no text limit; bearing keeps to what the command hosts accept. */
export const OPENCODE_TEXT_LIMIT = 10_000;
