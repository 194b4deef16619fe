import { join, mkdirSync, writeFileSync } from '../../platform/node-builtins';

/**
 * When BEARING_CAPTURE_DIR is set, keeps each raw payload as a file there: this is how live host
 * payloads become fixtures. Best effort: a capture problem never changes the reply.
 */
export function capturePayload(directory: string | undefined, hostId: string, text: string): string | undefined {
  if (!directory) return undefined;
  try {
    mkdirSync(directory, { recursive: true });
    const file = join(directory, `${hostId}-${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.json`);
    writeFileSync(file, text);
    return undefined;
  } catch (error) {
    return `bearing: capture to ${directory} failed (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
}
