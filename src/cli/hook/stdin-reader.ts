import type { Stats } from 'node:fs';
import { isatty } from 'node:tty';
import { fstatSync, readFileSync, readSync, statSync } from '../../platform/node-builtins';
import type { Socket } from 'node:net';
import type { RunFailure } from '../../framework/run-failure';

export type StdinResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly failure: RunFailure; readonly partial?: string };

export interface StdinLimits {
  readonly maxBytes: number;
  readonly timeoutMs: number;
}

/**
 * Hosts write the payload at once and close stdin; a loaded machine can still delay the hook's reading by seconds
 * (50 hooks at once on two busy cores took up to 2.6 s here). A gate that runs out of time is refused, not let
 * through, so the bound sits well past that and well inside the hosts' own 30 s hook timeout.
 */
export const DEFAULT_STDIN_LIMITS: StdinLimits = { maxBytes: 8 * 1024 * 1024, timeoutMs: 10_000 };

/** How often a non-blocking descriptor is polled while the host has not finished writing. */
const POLL_MS = 2;

/**
 * Reads all of a host's payload, within a size cap and a time cap.
 *
 * Never a blocking read: one that never returns (a host that never closes stdin) would hang the hook,
 * and on libuv's thread pool it would even keep `process.exit()` from finishing. So a regular file is
 * read at once, and a pipe or socket is switched to non-blocking mode and polled; whatever the host has
 * already sent (usually all of it, then end of file) is taken without waiting.
 */
export async function readStdin(limits: StdinLimits = DEFAULT_STDIN_LIMITS, fd = 0): Promise<StdinResult> {
  try {
    const stat = fstatSync(fd);
    if (stat.isFile()) return stat.size > limits.maxBytes ? tooLarge(limits) : decoded(readFileSync(fd));
    // `</dev/null` is an empty payload, not a device to refuse; any other device (a terminal, /dev/zero) is not read.
    if (stat.isCharacterDevice() && isNullDevice(stat)) return decoded(Buffer.alloc(0));
    if (!stat.isFIFO() && !stat.isSocket())
      return failed('input_unreadable', `stdin is ${isatty(fd) ? 'a terminal' : 'a device, not a pipe or a file'}; a host pipes its payload in`);
    if (process.platform === 'win32') return readStream(fd, limits);
    if (!makeNonBlocking(fd)) return readStream(fd, limits);
  } catch (error) {
    return unreadable(error);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const deadline = Date.now() + limits.timeoutMs;
    const buffer = Buffer.allocUnsafe(64 * 1024);
    const poll = (): void => {
      for (;;) {
        let read: number;
        try {
          read = readSync(fd, buffer, 0, buffer.length, null);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') {
            resolve(unreadable(error));
            return;
          }
          // A host that wrote its whole payload and left stdin open is answered now, not at the deadline.
          const whole = wholePayload(chunks, size);
          if (whole) {
            resolve(whole);
            return;
          }
          if (Date.now() >= deadline) {
            resolve(timedOut(limits, Buffer.concat(chunks, size)));
            return;
          }
          setTimeout(poll, POLL_MS);
          return;
        }
        if (read === 0) {
          resolve(decoded(Buffer.concat(chunks, size)));
          return;
        }
        size += read;
        if (size > limits.maxBytes) {
          resolve(tooLarge(limits));
          return;
        }
        chunks.push(Buffer.from(buffer.subarray(0, read)));
      }
    };
    poll();
  });
}

/** Handles kept alive while stdin is read: a collected handle would close the descriptor under us. */
const openHandles: unknown[] = [];

/**
 * Puts a pipe or socket descriptor into non-blocking mode, as libuv does when Node opens a stream on it.
 * The pipe binding does this without loading `net` (a few milliseconds on every hook call); where a
 * Node version no longer offers it, a `net.Socket` that is never read from does the same.
 */
function makeNonBlocking(fd: number): boolean {
  try {
    const binding = (
      process as unknown as { binding(name: string): { Pipe: new (type: number) => { open(fd: number): number }; constants: { SOCKET: number } } }
    ).binding('pipe_wrap');
    const handle = new binding.Pipe(binding.constants.SOCKET);
    if (handle.open(fd) === 0) return openHandles.push(handle) > 0;
  } catch {
    // fall through to the documented way
  }
  try {
    const { Socket: NetSocket } = require('node:net') as typeof import('node:net');
    openHandles.push(new NetSocket({ fd, readable: false, writable: false }));
    return true;
  } catch {
    return false;
  }
}

/** The event-loop stream reader, for platforms where a pipe cannot be polled (Windows). */
function readStream(fd: number, limits: StdinLimits): Promise<StdinResult> {
  const { Socket: NetSocket } = require('node:net') as typeof import('node:net');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let stream: Socket | undefined;
    const finish = (result: StdinResult) => {
      clearTimeout(timer);
      stream?.removeAllListeners('data').removeAllListeners('end').pause();
      resolve(result);
    };
    const timer = setTimeout(() => finish(timedOut(limits, Buffer.concat(chunks, size))), limits.timeoutMs);
    try {
      stream = new NetSocket({ fd, readable: true, writable: false });
    } catch (error) {
      return finish(unreadable(error));
    }
    stream.on('error', (error) => finish(unreadable(error)));
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBytes) return finish(tooLarge(limits));
      chunks.push(chunk);
      const whole = wholePayload(chunks, size);
      if (whole) finish(whole);
    });
    stream.on('end', () => finish(decoded(Buffer.concat(chunks, size))));
  });
}

/** Whether stdin is the null device (`</dev/null`), told by its device number, not by its name. */
function isNullDevice(stat: Stats): boolean {
  try {
    return process.platform !== 'win32' && stat.rdev === statSync('/dev/null').rdev;
  } catch {
    return false;
  }
}

function decoded(bytes: Buffer): StdinResult {
  return { ok: true, text: decodedText(bytes) };
}

function decodedText(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function tooLarge(limits: StdinLimits): StdinResult {
  return failed('input_too_large', `stdin exceeds ${limits.maxBytes} bytes`);
}

/**
 * The host did not close stdin in time. A whole JSON object already received is the payload (the host only forgot to
 * close); otherwise what came is kept, so that the event it names can still get its own reply (a gate is refused).
 */
function timedOut(limits: StdinLimits, received: Buffer): StdinResult {
  return (
    wholePayload([received], received.length) ?? {
      ok: false,
      failure: { code: 'input_timeout', message: `stdin was not closed within ${limits.timeoutMs} ms` },
      partial: received.toString('utf8'),
    }
  );
}

/** What came so far, when it is one whole JSON object (parsed only when it ends in `}`: a payload cut short rarely does). */
function wholePayload(chunks: readonly Buffer[], size: number): StdinResult | undefined {
  const last = chunks[chunks.length - 1];
  if (!last) return undefined;
  let end = last.length - 1;
  while (end >= 0 && (last[end] === 0x20 || last[end] === 0x0a || last[end] === 0x0d || last[end] === 0x09)) end--;
  if (last[end] !== 0x7d) return undefined;
  const received = Buffer.concat(chunks, size);
  try {
    const value: unknown = JSON.parse(decodedText(received));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? decoded(received) : undefined;
  } catch {
    return undefined;
  }
}

function failed(code: RunFailure['code'], message: string): StdinResult {
  return { ok: false, failure: { code, message } };
}

function unreadable(error: unknown): StdinResult {
  return failed('input_unreadable', (error as NodeJS.ErrnoException).code ?? (error as Error).message ?? String(error));
}
