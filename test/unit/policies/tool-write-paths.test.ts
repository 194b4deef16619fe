import type { ToolCall } from '../../../src/protocol/hook-event';
import { toolWritePaths } from '../../../src/policies/config-guard/tool-write-paths';

const tool = (paths: string[], removes: string[]): ToolCall => ({ name: 'AnyTool', kind: 'write', input: {}, paths, removes });

/** Written for the mutation run (issue 12): each field of each write, not only whether the guard refused. */
describe('toolWritePaths: the files a file tool changes, and whether it deletes them', () => {
  test('every path the adapter found, in order; only those it says the call removes are removals', () => {
    expect(toolWritePaths(tool(['a.json', 'b.json', 'c.json'], ['b.json']))).toEqual([
      { path: 'a.json', removes: false },
      { path: 'b.json', removes: true },
      { path: 'c.json', removes: false },
    ]);
  });

  test('a call that names no file changes none; the input is never read for one', () => {
    expect(toolWritePaths({ name: 'Write', kind: 'write', input: { file_path: 'a.json' }, paths: [], removes: [] })).toEqual([]);
  });
});
