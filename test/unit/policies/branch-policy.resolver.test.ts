import { plainToInstance } from 'class-transformer';
import { resolveBranchPolicy } from '../../../src/policies/protected-branch/branch-policy.resolver';
import { BranchesConfig } from '../../../src/services/config/bearing-config';
import { globTest } from '../../../src/services/workspace/glob-pattern';

const section = (plain: object) => plainToInstance(BranchesConfig, plain);
const summary = (plain: object | undefined, directory: string | null = '') => {
  const p = resolveBranchPolicy(plain ? [section(plain)] : [], directory);
  return { preset: p.preset, protected: p.protectedNames, allowed: p.allowedNames, rules: p.rules };
};
const USUAL = ['main', 'master', 'develop', 'prod', 'production'];
const DEFAULT_RULES = { create: 'deny', move: 'deny', push: 'deny', commit: 'off', rewrite: 'deny', forcePush: 'off', merge: 'deny' };

describe('resolveBranchPolicy', () => {
  test.each([
    [undefined, { preset: 'github-flow', protected: USUAL, allowed: ['*'], rules: DEFAULT_RULES }],
    [{ preset: 'gitflow' }, { preset: 'gitflow', protected: USUAL, allowed: ['feature/*', 'bugfix/*', 'hotfix/*', 'release/*'], rules: DEFAULT_RULES }],
    [{ preset: 'trunk-based' }, { preset: 'trunk-based', protected: ['main', 'master', 'trunk'], allowed: ['*'], rules: DEFAULT_RULES }],
    [{ preset: 'custom', protected: ['stable'] }, { preset: 'custom', protected: ['stable'], allowed: ['*'], rules: DEFAULT_RULES }],
    [{ protected: ['main', 'release'] }, { preset: 'github-flow', protected: ['main', 'release'], allowed: ['*'], rules: DEFAULT_RULES }],
    [{ rules: { commit: true, push: false } }, { preset: 'github-flow', protected: USUAL, allowed: ['*'], rules: { ...DEFAULT_RULES, push: 'off', commit: 'deny' } }],
    [{ rules: { push: 'ask', create: 'deny', forcePush: 'ask', rewrite: true } }, { preset: 'github-flow', protected: USUAL, allowed: ['*'], rules: { ...DEFAULT_RULES, push: 'ask', forcePush: 'ask', rewrite: 'deny' } }],
  ])('%j → %j', (plain, expected) => {
    expect(summary(plain)).toEqual(expected);
  });

  test('the first workspace override whose glob matches the directory wins; lists replace, rules merge, a preset starts over', () => {
    const plain = {
      protected: ['main', 'qa'],
      rules: { commit: true },
      workspaces: [
        { glob: 'services/payments/**', preset: 'gitflow', rules: { push: false } },
        { glob: 'services/*', allowed: ['svc/*'] },
        { glob: 'services/**', protected: ['never-reached'] },
      ],
    };
    expect(summary(plain, 'services/payments')).toEqual({ preset: 'gitflow', protected: USUAL, allowed: ['feature/*', 'bugfix/*', 'hotfix/*', 'release/*'], rules: { ...DEFAULT_RULES, push: 'off', commit: 'deny' } });
    expect(summary(plain, 'services/payments/api/v2')).toMatchObject({ preset: 'gitflow' });
    expect(summary(plain, 'services/search')).toEqual({ preset: 'github-flow', protected: ['main', 'qa'], allowed: ['svc/*'], rules: { ...DEFAULT_RULES, commit: 'deny' } });
    expect(summary(plain, 'services/search/deep')).toMatchObject({ protected: ['never-reached'] });
    expect(summary(plain, '')).toMatchObject({ protected: ['main', 'qa'], allowed: ['*'] });
    expect(summary(plain, null)).toMatchObject({ protected: ['main', 'qa'], allowed: ['*'] });
  });

  test('layers: the user-level section under the workspace one; a preset in the upper layer starts over, rules merge', () => {
    const layered = (user: object, workspace: object | undefined, directory: string | null = '') => {
      const p = resolveBranchPolicy([section(user), workspace && section(workspace)], directory);
      return { preset: p.preset, protected: p.protectedNames, allowed: p.allowedNames, rules: p.rules };
    };
    expect(layered({ protected: ['main', 'qa'], rules: { push: 'ask' } }, undefined)).toEqual({ preset: 'github-flow', protected: ['main', 'qa'], allowed: ['*'], rules: { ...DEFAULT_RULES, push: 'ask' } });
    expect(layered({ protected: ['main', 'qa'], rules: { push: 'ask' } }, { rules: { commit: true } })).toMatchObject({ protected: ['main', 'qa'], rules: { ...DEFAULT_RULES, push: 'ask', commit: 'deny' } });
    expect(layered({ protected: ['main', 'qa'] }, { preset: 'trunk-based' })).toMatchObject({ preset: 'trunk-based', protected: ['main', 'master', 'trunk'] });
    const overrides = { workspaces: [{ glob: 'svc/*', protected: ['svc-main'] }] };
    expect(layered(overrides, { protected: ['main'] }, 'svc/a')).toMatchObject({ protected: ['svc-main'] });
    expect(layered(overrides, { protected: ['main'], workspaces: [{ glob: 'web/*', protected: ['web'] }] }, 'svc/a')).toMatchObject({ protected: ['main'] });
  });

  test('names match ignoring case; protected and allowed entries may be patterns', () => {
    const policy = resolveBranchPolicy([section({ protected: ['main', 'release/*'], allowed: ['feature/*', 'fix-?'] })], '');
    expect(['MAIN', 'Main', 'release/1.0', 'RELEASE/x/y'].map((n) => policy.isProtected(n))).toEqual([true, true, true, true]);
    expect(['mainline', 'my-main', 'release'].map((n) => policy.isProtected(n))).toEqual([false, false, false]);
    expect(['feature/a/b', 'FEATURE/x', 'fix-1', 'fix-12', 'feature'].map((n) => policy.allows(n))).toEqual([true, true, true, false, false]);
    expect([policy.protectedUnder('*'), policy.protectedUnder('ma*'), policy.protectedUnder('feature/*')]).toEqual(['main', 'main', undefined]);
    expect([policy.exampleName(), policy.exampleName('login')]).toEqual(['feature/<topic>', 'feature/login']);
  });
});

describe('globTest', () => {
  test.each([
    ['services/**', 'services', true],
    ['services/**', 'services/a/b', true],
    ['services/**', 'servicesx', false],
    ['services/*', 'services/a', true],
    ['services/*', 'services/a/b', false],
    ['**/api', 'api', true],
    ['**/api', 'x/y/api', true],
    ['a/**/b', 'a/b', true],
    ['a/**/b', 'a/x/y/b', true],
    ['a.b/c+d', 'a.b/c+d', true],
    ['a.b', 'axb', false],
    ['**', '', true],
    ['Services/*', 'services/a', false],
  ])('path %s ~ %j: %s', (pattern, text, expected) => {
    expect(globTest(pattern, 'path')(text)).toBe(expected);
  });

  test('name patterns cross slashes and ignore case', () => {
    expect(globTest('feature/*', 'name')('Feature/a/b')).toBe(true);
    expect(globTest('*', 'name')('')).toBe(true);
    expect(globTest('v?', 'name')('v12')).toBe(false);
  });
});
