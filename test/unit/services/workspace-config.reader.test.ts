import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WorkspaceConfigReader } from '../../../src/services/workspace/workspace-config.reader';
import { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';

const reader = new WorkspaceConfigReader();
function workspace(config?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'bearing-config-'));
  if (config !== undefined) writeFileSync(join(root, 'bearing.config.json'), config);
  return root;
}

describe('WorkspaceConfigReader', () => {
  test('no file means the defaults', () => {
    expect(reader.read(workspace())).toEqual({ ok: true, config: {} });
  });

  test('a valid file is read', () => {
    const result = reader.read(workspace('{"branches":{"protected":["trunk","Stable"]}}'));
    expect(result).toMatchObject({ ok: true, config: { branches: { protected: ['trunk', 'Stable'] } } });
  });

  test.each([
    ['{"branches":', /^not valid JSON: /],
    ['[]', /^must hold a JSON object$/],
    ['{"brnaches":{}}', /^unknown key "brnaches"$/],
    ['{"branches":{"protected":"main"}}', /^branches\.protected must be an array$/],
    ['{"branches":{"protected":[]}}', /^branches\.protected should not be empty$/],
    ['{"branches":{"protected":[1]}}', /^each value in branches\.protected must be a string$/],
    ['{"branches":{"protect":["main"]}}', /^unknown key "branches\.protect"$/],
  ])('bad content %s gives one clear line', (content, message) => {
    const root = workspace(content);
    const result = reader.read(root);
    expect(result).toMatchObject({ ok: false, path: join(root, 'bearing.config.json') });
    expect(result.ok ? '' : result.error).toMatch(message);
    expect(result.ok ? '' : result.error).not.toContain('\n');
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
