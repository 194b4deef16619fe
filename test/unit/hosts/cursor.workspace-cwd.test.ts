import { workspaceCwd } from '../../../src/hosts/cursor/workspace-cwd';

const A = '/work/alpha';
const B = '/work/beta';

describe('workspaceCwd: the folder a Cursor event is checked against in a multi-root workspace', () => {
  test.each([
    ['the payload cwd wins when set', '/work/elsewhere', [A, B], `${B}/src/x.ts`, '/work/elsewhere'],
    ['an empty cwd counts as unset: the root that contains the target', '', [A, B], `${B}/src/x.ts`, B],
    // Regression (issue 12): a relative cwd was kept here, then dropped by the canonical event, losing the roots.
    ['a relative cwd counts as unset too', 'src', [A, B], `${B}/src/x.ts`, B],
    ['a cwd with a NUL byte counts as unset too', '/work/a\u0000b', [A, B], undefined, A],
    ['no cwd: the root that contains the target', undefined, [A, B], `${B}/deep/er/x.ts`, B],
    ['the target may be the root itself', undefined, [A, B], B, B],
    ['nested roots: the innermost root that contains the target', undefined, [A, `${A}/packages/web`], `${A}/packages/web/x.ts`, `${A}/packages/web`],
    ['a sibling folder with a common prefix is not inside the root', undefined, [A, B], '/work/alphabet/x.ts', A],
    ['a target outside every root: the first root', undefined, [A, B], '/etc/hosts', A],
    ['a relative target says nothing about the root: the first root', undefined, [A, B], 'src/x.ts', A],
    ['no target: the first root', undefined, [A, B], undefined, A],
    ['empty root entries are skipped', undefined, ['', B], undefined, B],
    ['neither cwd nor roots: nothing (never made up)', undefined, undefined, `${B}/x.ts`, undefined],
  ] as const)('%s', (_name, cwd, roots, target, expected) => {
    expect(workspaceCwd(cwd, roots, target)).toBe(expected);
  });
});
