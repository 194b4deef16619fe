import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WorkspaceConfigReader } from '../../../src/services/config/workspace-config.reader';
import { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';

const reader = new WorkspaceConfigReader();
function workspace(config?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'bearing-config-'));
  if (config !== undefined) writeFileSync(join(root, 'bearing.config.json'), config);
  return root;
}

describe('WorkspaceConfigReader', () => {
  test('no file means the defaults', () => {
    expect(reader.read(workspace())).toEqual({ ok: true, config: {}, branches: [], files: [], unreadable: 'allow' });
  });

  test('a valid file is read', () => {
    const result = reader.read(workspace('{"branches":{"protected":["trunk","Stable"]}}'));
    expect(result).toMatchObject({ ok: true, config: {}, branches: [{ protected: ['trunk', 'Stable'] }] });
  });

  test.each([
    ['{"branches":', '1:13', 'not valid JSON: expected a value, found the end of the file'],
    ['[]', '1:1', 'must hold a JSON object'],
    ['  "main"', '1:3', 'must hold a JSON object'],
    ['{"brnaches":{}}', '1:2', 'unknown key "brnaches" (did you mean "branches"?)'],
    ['{"branches":{"protected":"main"}}', '1:26', 'branches.protected must be an array'],
    ['{"branches":{"protected":[]}}', '1:26', 'branches.protected should not be empty'],
    ['{"branches":{"protected":[1]}}', '1:26', 'each value in branches.protected must be a string'],
    ['{"branches":{"protected":["main",null]}}', '1:26', 'each value in branches.protected must be a string'],
    ['{"branches":{"protect":["main"]}}', '1:14', 'unknown key "branches.protect" (did you mean "protected"?)'],
    ['{"branches":[]}', '1:13', 'branches must be an object'],
    ['{"branches":null}', '1:13', '"branches" is null; leave the key out instead'],
    ['{"branches":{"preset":null}}', '1:23', '"branches.preset" is null; leave the key out instead'],
    ['{"brnaches":null}', '1:2', 'unknown key "brnaches" (did you mean "branches"?)'],
    ['{"__proto__":{"protected":["x"]}}', '1:2', 'unknown key "__proto__"'],
    ['{"branches":{"constructor":{}}}', '1:14', 'unknown key "branches.constructor"'],
    ['{"toString":1}', '1:2', 'unknown key "toString"'],
    ['{"branches":{"hasOwnProperty":true}}', '1:14', 'unknown key "branches.hasOwnProperty"'],
    ['{"capabilities":{"test-engineering":[true]}}', '1:37', 'capabilities.test-engineering must be an object'],
    ['\ufeff{"brnaches":{}}', '1:2', 'unknown key "brnaches" (did you mean "branches"?)'],
    ['{\r\n  "branches": {\r\n    "rule": {"push": "no"}\r\n  }\r\n}', '3:5', 'unknown key "branches.rule" (did you mean "rules"?)'],
    [`{"branches":${'{"x":'.repeat(40)}1${'}'.repeat(41)}`, '1:168', 'nested deeper than 32 levels'],
  ])('bad content %j: one line, at %s: %s', (content, at, error) => {
    const root = workspace(content);
    const path = join(root, 'bearing.config.json');
    expect(reader.read(root)).toEqual({ ok: false, path, location: `${path}:${at}`, error });
  });
});

test('a config that is not a regular file, or too large, is refused unread', () => {
  const fifo = workspace();
  require('node:child_process').execFileSync('mkfifo', [join(fifo, 'bearing.config.json')]);
  expect(reader.read(fifo)).toEqual({
    ok: false,
    path: join(fifo, 'bearing.config.json'),
    location: join(fifo, 'bearing.config.json'),
    error: 'not a regular file',
  });
  const zero = workspace();
  require('node:fs').symlinkSync('/dev/zero', join(zero, 'bearing.config.json'));
  expect(reader.read(zero)).toEqual({
    ok: false,
    path: join(zero, 'bearing.config.json'),
    location: join(zero, 'bearing.config.json'),
    error: 'not a regular file',
  });
  const big = workspace(`{"branches":{"protected":["${'x'.repeat(300 * 1024)}"]}}`);
  expect(reader.read(big)).toEqual({
    ok: false,
    path: join(big, 'bearing.config.json'),
    location: join(big, 'bearing.config.json'),
    error: 'larger than 262144 bytes',
  });
});

test('one reader reads each file once: a file changed after it was read is not read again', () => {
  // A reader lives for one event, so every policy of the event sees the same settings.
  const root = workspace('{"policies":{"closeout":false}}');
  const once = new WorkspaceConfigReader();
  const first = once.read(root);
  writeFileSync(join(root, 'bearing.config.json'), '{"policies":{"closeout":"no"}}');
  expect(once.read(root)).toEqual(first);
  expect(first).toEqual({
    ok: true,
    config: { policies: { closeout: false } },
    branches: [undefined],
    files: [join(root, 'bearing.config.json')],
    unreadable: 'allow',
  });
  // The next event's reader reads the file as it is now.
  expect(new WorkspaceConfigReader().read(root)).toEqual({
    ok: false,
    path: join(root, 'bearing.config.json'),
    location: `${join(root, 'bearing.config.json')}:1:25`,
    error: 'policies.closeout must be a boolean value',
  });
});

describe('WorkspaceLocator', () => {
  test('the workspace is the nearest folder up from cwd with a bearing config or .git', () => {
    const root = workspace('{}');
    mkdirSync(join(root, 'a', 'b'), { recursive: true });
    expect(new WorkspaceLocator().root(join(root, 'a', 'b'))).toBe(root);
    mkdirSync(join(root, 'a', '.git'));
    expect(new WorkspaceLocator().root(join(root, 'a', 'b'))).toBe(join(root, 'a'));
  });
});

describe('WorkspaceConfigReader: the user-level file under the workspace one', () => {
  const home = (config?: string) => {
    const xdg = mkdtempSync(join(tmpdir(), 'bearing-xdg-'));
    if (config !== undefined) {
      mkdirSync(join(xdg, 'bearing'));
      writeFileSync(join(xdg, 'bearing', 'config.json'), config);
    }
    return { xdg, file: join(xdg, 'bearing', 'config.json'), reader: new WorkspaceConfigReader({ XDG_CONFIG_HOME: xdg }) };
  };

  test('both apply, the user’s first; policies and capabilities merge key by key, the workspace winning', () => {
    const user = home(
      '{"$schema":"x","policies":{"activation":false,"closeout":false},"branches":{"rules":{"push":"ask"}},"capabilities":{"test-engineering":{"selected":true}}}',
    );
    const root = workspace('{"policies":{"closeout":true},"branches":{"protected":["trunk"]},"capabilities":{"test-engineering":{"required":true}}}');
    expect(user.reader.read(root)).toEqual({
      ok: true,
      config: { policies: { activation: false, closeout: true }, capabilities: { 'test-engineering': { selected: true, required: true } } },
      branches: [{ rules: { push: 'ask' } }, { protected: ['trunk'] }],
      files: [user.file, join(root, 'bearing.config.json')],
      unreadable: 'allow',
    });
  });

  test('the user’s file alone applies where the workspace has none; neither means the defaults', () => {
    const user = home('{"policies":{"taskOffer":false}}');
    expect(user.reader.read(workspace())).toEqual({
      ok: true,
      config: { policies: { taskOffer: false } },
      branches: [undefined],
      files: [user.file],
      unreadable: 'allow',
    });
    expect(home().reader.read(workspace())).toEqual({ ok: true, config: {}, branches: [], files: [], unreadable: 'allow' });
  });

  test('a broken user file is the error, named; the workspace file is not read past it', () => {
    const user = home('{"branches":{"rules":{"push":"maybe"}}}');
    expect(user.reader.read(workspace('{}'))).toEqual({
      ok: false,
      path: user.file,
      location: `${user.file}:1:30`,
      error: 'branches.rules.push must be one of the following values: true, false, deny, ask',
    });
  });

  test('XDG_CONFIG_HOME must be absolute (else ~/.config/bearing); no home at all means no user file', () => {
    const fakeHome = mkdtempSync(join(tmpdir(), 'bearing-home-'));
    mkdirSync(join(fakeHome, '.config', 'bearing'), { recursive: true });
    writeFileSync(join(fakeHome, '.config', 'bearing', 'config.json'), '{"policies":{"closeout":false}}');
    const read = (env: Record<string, string>) => new WorkspaceConfigReader(env).read(workspace());
    expect(read({ HOME: fakeHome, XDG_CONFIG_HOME: 'relative/dir' })).toMatchObject({ ok: true, files: [join(fakeHome, '.config', 'bearing', 'config.json')] });
    expect(read({})).toEqual({ ok: true, config: {}, branches: [], files: [], unreadable: 'allow' });
  });
});

describe('WorkspaceConfigReader: the branches section', () => {
  test('a full policy is read: preset, lists, rules and workspace overrides', () => {
    const text = JSON.stringify({
      branches: {
        preset: 'gitflow',
        protected: ['main'],
        allowed: ['feature/*'],
        rules: { commit: true, push: false },
        workspaces: [{ glob: 'svc/**', preset: 'custom', rules: { create: false } }],
      },
    });
    expect(reader.read(workspace(text))).toMatchObject({
      ok: true,
      branches: [
        {
          preset: 'gitflow',
          protected: ['main'],
          allowed: ['feature/*'],
          rules: { commit: true, push: false },
          workspaces: [{ glob: 'svc/**', preset: 'custom', rules: { create: false } }],
        },
      ],
    });
  });

  test.each([
    [
      '{"branches":{"preset":"git-flow"}}',
      '1:23: branches.preset must be one of the following values: github-flow, gitflow, trunk-based, custom (did you mean "gitflow"?)',
    ],
    ['{"branches":{"allowed":"feature/*"}}', '1:24: branches.allowed must be an array'],
    ['{"branches":{"rules":{"push":"no"}}}', '1:30: branches.rules.push must be one of the following values: true, false, deny, ask'],
    ['{"branches":{"rules":{"forcePush":1}}}', '1:35: branches.rules.forcePush must be one of the following values: true, false, deny, ask'],
    ['{"branches":{"rules":[]}}', '1:22: branches.rules must be an object'],
    ['{"branches":{"rules":[{"push":true}]}}', '1:22: branches.rules must be an object'],
    ['{"policies":{"activation":"off"}}', '1:27: policies.activation must be a boolean value'],
    ['{"policies":{"advice":false}}', '1:14: unknown key "policies.advice"'],
    ['{"policies":{"closeOut":false}}', '1:14: unknown key "policies.closeOut" (did you mean "closeout"?)'],
    ['{"$schema":1}', '1:12: $schema must be a string'],
    ['{"branches":{"rules":{"squash":true}}}', '1:23: unknown key "branches.rules.squash"'],
    ['{"branches":{"rules":{"forcepush":true}}}', '1:23: unknown key "branches.rules.forcepush" (did you mean "forcePush"?)'],
    ['{"branches":{"workspaces":{}}}', '1:27: branches.workspaces must be an array'],
    ['{"branches":{"workspaces":[[{"glob":"a"}]]}}', '1:27: each value in branches.workspaces must be an object'],
    ['{"branches":{"workspaces":[{"preset":"gitflow"}]}}', '1:28: branches.workspaces.0.glob must be a string'],
    ['{"branches":{"workspaces":[{"glob":""}]}}', '1:36: branches.workspaces.0.glob should not be empty'],
    ['{"branches":{"workspaces":[{"glob":"a/**","protect":["x"]}]}}', '1:43: unknown key "branches.workspaces.0.protect" (did you mean "protected"?)'],
  ])('bad branch policy %s: %s', (content, message) => {
    const result = reader.read(workspace(content));
    expect(result.ok ? '' : `${result.location.replace(/^.*bearing\.config\.json:/, '')}: ${result.error}`).toBe(message);
  });
});

describe('WorkspaceConfigReader: a change that loosens the settings waits for the user’s approval', () => {
  /** A workspace with a cache and a user config folder of its own; `read` is a new event's reader. */
  const approving = (config: string, user?: string) => {
    const root = workspace(config);
    const xdg = mkdtempSync(join(tmpdir(), 'bearing-xdg-'));
    if (user !== undefined) {
      mkdirSync(join(xdg, 'bearing'));
      writeFileSync(join(xdg, 'bearing', 'config.json'), user);
    }
    const environment = { XDG_CONFIG_HOME: xdg, BEARING_CACHE_DIR: mkdtempSync(join(tmpdir(), 'bearing-cache-')) };
    const file = join(root, 'bearing.config.json');
    return {
      root,
      file,
      environment,
      userFile: join(xdg, 'bearing', 'config.json'),
      read: () => new WorkspaceConfigReader(environment).read(root),
      write: (text: string) => writeFileSync(file, text),
    };
  };
  const NOTICE = (root: string, what: string) =>
    `bearing.config.json changed since the user approved it and loosens the guard (${what}); bearing obeys the approved settings until the user runs \`bearing config approve\` in ${root}, in their own terminal`;

  test('the first configuration seen is the baseline: obeyed as it is', () => {
    const ws = approving('{"policies":{"closeout":false},"branches":{"rules":{"push":false}}}');
    expect(ws.read()).toEqual({
      ok: true,
      config: { policies: { closeout: false } },
      branches: [{ rules: { push: false } }],
      files: [ws.file],
      unreadable: 'allow',
    });
    expect(ws.read()).toEqual(ws.read());
  });

  test('while a loosening waits: each setting the stricter of approved and current, both branch layers, and the notice', () => {
    const ws = approving('{"unreadable":"deny","branches":{"rules":{"push":"deny"}},"capabilities":{"test-engineering":{"selected":true}}}');
    ws.read();
    ws.write('{"unreadable":"allow","policies":{"configGuard":false,"closeout":true},"branches":{"rules":{"push":false,"commit":"ask"}}}');
    expect(ws.read()).toEqual({
      ok: true,
      config: { policies: { configGuard: true, closeout: true }, capabilities: { 'test-engineering': { selected: true } } },
      branches: [{ rules: { push: false, commit: 'ask' } }],
      approvedBranches: [{ rules: { push: 'deny' } }],
      files: [ws.file],
      unreadable: 'deny',
      notice: NOTICE(ws.root, 'branches.rules.push deny → off, policies.configGuard on → off, and 2 more'),
    });
  });

  test('one loosening among tightenings is named alone; off where both say off stays off', () => {
    const ws = approving('{"policies":{"activation":false}}');
    ws.read();
    ws.write('{"policies":{"activation":false},"branches":{"protected":["main"],"rules":{"commit":true}}}');
    expect(ws.read()).toMatchObject({
      config: { policies: { activation: false } },
      notice: NOTICE(ws.root, `branches.protected main, master, develop, prod, production → main`),
    });
  });

  test('a tightening applies at once, with no notice; the approved settings become the current ones', () => {
    const ws = approving('{}');
    ws.read();
    ws.write('{"unreadable":"ask","branches":{"rules":{"commit":true}}}');
    expect(ws.read()).toEqual({ ok: true, config: {}, branches: [{ rules: { commit: true } }], files: [ws.file], unreadable: 'ask' });
    // Loosening it back to the first settings now waits: what counts is the last approved.
    ws.write('{}');
    expect(ws.read()).toMatchObject({
      unreadable: 'ask',
      approvedBranches: [{ rules: { commit: true } }],
      notice: NOTICE(ws.root, 'branches.rules.commit deny → off, unreadable ask → allow'),
    });
  });

  test('the user-level file changed: named by its path, in every workspace', () => {
    const ws = approving('{}', '{"branches":{"rules":{"push":"ask"}}}');
    ws.read();
    writeFileSync(ws.userFile, '{"branches":{"rules":{"push":false}}}');
    expect(ws.read()).toMatchObject({
      branches: [{ rules: { push: false } }, undefined],
      approvedBranches: [{ rules: { push: 'ask' } }, undefined],
      notice: `${ws.userFile} changed since the user approved it and loosens the guard (branches.rules.push ask → off); bearing obeys the approved settings until the user runs \`bearing config approve\` in ${ws.root}, in their own terminal`,
    });
  });

  test('a record it cannot read: the settings as they are, and a notice that says why', () => {
    const ws = approving('{}');
    ws.read();
    const record = join(ws.environment.BEARING_CACHE_DIR, 'approved', readdirSync(join(ws.environment.BEARING_CACHE_DIR, 'approved'))[0]!);
    writeFileSync(record, '[]');
    ws.write('{"branches":{"rules":{"push":false}}}');
    expect(ws.read()).toEqual({
      ok: true,
      config: {},
      branches: [{ rules: { push: false } }],
      files: [ws.file],
      unreadable: 'allow',
      notice: `bearing cannot tell which settings the user approved in ${ws.root}: its approval record ${record} cannot be read (a record must be a JSON object); it obeys the settings as they are until the user runs \`bearing config approve\` there, in their own terminal`,
    });
  });

  test('doctor’s reader writes nothing: a workspace it sees first gets no baseline from it', () => {
    const ws = approving('{"branches":{"rules":{"push":false}}}');
    expect(WorkspaceConfigReader.inspecting(ws.environment).read(ws.root)).toMatchObject({ ok: true, branches: [{ rules: { push: false } }] });
    expect(existsSync(join(ws.environment.BEARING_CACHE_DIR, 'approved'))).toBe(false);
  });

  test('one reader answers each workspace once: the record is read once per event', () => {
    const ws = approving('{"branches":{"rules":{"push":"deny"}}}');
    ws.read();
    ws.write('{"branches":{"rules":{"push":false}}}');
    const once = new WorkspaceConfigReader(ws.environment);
    const first = once.read(ws.root);
    rmSync(join(ws.environment.BEARING_CACHE_DIR, 'approved'), { recursive: true });
    expect(once.read(ws.root)).toBe(first);
  });
});
