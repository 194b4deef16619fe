import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
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
    expect(reader.read(workspace())).toEqual({ ok: true, config: {}, branches: [], files: [] });
  });

  test('a valid file is read', () => {
    const result = reader.read(workspace('{"branches":{"protected":["trunk","Stable"]}}'));
    expect(result).toMatchObject({ ok: true, config: {}, branches: [{ protected: ['trunk', 'Stable'] }] });
  });

  test.each([
    ['{"branches":', /^not valid JSON: /],
    ['[]', /^must hold a JSON object$/],
    ['{"brnaches":{}}', /^unknown key "brnaches"$/],
    ['{"branches":{"protected":"main"}}', /^branches\.protected must be an array$/],
    ['{"branches":{"protected":[]}}', /^branches\.protected should not be empty$/],
    ['{"branches":{"protected":[1]}}', /^each value in branches\.protected must be a string$/],
    ['{"branches":{"protect":["main"]}}', /^unknown key "branches\.protect"$/],
    ['{"branches":[]}', /^branches must be an object$/],
    ['{"branches":null}', /^"branches" is null; leave the key out instead$/],
    ['{"branches":{"preset":null}}', /^"branches\.preset" is null; leave the key out instead$/],
    ['{"__proto__":{"protected":["x"]}}', /^unknown key "__proto__"$/],
    ['{"branches":{"constructor":{}}}', /^unknown key "branches\.constructor"$/],
    ['{"capabilities":{"test-engineering":[true]}}', /^capabilities\.test-engineering must be an object$/],
  ])('bad content %s gives one clear line', (content, message) => {
    const root = workspace(content);
    const result = reader.read(root);
    expect(result).toMatchObject({ ok: false, path: join(root, 'bearing.config.json') });
    expect(result.ok ? '' : result.error).toMatch(message);
    expect(result.ok ? '' : result.error).not.toContain('\n');
  });
});

test('a config that is not a regular file, or too large, is refused unread', () => {
  const fifo = workspace();
  require('node:child_process').execFileSync('mkfifo', [join(fifo, 'bearing.config.json')]);
  expect(reader.read(fifo)).toEqual({ ok: false, path: join(fifo, 'bearing.config.json'), error: 'not a regular file' });
  const zero = workspace();
  require('node:fs').symlinkSync('/dev/zero', join(zero, 'bearing.config.json'));
  expect(reader.read(zero)).toEqual({ ok: false, path: join(zero, 'bearing.config.json'), error: 'not a regular file' });
  const big = workspace(`{"branches":{"protected":["${'x'.repeat(300 * 1024)}"]}}`);
  expect(reader.read(big)).toEqual({ ok: false, path: join(big, 'bearing.config.json'), error: 'larger than 262144 bytes' });
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
    const user = home('{"$schema":"x","policies":{"activation":false,"closeout":false},"branches":{"rules":{"push":"ask"}},"capabilities":{"test-engineering":{"selected":true}}}');
    const root = workspace('{"policies":{"closeout":true},"branches":{"protected":["trunk"]},"capabilities":{"test-engineering":{"required":true}}}');
    expect(user.reader.read(root)).toEqual({
      ok: true,
      config: { policies: { activation: false, closeout: true }, capabilities: { 'test-engineering': { selected: true, required: true } } },
      branches: [{ rules: { push: 'ask' } }, { protected: ['trunk'] }],
      files: [user.file, join(root, 'bearing.config.json')],
    });
  });

  test('the user’s file alone applies where the workspace has none; neither means the defaults', () => {
    const user = home('{"policies":{"taskOffer":false}}');
    expect(user.reader.read(workspace())).toEqual({ ok: true, config: { policies: { taskOffer: false } }, branches: [undefined], files: [user.file] });
    expect(home().reader.read(workspace())).toEqual({ ok: true, config: {}, branches: [], files: [] });
  });

  test('a broken user file is the error, named; the workspace file is not read past it', () => {
    const user = home('{"branches":{"rules":{"push":"maybe"}}}');
    expect(user.reader.read(workspace('{}'))).toEqual({ ok: false, path: user.file, error: 'branches.rules.push must be one of the following values: true, false, deny, ask' });
  });

  test('XDG_CONFIG_HOME must be absolute (else ~/.config/bearing); no home at all means no user file', () => {
    const fakeHome = mkdtempSync(join(tmpdir(), 'bearing-home-'));
    mkdirSync(join(fakeHome, '.config', 'bearing'), { recursive: true });
    writeFileSync(join(fakeHome, '.config', 'bearing', 'config.json'), '{"policies":{"closeout":false}}');
    const read = (env: Record<string, string>) => new WorkspaceConfigReader(env).read(workspace());
    expect(read({ HOME: fakeHome, XDG_CONFIG_HOME: 'relative/dir' })).toMatchObject({ ok: true, files: [join(fakeHome, '.config', 'bearing', 'config.json')] });
    expect(read({})).toEqual({ ok: true, config: {}, branches: [], files: [] });
  });
});

describe('WorkspaceConfigReader: the branches section', () => {
  test('a full policy is read: preset, lists, rules and workspace overrides', () => {
    const text = JSON.stringify({
      branches: { preset: 'gitflow', protected: ['main'], allowed: ['feature/*'], rules: { commit: true, push: false }, workspaces: [{ glob: 'svc/**', preset: 'custom', rules: { create: false } }] },
    });
    expect(reader.read(workspace(text))).toMatchObject({
      ok: true,
      branches: [{ preset: 'gitflow', protected: ['main'], allowed: ['feature/*'], rules: { commit: true, push: false }, workspaces: [{ glob: 'svc/**', preset: 'custom', rules: { create: false } }] }],
    });
  });

  test.each([
    ['{"branches":{"preset":"git-flow"}}', /^branches\.preset must be one of the following values: github-flow, gitflow, trunk-based, custom$/],
    ['{"branches":{"allowed":"feature/*"}}', /^branches\.allowed must be an array$/],
    ['{"branches":{"rules":{"push":"no"}}}', /^branches\.rules\.push must be one of the following values: true, false, deny, ask$/],
    ['{"branches":{"rules":{"forcePush":1}}}', /^branches\.rules\.forcePush must be one of the following values: true, false, deny, ask$/],
    ['{"policies":{"activation":"off"}}', /^policies\.activation must be a boolean value$/],
    ['{"policies":{"advice":false}}', /^unknown key "policies\.advice"$/],
    ['{"$schema":1}', /^\$schema must be a string$/],
    ['{"branches":{"rules":{"merge":true}}}', /^unknown key "branches\.rules\.merge"$/],
    ['{"branches":{"workspaces":{}}}', /^branches\.workspaces must be an array$/],
    ['{"branches":{"workspaces":[{"preset":"gitflow"}]}}', /^branches\.workspaces\.0\.glob must be a string$/],
    ['{"branches":{"workspaces":[{"glob":"a/**","protect":["x"]}]}}', /^unknown key "branches\.workspaces\.0\.protect"$/],
  ])('bad branch policy %s gives one clear line', (content, message) => {
    const result = reader.read(workspace(content));
    expect(result.ok ? '' : result.error).toMatch(message);
  });
});
