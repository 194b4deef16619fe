import { writeAll } from '../../../src/cli/hook/reply-writer';

describe('writeAll', () => {
  test('partial writes and a full non-blocking pipe (EAGAIN) still deliver every byte, in order', () => {
    const received: string[] = [];
    let calls = 0;
    writeAll((bytes) => {
      calls++;
      if (calls === 2 || calls === 3) throw Object.assign(new Error('full'), { code: 'EAGAIN' });
      const taken = Math.min(4, bytes.length);
      received.push(bytes.subarray(0, taken).toString());
      return taken;
    }, 'héllo, host');
    expect(received.join('')).toBe('héllo, host');
    expect(calls).toBeGreaterThan(3);
  });

  test('any other error (the host went away) stops writing quietly', () => {
    let calls = 0;
    expect(() =>
      writeAll(() => {
        calls++;
        throw Object.assign(new Error('gone'), { code: 'EPIPE' });
      }, 'x'),
    ).not.toThrow();
    expect(calls).toBe(1);
  });
});

describe('writeReply', () => {
  const { writeReply } = require('../../../src/cli/hook/reply-writer') as typeof import('../../../src/cli/hook/reply-writer');
  const { mkdtempSync, openSync, readFileSync, closeSync } = require('node:fs') as typeof import('node:fs');
  const { join } = require('node:path') as typeof import('node:path');

  function capture(reply: Parameters<typeof writeReply>[0]) {
    const dir = mkdtempSync(join(require('node:os').tmpdir(), 'bearing-writer-'));
    const out = openSync(join(dir, 'out'), 'w');
    const err = openSync(join(dir, 'err'), 'w');
    writeReply(reply, { stdout: out, stderr: err });
    closeSync(out);
    closeSync(err);
    return { stdout: readFileSync(join(dir, 'out'), 'utf8'), stderr: readFileSync(join(dir, 'err'), 'utf8') };
  }

  test('JSON on stdout with a newline; diagnostics one per line on stderr', () => {
    expect(capture({ exitCode: 0, stdout: { a: 1 }, diagnostics: ['bearing: x', 'bearing: y'] })).toEqual({
      stdout: '{"a":1}\n',
      stderr: 'bearing: x\nbearing: y\n',
    });
  });

  test('when stderr is the reply, it is written exactly and the diagnostics are not', () => {
    expect(capture({ exitCode: 2, stderr: 'reason\nsecond line\n', diagnostics: ['bearing: dropped'] })).toEqual({
      stdout: '',
      stderr: 'reason\nsecond line\n',
    });
  });
});
