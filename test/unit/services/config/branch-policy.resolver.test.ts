import { plainToInstance } from 'class-transformer';
import { BranchPolicy, patternCovers } from '../../../../src/services/config/branch-policy/branch-policy';
import { branchPolicyOptions, effectiveBranchPolicy, resolveBranchPolicy } from '../../../../src/services/config/branch-policy/branch-policy.resolver';
import type { WorkspaceConfig } from '../../../../src/services/config/workspace-config';
import { BranchesConfig } from '../../../../src/services/config/bearing-config';
import { globTest } from '../../../../src/services/workspace/glob-pattern';

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
    [
      { preset: 'custom', protected: ['stable'] },
      { preset: 'custom', protected: ['stable'], allowed: ['*'], rules: DEFAULT_RULES },
    ],
    [{ protected: ['main', 'release'] }, { preset: 'github-flow', protected: ['main', 'release'], allowed: ['*'], rules: DEFAULT_RULES }],
    [
      { rules: { commit: true, push: false } },
      { preset: 'github-flow', protected: USUAL, allowed: ['*'], rules: { ...DEFAULT_RULES, push: 'off', commit: 'deny' } },
    ],
    [
      { rules: { push: 'ask', create: 'deny', forcePush: 'ask', rewrite: true } },
      { preset: 'github-flow', protected: USUAL, allowed: ['*'], rules: { ...DEFAULT_RULES, push: 'ask', forcePush: 'ask', rewrite: 'deny' } },
    ],
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
    expect(summary(plain, 'services/payments')).toEqual({
      preset: 'gitflow',
      protected: USUAL,
      allowed: ['feature/*', 'bugfix/*', 'hotfix/*', 'release/*'],
      rules: { ...DEFAULT_RULES, push: 'off', commit: 'deny' },
    });
    expect(summary(plain, 'services/payments/api/v2')).toMatchObject({ preset: 'gitflow' });
    expect(summary(plain, 'services/search')).toEqual({
      preset: 'github-flow',
      protected: ['main', 'qa'],
      allowed: ['svc/*'],
      rules: { ...DEFAULT_RULES, commit: 'deny' },
    });
    expect(summary(plain, 'services/search/deep')).toMatchObject({ protected: ['never-reached'] });
    expect(summary(plain, '')).toMatchObject({ protected: ['main', 'qa'], allowed: ['*'] });
    expect(summary(plain, null)).toMatchObject({ protected: ['main', 'qa'], allowed: ['*'] });
  });

  test('layers: the user-level section under the workspace one; a preset in the upper layer starts over, rules merge', () => {
    const layered = (user: object, workspace: object | undefined, directory: string | null = '') => {
      const p = resolveBranchPolicy([section(user), workspace && section(workspace)], directory);
      return { preset: p.preset, protected: p.protectedNames, allowed: p.allowedNames, rules: p.rules };
    };
    expect(layered({ protected: ['main', 'qa'], rules: { push: 'ask' } }, undefined)).toEqual({
      preset: 'github-flow',
      protected: ['main', 'qa'],
      allowed: ['*'],
      rules: { ...DEFAULT_RULES, push: 'ask' },
    });
    expect(layered({ protected: ['main', 'qa'], rules: { push: 'ask' } }, { rules: { commit: true } })).toMatchObject({
      protected: ['main', 'qa'],
      rules: { ...DEFAULT_RULES, push: 'ask', commit: 'deny' },
    });
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

describe('BranchPolicy.stricter: while a loosening waits, whatever either refuses', () => {
  const policy = (plain: object, directory: string | null = '') => resolveBranchPolicy([section(plain)], directory);
  const described = (p: BranchPolicy) => ({ preset: p.preset, protected: p.protectedNames, allowed: p.allowedNames, rules: p.rules });

  test('protected in either; each rule the stricter mode; the preset the current one’s', () => {
    const approved = policy({ protected: ['main', 'qa'], rules: { push: 'deny', commit: 'ask' } });
    const current = policy({ preset: 'trunk-based', rules: { push: false, commit: true, forcePush: 'ask' } });
    expect(described(BranchPolicy.stricter(approved, current))).toEqual({
      preset: 'trunk-based',
      protected: ['main', 'master', 'trunk', 'qa'],
      allowed: ['*'],
      rules: { ...DEFAULT_RULES, push: 'deny', commit: 'deny', forcePush: 'ask' },
    });
    expect(BranchPolicy.stricter(policy({ protected: ['Main'] }), policy({ protected: ['main'] })).protectedNames).toEqual(['main']);
  });

  test('a new name is allowed only if both allow it; the reason lists and the example are names both allow', () => {
    const gitflow = policy({ preset: 'gitflow' });
    const any = policy({});
    for (const combined of [BranchPolicy.stricter(gitflow, any), BranchPolicy.stricter(any, gitflow)]) {
      expect(['feature/x', 'fix/x', 'main-copy'].map((n) => combined.allows(n))).toEqual([true, false, false]);
      expect(combined.allowedNames).toEqual(['feature/*', 'bugfix/*', 'hotfix/*', 'release/*']);
      expect(combined.exampleName('login')).toBe('feature/login');
    }
    const crossed = BranchPolicy.stricter(policy({ allowed: ['a*'] }), policy({ allowed: ['*b', 'x/*'] }));
    expect(['axb', 'ab', 'xb', 'a', 'x/y'].map((n) => crossed.allows(n))).toEqual([true, true, false, false, false]);
    // No pattern of one is wholly allowed by the other: the current list is shown, and the example is one both allow.
    expect(crossed.allowedNames).toEqual(['*b', 'x/*']);
    expect(crossed.exampleName('t')).toBe('atb');
    // Where any name is allowed (in both), the example keeps bearing's usual shape.
    expect([policy({}).exampleName(), BranchPolicy.stricter(any, any).exampleName('x')]).toEqual(['feature/<topic>', 'feature/x']);
    expect(BranchPolicy.stricter(policy({ allowed: ['*'] }), policy({ allowed: ['a*'] })).exampleName('t')).toBe('at');
  });

  test('patternCovers: every name the inner pattern matches, the outer does', () => {
    expect(
      [
        ['release/*', 'release/1*'],
        ['release/*', 'release/v?'],
        ['*', 'a?b*'],
        ['ma?n', 'main'],
        ['Main', 'main'],
        ['r*', 'R*'],
        ['release/1*', 'release/*'],
        ['ma?n', 'ma*n'],
        ['ma?n', 'ma?n'],
        ['feature/*', 'fix/*'],
      ].map(([outer, inner]) => patternCovers(outer!, inner!)),
    ).toEqual([true, true, true, true, true, true, false, false, true, false]);
  });
});

describe('effectiveBranchPolicy: the policy a command is judged by', () => {
  const workspace = (branches: object[], approvedBranches?: object[], notice?: string): Extract<WorkspaceConfig, { ok: true }> => ({
    ok: true,
    config: {},
    branches: branches.map(section),
    ...(approvedBranches && { approvedBranches: approvedBranches.map(section) }),
    files: [],
    unreadable: 'allow',
    ...(notice && { notice }),
  });
  const said: string[] = [];
  const context = { diagnose: (line: string) => void said.push(line) };
  beforeEach(() => (said.length = 0));

  test('nothing waiting: the current layers, nothing said', () => {
    expect(effectiveBranchPolicy(workspace([{ rules: { push: false } }]), '', context).rules.push).toBe('off');
    expect(said).toEqual([]);
  });

  test('a loosening waiting: the stricter of both where the command runs, override by override, and the notice said', () => {
    const approved = [{ rules: { push: 'deny' }, workspaces: [{ glob: 'docs/**', rules: { push: false } }] }];
    const current = [{ rules: { push: false }, workspaces: [{ glob: 'docs/**', rules: { push: 'ask' } }] }];
    const ws = workspace(current, approved, 'the notice');
    expect([null, '', 'src', 'docs', 'docs/a'].map((d) => effectiveBranchPolicy(ws, d, context).rules.push)).toEqual(['deny', 'deny', 'deny', 'ask', 'ask']);
    expect(said).toEqual(['the notice', 'the notice', 'the notice', 'the notice', 'the notice']);
  });

  test('a notice without approved layers (a record it cannot read) is said; the current layers apply', () => {
    expect(effectiveBranchPolicy(workspace([{ rules: { push: false } }], undefined, 'cannot tell'), '', context).rules.push).toBe('off');
    expect(said).toEqual(['cannot tell']);
  });

  test('branchPolicyOptions: the base policy, then each override of the nearest layer that has them, over the base', () => {
    const options = branchPolicyOptions([
      section({ protected: ['qa'], workspaces: [{ glob: 'x/**' }] }),
      section({
        rules: { commit: true },
        workspaces: [
          { glob: 'a/*', protected: ['a'] },
          { glob: 'b/**', preset: 'custom' },
        ],
      }),
    ]);
    expect([options.base.protectedNames, options.base.rules.commit]).toEqual([['qa'], 'deny']);
    expect(options.overrides.map((o) => [o.glob, o.policy.protectedNames, o.policy.rules.commit])).toEqual([
      ['a/*', ['a'], 'deny'],
      ['b/**', [], 'deny'],
    ]);
  });
});
