import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unifiedDiff } from '../../../src/setup/edit/unified-diff';
import { useScratch } from '../../support/scratch';

const scratch = useScratch();

/** The diff as `git apply` reads it (with the a/ and b/ prefixes git expects): applied to `before`, it gives `after`. */
function applies(before: string | null, after: string | null): void {
  const dir = scratch.dir('bearing-diff-');
  execFileSync('git', ['init', '-q', dir]);
  if (before !== null) writeFileSync(join(dir, 'f.json'), before);
  const diff = unifiedDiff('f.json', before, after)
    .replace(/^--- f\.json$/m, '--- a/f.json')
    .replace(/^\+\+\+ f\.json$/m, '+++ b/f.json');
  writeFileSync(join(dir, 'change.diff'), diff);
  execFileSync('git', ['-C', dir, 'apply', 'change.diff']);
  expect(existsSync(join(dir, 'f.json')) ? readFileSync(join(dir, 'f.json'), 'utf8') : null).toBe(after);
}

describe('unifiedDiff', () => {
  test('three lines of context, hunks apart where the changes are far apart, as diff -u prints them', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n';
    const after = 'a\nb\nX\nd\ne\nf\ng\nh\ni\nj\nk\n';
    expect(unifiedDiff('f.json', before, after)).toBe('--- f.json\n+++ f.json\n@@ -1,6 +1,6 @@\n a\n b\n-c\n+X\n d\n e\n f\n@@ -8,3 +8,4 @@\n h\n i\n j\n+k\n');
    applies(before, after);
  });

  test('a new file, a removed file, and nothing at all', () => {
    expect(unifiedDiff('f.json', null, 'x\ny\n')).toBe('--- /dev/null\n+++ f.json\n@@ -0,0 +1,2 @@\n+x\n+y\n');
    expect(unifiedDiff('f.json', 'x\n', null)).toBe('--- f.json\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n');
    expect(unifiedDiff('f.json', 'same\n', 'same\n')).toBe('');
    applies(null, 'x\ny\n');
  });

  test('a last line without a line break is marked, and differs from the same line with one', () => {
    expect(unifiedDiff('f.json', 'x\ny', 'x\ny\nz\n')).toBe('--- f.json\n+++ f.json\n@@ -1,2 +1,3 @@\n x\n-y\n\\ No newline at end of file\n+y\n+z\n');
    applies('x\ny', 'x\ny\nz\n');
    applies('x\ny\n', 'x\nq');
  });

  test('a JSON hooks file with entries added: git apply turns the old text into the new', () => {
    const before = '{\n  "hooks": {\n    "stop": [\n      { "command": "mine" }\n    ]\n  }\n}\n';
    const after = '{\n  "hooks": {\n    "stop": [\n      { "command": "mine" },\n      { "command": "bearing" }\n    ],\n    "preToolUse": []\n  }\n}\n';
    applies(before, after);
  });
});
