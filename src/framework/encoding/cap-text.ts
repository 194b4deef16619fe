/** A surrogate without its other half: no UTF-8 byte sequence stands for it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Shortens text to a host's limit, marking the cut so the agent knows something is missing. The text that comes back
 * is well-formed: a lone surrogate (a payload's, or half of a pair a cut would split) becomes U+FFFD, because JSON
 * writes it as a `\ud83d` escape that strict parsers (Codex's) reject, voiding the whole reply.
 */
export function capText(text: string, limit: number): string {
  const whole = text.replace(LONE_SURROGATE, '\ufffd');
  if (whole.length <= limit) return whole;
  const marker = '… [truncated by bearing]';
  let end = Math.max(0, limit - marker.length);
  const last = whole.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return whole.slice(0, end) + marker;
}
