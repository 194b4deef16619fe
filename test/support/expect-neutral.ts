import type { HookProcess } from './run-hook';

/** A host's neutral reply: exit 0, nothing on stdout; plus exactly one diagnostic line on stderr, never a stack trace. */
export function expectNeutral(run: HookProcess, diagnostic: RegExp): void {
  expect(run.status).toBe(0);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(diagnostic);
  expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
}
