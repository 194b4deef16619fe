/** Shortens text to a host's limit, marking the cut so the agent knows something is missing. */
export function capText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const marker = '… [truncated by bearing]';
  return text.slice(0, Math.max(0, limit - marker.length)) + marker;
}
