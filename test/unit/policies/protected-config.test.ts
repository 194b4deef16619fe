import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProtectedConfigPaths } from '../../../src/policies/config-guard/protected-config';

/** Written for the mutation run (issue 12): each answer of ProtectedConfigPaths, exact, on a real folder. */
describe('ProtectedConfigPaths: what of bearing\'s own a path is', () => {
  const root = mkdtempSync(join(tmpdir(), 'bearing-protected-'));
  const user = join(root, 'home', '.config', 'bearing');
  mkdirSync(join(root, '.bearing'), { recursive: true });
  mkdirSync(user, { recursive: true });
  writeFileSync(join(root, 'bearing.config.json'), '{}');
  const paths = new ProtectedConfigPaths(root, user);
  const CONFIG = { rule: 'protect_bearing_config', what: "bearing's configuration (bearing.config.json)" };
  const STATE = { rule: 'protect_bearing_state', what: "bearing's state (.bearing/)" };
  const USER = { rule: 'protect_user_config', what: "the user's own bearing configuration" };

  test('the config file anywhere, any case; the state folder and below, but the Test Engineering hand-off', () => {
    expect(paths.protects(join(root, 'sub', 'Bearing.Config.JSON'), false)).toEqual(CONFIG);
    expect(paths.protects(join(root, '.bearing', 'sessions', 'x.json'), false)).toEqual(STATE);
    expect(paths.protects(join(root, '.bearing'), false)).toEqual(STATE);
    expect(paths.protects(join(root, '.bearing', 'test-engineering', 'result.json'), false)).toBeUndefined();
    expect(paths.protects(join(root, 'src', 'bearing.config.json.bak'), false)).toBeUndefined();
  });

  test('the user folder and anything in it, with or without a trailing separator on the folder', () => {
    expect(paths.protects(join(user, 'config.json'), false)).toEqual(USER);
    expect(paths.protects(user, false)).toEqual(USER);
    expect(new ProtectedConfigPaths(root, `${user}/`).protects(join(user, 'config.json'), false)).toEqual(USER);
    expect(paths.protects(`${user}-other/config.json`, false)).toBeUndefined();
  });

  test('a folder that holds them counts only for a delete or a move away, and only when what it holds exists', () => {
    expect(paths.protects(root, false)).toBeUndefined();
    expect(paths.protects(root, true)).toEqual({ rule: 'protect_bearing_config', what: "a folder that holds bearing's configuration" });
    expect(paths.protects(join(root, 'home'), true)).toEqual(USER);
    expect(paths.protects(join(root, 'src'), true)).toBeUndefined();
    const stateOnly = mkdtempSync(join(tmpdir(), 'bearing-protected-state-'));
    mkdirSync(join(stateOnly, '.bearing'));
    expect(new ProtectedConfigPaths(stateOnly, undefined).protects(stateOnly, true)).toEqual({ rule: 'protect_bearing_config', what: "a folder that holds bearing's state" });
    expect(new ProtectedConfigPaths(mkdtempSync(join(tmpdir(), 'bearing-protected-none-')), undefined).protects(tmpdir(), true)).toBeUndefined();
  });
});
