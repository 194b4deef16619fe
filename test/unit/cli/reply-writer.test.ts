import { writeAll } from '../../../src/cli/reply-writer';

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
