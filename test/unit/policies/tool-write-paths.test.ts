import type { ToolCall } from '../../../src/protocol/hook-event';
import { toolWritePaths } from '../../../src/policies/config-guard/tool-write-paths';

const tool = (name: string, input: Record<string, unknown>): ToolCall => ({ name, kind: 'write', input });

/** Written for the mutation run (issue 12): each field of each write, not only whether the guard refused. */
describe('toolWritePaths: the files a file tool changes, and whether it deletes them', () => {
  test('the paths its input names; only a tool named delete (any case) removes them', () => {
    expect(toolWritePaths(tool('Write', { file_path: 'a.json' }))).toEqual([{ path: 'a.json', removes: false }]);
    expect(toolWritePaths(tool('Delete', { path: 'b.json' }))).toEqual([{ path: 'b.json', removes: true }]);
    expect(toolWritePaths(tool('delete', { path: 'b.json' }))).toEqual([{ path: 'b.json', removes: true }]);
    expect(toolWritePaths(tool('deleted', { path: 'b.json' }))).toEqual([{ path: 'b.json', removes: false }]);
  });

  test('a patch in any string of the input: every file it adds, updates, deletes or moves to, trimmed; only Delete File removes', () => {
    const patch = [
      '*** Begin Patch',
      '*** Add File: new.txt',
      '*** Update File:  old.txt ',
      '*** Delete File: gone.txt',
      '*** Move to: moved.txt',
      '*** End Patch',
    ].join('\n');
    expect(toolWritePaths(tool('apply_patch', { input: patch }))).toEqual([
      { path: 'new.txt', removes: false },
      { path: 'old.txt', removes: false },
      { path: 'gone.txt', removes: true },
      { path: 'moved.txt', removes: false },
    ]);
  });

  test('values that are no patch: not strings, or strings without a header, are not read as one', () => {
    expect(toolWritePaths(tool('apply_patch', { count: 3, flags: ['*** Add File: x'], note: 'Add File: y', other: null }))).toEqual([]);
  });
});
