import { applyPatchPaths } from '../../../src/hosts/codex/apply-patch-paths';

/** Written for the mutation run (issue 12), moved with the parser from the config guard (issue 19). */
describe('applyPatchPaths: the files a Codex apply_patch body changes, and those it deletes', () => {
  test('a patch in any string of the input: every file it adds, updates, deletes or moves to, trimmed; only Delete File removes', () => {
    const patch = [
      '*** Begin Patch',
      '*** Add File: new.txt',
      '*** Update File:  old.txt ',
      '*** Delete File: gone.txt',
      '*** Move to: moved.txt',
      '*** End Patch',
    ].join('\n');
    expect(applyPatchPaths({ input: patch })).toEqual({ paths: ['new.txt', 'old.txt', 'gone.txt', 'moved.txt'], removes: ['gone.txt'] });
    expect(applyPatchPaths({ command: patch })).toEqual({ paths: ['new.txt', 'old.txt', 'gone.txt', 'moved.txt'], removes: ['gone.txt'] });
  });

  test('values that are no patch: not strings, or strings without a header, are not read as one', () => {
    expect(applyPatchPaths({ count: 3, flags: ['*** Add File: x'], note: 'Add File: y', other: null })).toEqual({ paths: [], removes: [] });
  });
});
