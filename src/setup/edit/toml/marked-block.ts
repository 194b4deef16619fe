/**
 * bearing's part of a TOML file a user owns (Kimi Code's and Codex's config.toml): a block of lines between two
 * comment lines that say who wrote it and how it goes away, appended at the end. The user's own bytes are never
 * touched: the block is `<line break><start line>…<end line><line break>` written right after the file's last
 * byte, and removing exactly that span gives the file back as it was, whether it ended with a line break or not.
 * (At the end of the file, a block's tables cannot capture keys of the user's: TOML keys belong to the table
 * header above them, and the user's headers are all above it.)
 */
export interface BlockMarkers {
  readonly start: string;
  readonly end: string;
}

/** The comment lines around what `bearing install --host <host>` adds. */
export function blockMarkers(host: string): BlockMarkers {
  return {
    start: `# >>> bearing: added by \`bearing install --host ${host}\`; \`bearing uninstall --host ${host}\` removes it`,
    end: '# <<< bearing',
  };
}

/** A file holds a start line without its end line (edited by hand): bearing cannot tell what is its own. */
export class BrokenBlockError extends Error {}

interface BlockSpan {
  /** Offset of the line break before the start line (or of the start line, at the top of the file). */
  readonly from: number;
  /** Offset just after the end line's line break (or the end of the file). */
  readonly to: number;
  /** The lines between the markers, each with its line break. */
  readonly body: string;
}

function lineBreak(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

function findBlock(text: string, markers: BlockMarkers): BlockSpan | undefined {
  const lines = text.split('\n');
  let offset = 0;
  let start: { from: number; bodyFrom: number } | undefined;
  for (const line of lines) {
    const bare = line.endsWith('\r') ? line.slice(0, -1) : line;
    const next = offset + line.length + 1;
    if (!start && bare === markers.start) {
      const from = offset === 0 ? 0 : text[offset - 2] === '\r' ? offset - 2 : offset - 1;
      start = { from, bodyFrom: Math.min(next, text.length) };
    } else if (start && bare === markers.end) {
      return { from: start.from, to: Math.min(next, text.length), body: text.slice(start.bodyFrom, offset) };
    }
    offset = next;
  }
  if (start) throw new BrokenBlockError(`it has the line "${markers.start}" but not "${markers.end}" after it`);
  return undefined;
}

/** The lines of bearing's block, or undefined when the file has none. */
export function blockBody(text: string, markers: BlockMarkers): string | undefined {
  return findBlock(text, markers)?.body;
}

/**
 * The file with bearing's block holding `body` (lines that each end with `\n`): the block already there is
 * rewritten in place, otherwise one is appended. `text` null: a file that does not exist yet.
 */
export function withBlock(text: string | null, markers: BlockMarkers, body: string): string {
  const current = text ?? '';
  const newline = lineBreak(current);
  const lines = body.split('\n').slice(0, -1);
  const block = `${newline}${[markers.start, ...lines, markers.end].join(newline)}${newline}`;
  const found = findBlock(current, markers);
  if (!found) return current + block;
  // In place: the span starts at the line break before the start line, as an appended block does.
  const head = found.from === 0 && !current.startsWith(newline) ? block.slice(newline.length) : block;
  return current.slice(0, found.from) + head + current.slice(found.to);
}

/** The file without bearing's block (the same text when it has none). */
export function withoutBlock(text: string, markers: BlockMarkers): string {
  const found = findBlock(text, markers);
  return found ? text.slice(0, found.from) + text.slice(found.to) : text;
}
