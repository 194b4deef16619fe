import { silentConfigProblems } from '../../../src/services/config/silent-config-problems';

describe('silentConfigProblems: what class-transformer and class-validator would let through unsaid', () => {
  test('a null member of an object in a list is named by its full path, the item index included', () => {
    expect(silentConfigProblems({ branches: { workspaces: [{ glob: 'a/**' }, { glob: 'b/**', preset: null }] } })).toEqual({
      screened: { branches: { workspaces: [{ glob: 'a/**' }, { glob: 'b/**', preset: null }] } },
      problems: [{ path: ['branches', 'workspaces', '1', 'preset'], message: '"branches.workspaces.1.preset" is null; leave the key out instead' }],
    });
  });

  test('a key class-transformer skips is an unknown key with no known key to suggest, and is screened out', () => {
    expect(silentConfigProblems({ toString: 1, branches: { constructor: {}, preset: 'gitflow' } })).toEqual({
      screened: { branches: { preset: 'gitflow' } },
      problems: [
        { path: ['toString'], message: 'unknown key "toString"', declared: [] },
        { path: ['branches', 'constructor'], message: 'unknown key "branches.constructor"', declared: [] },
      ],
    });
  });

  test('a null item of a list is left to the item rule: nothing said, kept as it is', () => {
    expect(silentConfigProblems({ branches: { protected: ['main', null] } })).toEqual({ screened: { branches: { protected: ['main', null] } }, problems: [] });
  });
});
