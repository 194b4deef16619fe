import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { DEFAULT_STDIN_LIMITS } from '../../../src/cli/hook/stdin-reader';
import { HOOK_BUNDLE } from '../../support/run-hook';
import { useScratch } from '../../support/scratch';
import { claude, claudeDeny } from './hostile-workspace';
import { runHostile, snapshotFiles, stderrLines } from './hostile-hook';
import { PROTECTED_MAIN_REASON } from '../../support/expected-replies';

/**
 * stdin as a hostile host might send it (src/cli/hook/stdin-reader.ts: 8 MiB cap, 10 s deadline): a whole payload is
 * judged as soon as it is in, open stdin or not; past the deadline a tool call is refused with a retry reason, and any
 * other event gets the host's neutral reply (a Cursor gate: fail-closed deny, exit 2), with one stderr line.
 */
const scratch = useScratch();
const CAP = DEFAULT_STDIN_LIMITS.maxBytes;
const DEADLINE = DEFAULT_STDIN_LIMITS.timeoutMs;

describe('stdin', () => {
  const repo = scratch.repo('work');

  test('the documented limits: 8 MiB and 10 s', () => {
    expect([CAP, DEADLINE]).toEqual([8 * 1024 * 1024, 10_000]);
  });

  test('larger than the cap (16 MiB): neutral at once, one line; nothing read past the cap', async () => {
    const before = snapshotFiles(repo.root);
    const run = await runHostile(['claude-code'], `{"x":"${'a'.repeat(2 * CAP)}"}`, { cwd: repo.root });
    expect([run.status, run.stdout, stderrLines(run)]).toEqual([0, '', [`bearing: input_too_large: stdin exceeds ${CAP} bytes`]]);
    expect(run.ms).toBeLessThan(5_000);
    expect(snapshotFiles(repo.root)).toEqual(before);
  });

  test('never closed after a whole payload: judged at once, well before the deadline', async () => {
    const run = await runHostile(['claude-code'], claude.bash(repo.root, 'git checkout -b main'), { cwd: repo.root, keepStdinOpen: true });
    expect([run.status, run.stderr, JSON.parse(run.stdout)]).toEqual([0, '', claudeDeny(PROTECTED_MAIN_REASON)]);
    expect(run.ms).toBeLessThan(DEADLINE / 2);
  });

  test('never closed after part of a tool call: refused with a retry reason once the deadline has passed, not long after', async () => {
    const run = await runHostile(['claude-code'], claude.bash(repo.root, 'git checkout -b main').slice(0, -1), {
      cwd: repo.root,
      keepStdinOpen: true,
      env: { BEARING_STDIN_TIMEOUT_MS: '500' },
    });
    expect([run.status, stderrLines(run)]).toEqual([0, ['bearing: input_timeout: stdin was not closed within 500 ms']]);
    expect(JSON.parse(run.stdout)).toEqual(
      claudeDeny(
        expect.stringMatching(/^bearing could not check this tool call in time \(input_timeout: stdin was not closed within 500 ms\); .* Retry the same call/),
      ),
    );
    expect(run.ms).toBeGreaterThanOrEqual(500);
    expect(run.ms).toBeLessThan(3_500);
  });

  test('never closed, nothing written at all, on a Cursor gate: refused (fail-closed), exit 2', async () => {
    const run = await runHostile(['cursor', '--event', 'beforeShellExecution'], '', {
      cwd: repo.root,
      keepStdinOpen: true,
      env: { BEARING_STDIN_TIMEOUT_MS: '300' },
    });
    expect(run.status).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ permission: 'deny' });
    expect(stderrLines(run)).toEqual(['bearing: input_timeout: stdin was not closed within 300 ms']);
  });

  test.each([
    [
      'invalid UTF-8 inside a string value',
      Buffer.concat([
        Buffer.from('{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git checkout -b main # '),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('"}}'),
      ]),
    ],
    [
      'a lone surrogate half, escaped',
      Buffer.from('{"session_id":"\\ud800","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git checkout -b main"}}'),
    ],
  ])('%s: decoded with replacement characters, and still judged', async (_name, bytes) => {
    const input = Buffer.concat([bytes.subarray(0, 1), Buffer.from(`"cwd":${JSON.stringify(repo.root)},`), bytes.subarray(1)]);
    const run = await runHostile(['claude-code'], input, { cwd: repo.root });
    expect([run.status, run.stderr, JSON.parse(run.stdout)]).toEqual([0, '', claudeDeny(PROTECTED_MAIN_REASON)]);
  });

  /** The packaged hook with stdin opened on `device` (no pipe at all), as a user's `</dev/null` gives it. */
  const fromDevice = (device: string) => {
    const fd = openSync(device, 'r');
    try {
      const run = spawnSync(process.execPath, [HOOK_BUNDLE, 'claude-code'], { cwd: repo.root, stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8', timeout: 60_000 });
      return [run.status, run.stdout, run.stderr];
    } finally {
      closeSync(fd);
    }
  };

  test("</dev/null is an empty payload (neutral, the JSON parser's line), not a device refused as a terminal", () => {
    expect(fromDevice('/dev/null')).toEqual([0, '', 'bearing: json_malformed: Unexpected end of JSON input\n']);
  });

  test('another device (/dev/zero, endless) is not read: neutral at once, named as a device', () => {
    expect(fromDevice('/dev/zero')).toEqual([0, '', 'bearing: input_unreadable: stdin is a device, not a pipe or a file; a host pipes its payload in\n']);
  });

  test("JSON.parse's message is given whole, on one line, even where it quotes a line break of the payload", async () => {
    const run = await runHostile(['claude-code'], 'not json\n', { cwd: repo.root });
    expect([run.status, run.stdout, stderrLines(run)]).toEqual([0, '', [`bearing: json_malformed: Unexpected token 'o', "not json " is not valid JSON`]]);
  });

  test('invalid UTF-8 in the JSON structure itself: neutral, one line', async () => {
    const run = await runHostile(['claude-code'], Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { cwd: repo.root });
    expect([run.status, run.stdout]).toEqual([0, '']);
    expect(stderrLines(run)).toEqual([expect.stringMatching(/^bearing: json_malformed: /)]);
  });
});
