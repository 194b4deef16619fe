import { mkdtempSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cwdOf, eventDirectory, MAX_CWD_LENGTH, sessionIdOf } from '../../../src/framework/payload/canonical-fields';

/** Regressions (issue 12): a blank session id was a session; a cwd of any length or with a NUL byte was walked. */
describe('the canonical event keeps only a session id and a cwd that name something', () => {
  test.each([
    ['', undefined],
    ['   ', undefined],
    ['\t\n', undefined],
    [undefined, undefined],
    ['s1', 's1'],
    [' s1 ', ' s1 '],
  ])('session id %j → %j', (given, kept) => {
    expect(sessionIdOf(given)).toBe(kept);
  });

  test.each([
    ['', undefined],
    ['relative/dir', undefined],
    ['.', undefined],
    ['/tmp\0/x', undefined],
    [`/${'a'.repeat(MAX_CWD_LENGTH)}`, undefined],
    [`/${'a'.repeat(MAX_CWD_LENGTH - 1)}`, `/${'a'.repeat(MAX_CWD_LENGTH - 1)}`],
    ['/work/repo', '/work/repo'],
  ])('cwd %j', (given, kept) => {
    expect(cwdOf(given)).toBe(kept);
  });
});

describe('eventDirectory: where an event runs', () => {
  test("the event's cwd, else the hook process's own folder", () => {
    expect([eventDirectory('/work/repo'), eventDirectory(undefined)]).toEqual(['/work/repo', process.cwd()]);
  });

  test('no folder at all when the process runs in a folder that was removed (never a throw)', () => {
    const home = process.cwd();
    const gone = mkdtempSync(join(tmpdir(), 'bearing-gone-cwd-'));
    process.chdir(gone);
    try {
      rmdirSync(gone);
      expect(eventDirectory(undefined)).toBeUndefined();
    } finally {
      process.chdir(home);
    }
  });
});
