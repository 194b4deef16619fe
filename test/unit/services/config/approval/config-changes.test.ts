import { configChanges } from '../../../../../src/services/config/approval/config-changes';
import type { ConfigLayer } from '../../../../../src/services/config/workspace-config';
import { parseConfigText } from '../../../../../src/services/config/workspace-config.reader';

/** Layers as the reader gives them: `[user, workspace]` texts, undefined where there is no file. */
function layers(workspace?: object, user?: object): ConfigLayer[] {
  const layer = (scope: ConfigLayer['scope'], plain: object | undefined): ConfigLayer[] => {
    if (plain === undefined) return [];
    const read = parseConfigText(JSON.stringify(plain));
    if (!read.ok || !read.config) throw new Error(`not a valid config: ${JSON.stringify(plain)}`);
    return [{ scope, path: scope === 'user' ? '/home/u/.config/bearing/config.json' : '/w/bearing.config.json', config: read.config }];
  };
  return [...layer('user', user), ...layer('workspace', workspace)];
}
/** Each change as `key: from → to` with `!` for a loosening. */
const changes = (approved: ConfigLayer[], current: ConfigLayer[]) =>
  configChanges(approved, current).map((c) => `${c.loosens ? '!' : ' '} ${c.key}: ${c.from} → ${c.to}`);

const USUAL = 'main, master, develop, prod, production';

describe('configChanges: what loosens the guard', () => {
  test('the same settings, however they are written or split across the files, change nothing', () => {
    expect(changes(layers({ branches: { rules: { push: 'deny' } } }), layers({ branches: { rules: { push: true } } }))).toEqual([]);
    expect(changes(layers({ branches: { rules: { push: 'ask' } } }), layers({}, { branches: { rules: { push: 'ask' } } }))).toEqual([]);
    expect(changes(layers(), layers({ policies: { closeout: true }, branches: { preset: 'github-flow' } }))).toEqual([]);
  });

  test.each([
    // A branch rule: deny > ask > off.
    [{ branches: { rules: { push: 'deny' } } }, { branches: { rules: { push: false } } }, ['! branches.rules.push: deny → off']],
    [{ branches: { rules: { push: 'deny' } } }, { branches: { rules: { push: 'ask' } } }, ['! branches.rules.push: deny → ask']],
    [{ branches: { rules: { commit: 'ask' } } }, { branches: { rules: { commit: true } } }, ['  branches.rules.commit: ask → deny']],
    [{}, { branches: { rules: { create: false, forcePush: 'deny' } } }, ['! branches.rules.create: deny → off', '  branches.rules.forcePush: off → deny']],
    // Protected names: one removed loosens, one added does not; a pattern that covers a name keeps it protected.
    [{ branches: { protected: ['main', 'qa'] } }, { branches: { protected: ['main'] } }, ['! branches.protected: main, qa → main']],
    [{ branches: { protected: ['main'] } }, { branches: { protected: ['main', 'qa'] } }, ['  branches.protected: main → main, qa']],
    [
      { branches: { protected: ['release/1', 'release/2'] } },
      { branches: { protected: ['release/*'] } },
      ['  branches.protected: release/1, release/2 → release/*'],
    ],
    [{ branches: { protected: ['release/*'] } }, { branches: { protected: ['release/1*'] } }, ['! branches.protected: release/* → release/1*']],
    [{ branches: { protected: ['main'] } }, { branches: { protected: ['MAIN'] } }, []],
    // A preset is a name for its lists: the lists are what count.
    [{}, { branches: { preset: 'custom' } }, ['  branches.preset: github-flow → custom', `! branches.protected: ${USUAL} → (none)`]],
    [{}, { branches: { preset: 'gitflow' } }, ['  branches.preset: github-flow → gitflow', '  branches.allowed: * → feature/*, bugfix/*, hotfix/*, release/*']],
    [{ branches: { preset: 'gitflow' } }, {}, ['  branches.preset: gitflow → github-flow', '! branches.allowed: feature/*, bugfix/*, hotfix/*, release/* → *']],
    [
      { branches: { allowed: ['feature/*'] } },
      { branches: { allowed: ['feature/a*', 'feature/b'] } },
      ['  branches.allowed: feature/* → feature/a*, feature/b'],
    ],
    [{ branches: { allowed: ['feature/*'] } }, { branches: { allowed: ['feature/*', 'fix/*'] } }, ['! branches.allowed: feature/* → feature/*, fix/*']],
    // A `?` in the wider pattern does not stand for a `*` in the narrower one.
    [{ branches: { protected: ['ma?n'] } }, { branches: { protected: ['ma*n'] } }, ['  branches.protected: ma?n → ma*n']],
    [{ branches: { protected: ['ma*n'] } }, { branches: { protected: ['ma?n'] } }, ['! branches.protected: ma*n → ma?n']],
    // Policies and capabilities.
    [{}, { policies: { configGuard: false } }, ['! policies.configGuard: on → off']],
    [{ policies: { closeout: false } }, {}, ['  policies.closeout: off → on']],
    [
      { capabilities: { 'test-engineering': { selected: true } } },
      { capabilities: { 'test-engineering': { selected: false } } },
      ['! capabilities.test-engineering.selected: on → off'],
    ],
    [{ capabilities: { 'test-engineering': { required: true } } }, {}, ['! capabilities.test-engineering.required: on → off']],
    [{}, { capabilities: { 'test-engineering': { selected: true } } }, ['  capabilities.test-engineering.selected: off → on']],
    [{ capabilities: { 'test-engineering': { selected: false } } }, {}, []],
    // unreadable: deny > ask > allow.
    [{ unreadable: 'deny' }, { unreadable: 'ask' }, ['! unreadable: deny → ask']],
    [{}, { unreadable: 'deny' }, ['  unreadable: allow → deny']],
    [{}, { $schema: './schema.json' }, ['  $schema: (none) → "./schema.json"']],
  ])('%j → %j', (approved, current, expected) => {
    expect(changes(layers(approved), layers(current))).toEqual(expected);
  });

  test('the layers merged: the workspace may not loosen what the user-level file sets, and moving a setting changes nothing', () => {
    expect(changes(layers({}, { unreadable: 'deny' }), layers({ unreadable: 'allow' }, { unreadable: 'deny' }))).toEqual([]);
    expect(changes(layers({}, { policies: { closeout: false } }), layers({ policies: { closeout: false } }))).toEqual([]);
    expect(
      changes(
        layers({ branches: { rules: { push: 'ask' } } }, { branches: { rules: { push: 'deny' } } }),
        layers({}, { branches: { rules: { push: 'deny' } } }),
      ),
    ).toEqual(['  branches.rules.push: ask → deny']);
  });

  test('trace, from the user-level file only: moved, added or removed loosens; a workspace’s is ignored', () => {
    expect(changes(layers({}, { trace: '/t/a.jsonl' }), layers({}, { trace: '/t/b.jsonl' }))).toEqual(['! trace: "/t/a.jsonl" → "/t/b.jsonl"']);
    expect(changes(layers({}, { trace: '/t/a.jsonl' }), layers({}, {}))).toEqual(['! trace: "/t/a.jsonl" → (none)']);
    expect(changes(layers({}, {}), layers({}, { trace: '/t/a.jsonl' }))).toEqual(['! trace: (none) → "/t/a.jsonl"']);
    expect(changes(layers({ trace: '/t/a.jsonl' }), layers({ trace: '/t/b.jsonl' }))).toEqual([]);
  });

  test('record, from the user-level file only: turned off loosens (what bearing refuses is no longer kept), on again does not', () => {
    expect(changes(layers({}, {}), layers({}, { record: false }))).toEqual(['! record: on → off']);
    expect(changes(layers({}, { record: false }), layers({}, { record: true }))).toEqual(['  record: off → on']);
    expect(changes(layers({}, {}), layers({}, { record: true }))).toEqual([]);
    expect(changes(layers({ record: true }), layers({ record: false }))).toEqual([]);
  });
});

describe('configChanges: workspace overrides, for some folder', () => {
  const svc = (rules: object, glob = 'svc/**') => ({ glob, rules });

  test('the same globs: each override compared with its own', () => {
    expect(changes(layers({ branches: { workspaces: [svc({ push: 'ask' })] } }), layers({ branches: { workspaces: [svc({ push: false })] } }))).toEqual([
      '! branches.workspaces["svc/**"].rules.push: ask → off',
    ]);
    expect(changes(layers({ branches: { workspaces: [svc({ push: false })] } }), layers({ branches: { workspaces: [svc({ push: 'ask' })] } }))).toEqual([
      '  branches.workspaces["svc/**"].rules.push: off → ask',
    ]);
  });

  test('an override added at the end is compared with the approved policy its folders had; one removed, the other way', () => {
    expect(changes(layers({}), layers({ branches: { workspaces: [svc({ push: false })] } }))).toEqual([
      '! branches.workspaces["svc/**"].rules.push: deny → off',
    ]);
    expect(changes(layers({}), layers({ branches: { workspaces: [svc({ commit: true })] } }))).toEqual([
      '  branches.workspaces["svc/**"].rules.commit: off → deny',
    ]);
    expect(changes(layers({ branches: { workspaces: [svc({ push: false })] } }), layers({}))).toEqual([
      '  branches.workspaces["svc/**"].rules.push: off → deny',
    ]);
    expect(changes(layers({ branches: { workspaces: [svc({ commit: true })] } }), layers({}))).toEqual([
      '! branches.workspaces["svc/**"].rules.commit: deny → off',
    ]);
    expect(changes(layers({ branches: { workspaces: [{ glob: 'svc/**', preset: 'trunk-based' }] } }), layers({}))).toEqual([
      '  branches.workspaces["svc/**"].preset: trunk-based → github-flow',
      `! branches.workspaces["svc/**"].protected: main, master, trunk → ${USUAL}`,
    ]);
  });

  test('the base policy loosened loosens every folder that takes it', () => {
    expect(
      changes(
        layers({ branches: { workspaces: [svc({ commit: true })] } }),
        layers({ branches: { rules: { push: 'ask' }, workspaces: [svc({ commit: true })] } }),
      ),
    ).toEqual(['! branches.rules.push: deny → ask', '! branches.workspaces["svc/**"].rules.push: deny → ask']);
  });

  test('globs reordered or changed in the middle: bearing does not work out which folders each covers, so it loosens', () => {
    const two = [svc({ push: false }, 'a/**'), svc({ commit: true }, 'b/**')];
    expect(changes(layers({ branches: { workspaces: two } }), layers({ branches: { workspaces: [...two].reverse() } }))).toEqual([
      '! branches.workspaces: a/**, b/** → b/**, a/**',
    ]);
    expect(changes(layers({ branches: { workspaces: two } }), layers({ branches: { workspaces: [svc({ commit: true }, 'c/**'), two[1]] } }))).toEqual([
      '! branches.workspaces: a/**, b/** → c/**, b/**',
    ]);
  });
});

describe('configChanges: what bearing cannot compare loosens', () => {
  /** A layer holding keys no config class has today (a newer bearing's settings, as an older one would see them). */
  const unknown = (config: object, scope: ConfigLayer['scope'] = 'workspace'): ConfigLayer[] => [
    { scope, path: '/w/bearing.config.json', config: config as ConfigLayer['config'] },
  ];

  test('a key it does not compare, at the top, in `branches` or in an override: changed, added or removed', () => {
    expect(changes(unknown({ future: 1 }), unknown({ future: 2 }))).toEqual(['! future: 1 → 2 (bearing cannot compare this: it counts as loosening)']);
    expect(changes(unknown({}), unknown({ branches: { protectedTags: ['v*'] } }))).toEqual([
      '! branches.protectedTags: (none) → ["v*"] (bearing cannot compare this: it counts as loosening)',
    ]);
    expect(changes(unknown({ branches: { workspaces: [{ glob: 'a/**', x: true }] } }), unknown({ branches: { workspaces: [{ glob: 'a/**' }] } }))).toEqual([
      '! branches.workspaces.0.x: true → (none) (bearing cannot compare this: it counts as loosening)',
    ]);
    expect(changes(unknown({ future: 1 }, 'user'), unknown({ future: 1 }, 'user'))).toEqual([]);
    expect(changes(unknown({}, 'user'), unknown({ future: 1 }, 'user'))).toEqual([
      '! future (user-level): (none) → 1 (bearing cannot compare this: it counts as loosening)',
    ]);
  });

  test('a switch or a flag that is not a boolean', () => {
    expect(changes(unknown({ policies: { closeout: 'later' } }), unknown({ policies: { closeout: 'never' } }))).toEqual([
      '! policies.closeout: "later" → "never" (bearing cannot compare this: it counts as loosening)',
    ]);
    expect(changes(unknown({ capabilities: { x: { level: 2 } } }), unknown({ capabilities: { x: { level: 1 } } }))).toEqual([
      '! capabilities.x.level: 2 → 1 (bearing cannot compare this: it counts as loosening)',
    ]);
  });
});
