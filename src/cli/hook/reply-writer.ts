import { writeSync } from '../../platform/node-builtins';
import type { HostReply } from '../../protocol/host-reply';

/**
 * Writes a reply with synchronous writes on the raw descriptors: the process may exit right after,
 * and `process.stdout` would cost a stream set-up on every hook call.
 */
export function writeReply(reply: HostReply, fds = { stdout: 1, stderr: 2 }): void {
  const to = (fd: number) => (bytes: Buffer) => writeSync(fd, bytes);
  if (reply.stdout !== undefined) {
    writeAll(to(fds.stdout), typeof reply.stdout === 'string' ? reply.stdout : `${JSON.stringify(reply.stdout)}\n`);
  }
  if (reply.stderr !== undefined) writeAll(to(fds.stderr), reply.stderr);
  else if (reply.diagnostics.length > 0) writeAll(to(fds.stderr), `${reply.diagnostics.join('\n')}\n`);
}

/** Writes all of `text` through `write` (which may take part of it, or fail with EAGAIN when the pipe is full). */
export function writeAll(write: (bytes: Buffer) => number, text: string): void {
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(write(bytes));
    } catch (error) {
      // A non-blocking pipe that is full: wait for the host to read, then go on.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}
