/**
 * What a Pi extension handler may return (docs/extensions.md of @earendil-works/pi-coding-agent 1.6.0): `tool_call`
 * refuses with `{ block: true, reason }`; `session_before_compact` cancels with `{ cancel: true }`; `before_agent_start`
 * adds a message the model reads with `{ message: { customType, content, display } }`. The same message is the
 * reply to `session_start`, whose own return Pi ignores: bearing's extension holds it for the session's first
 * `before_agent_start`.
 */
export const PI_BLOCK_EVENTS: ReadonlySet<string> = new Set(['tool_call']);
export const PI_CANCEL_EVENTS: ReadonlySet<string> = new Set(['session_before_compact']);
export const PI_MESSAGE_EVENTS: ReadonlySet<string> = new Set(['session_start', 'before_agent_start']);

/** The custom message type bearing's context goes out as (not displayed in Pi's own view). */
export const PI_MESSAGE_TYPE = 'bearing';

/** Pi documents no text limit; bearing keeps to what the command hosts accept. */
export const PI_TEXT_LIMIT = 10_000;
