import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILE_LINE } from '../../src/platform/phase-marks';
import { runHook } from '../support/run-hook';

/** The phases `bearing bench` takes apart, in the order the packaged hook passes them. */
const PHASES = ['loader', 'cache', 'compile', 'evaluate', 'bootstrap', 'stdin', 'decide', 'reply', 'exit'];

describe('BEARING_PROFILE: where the packaged hook spends its time, for the bench', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'bearing-profile-'));
  const deny = JSON.stringify({ hook_event_name: 'PreToolUse', cwd, tool_name: 'Bash', tool_input: { command: 'git checkout -b main' } });

  test('on: one stderr line with every phase in order, and the reply and exit code of an unprofiled run', () => {
    const plain = runHook(['claude-code'], deny);
    const profiled = runHook(['claude-code'], deny, { BEARING_PROFILE: '1' });
    expect({ status: profiled.status, stdout: profiled.stdout }).toEqual({ status: plain.status, stdout: plain.stdout });
    expect(JSON.parse(profiled.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    const lines = profiled.stderr.split('\n').filter((l) => l.startsWith(PROFILE_LINE));
    expect(lines).toHaveLength(1);
    const marks = JSON.parse(lines[0]!.slice(PROFILE_LINE.length)) as [string, number][];
    expect(marks.map(([name]) => name)).toEqual(PHASES);
    const times = marks.map(([, ms]) => ms);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  test('off: no profile line at all', () => {
    expect(runHook(['claude-code'], deny).stderr).not.toContain(PROFILE_LINE.trim());
  });
});
