import { fstatSync, read, readFileSync } from 'node:fs';
import type { RunFailure } from '../framework/run-failure';

export type StdinResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly failure: RunFailure };

export interface StdinLimits {
  readonly maxBytes: number;
  readonly timeoutMs: number;
}

export const DEFAULT_STDIN_LIMITS: StdinLimits = { maxBytes: 8 * 1024 * 1024, timeoutMs: 2_000 };

/**
 * Reads all of a host's payload from a file descriptor, within a size cap and a time cap.
 * Reads the descriptor directly: `process.stdin` would load the stream machinery on every hook call.
 */
export function readStdin(limits: StdinLimits = DEFAULT_STDIN_LIMITS, fd = 0): Promise<StdinResult> {
  const tooLarge = (): StdinResult => failed('input_too_large', `stdin exceeds ${limits.maxBytes} bytes`);
  try {
    const stat = fstatSync(fd);
    if (stat.isFile()) return Promise.resolve(stat.size > limits.maxBytes ? tooLarge() : decoded(readFileSync(fd)));
  } catch (error) {
    return Promise.resolve(failed('input_unreadable', errorText(error)));
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: StdinResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => finish(failed('input_timeout', `stdin was not closed within ${limits.timeoutMs} ms`)), limits.timeoutMs);
    const buffer = Buffer.allocUnsafe(64 * 1024);
    const next = (): void =>
      read(fd, buffer, 0, buffer.length, null, (error, bytes) => {
        if (settled) return;
        if (error) {
          // A non-blocking descriptor with nothing to read yet: try again shortly.
          if (error.code === 'EAGAIN') return void setTimeout(next, 2);
          if (error.code === 'EOF') return finish(decoded(Buffer.concat(chunks)));
          return finish(failed('input_unreadable', errorText(error)));
        }
        if (bytes === 0) return finish(decoded(Buffer.concat(chunks)));
        size += bytes;
        if (size > limits.maxBytes) return finish(tooLarge());
        chunks.push(Buffer.from(buffer.subarray(0, bytes)));
        next();
      });
    next();
  });
}

function decoded(bytes: Buffer): StdinResult {
  const text = bytes.toString('utf8');
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

function failed(code: RunFailure['code'], message: string): StdinResult {
  return { ok: false, failure: { code, message } };
}

function errorText(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message ?? String(error);
}
