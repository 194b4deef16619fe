import { BrokenBlockError, blockBody, withBlock, withoutBlock, type BlockMarkers } from '../edit/toml/marked-block';
import { parseToml } from '../edit/toml/parse-toml';
import { InstallRefusal } from '../install-refusal';

/** What the user does about a start marker without its end (or an end without its start). */
export const BROKEN_BLOCK_FIX = "put the line back, or remove bearing's lines by hand";

/**
 * Runs `change` on a TOML file with a block of bearing's own (Kimi Code's [[hooks]], Codex's trust entries), turning
 * a broken marker into one refusal that names the file: bearing cannot tell where its lines end, so it writes nothing.
 */
export function refusingBrokenBlock<T>(path: string, change: () => T): T {
  try {
    return change();
  } catch (error) {
    if (error instanceof BrokenBlockError) throw new InstallRefusal(`${path}: ${error.message}; ${BROKEN_BLOCK_FIX} (nothing was written)`);
    throw error;
  }
}

/** bearing's block read as TOML on its own: undefined without a block, `{}` when it does not parse. */
export function blockToml(text: string, markers: BlockMarkers): Record<string, unknown> | undefined {
  const body = blockBody(text, markers);
  if (body === undefined) return undefined;
  const parsed = parseToml(body);
  return parsed.ok ? parsed.value : {};
}

/**
 * The file with bearing's block holding `body` (undefined: without the block); null when nothing is left, so the
 * file goes.
 */
export function withBlockBody(text: string | null, markers: BlockMarkers, body: string | undefined): string | null {
  const after = body !== undefined ? withBlock(text, markers, body) : text === null ? null : withoutBlock(text, markers);
  return after === '' ? null : after;
}
