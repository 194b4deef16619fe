import { readFileSync } from 'node:fs';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';
import { join } from 'node:path';
import { injectable } from '../../../src/framework/di/injectable';
import { CURSOR_HOOKS_FILE, cursorManifests } from '../../../src/hosts/cursor/cursor.manifest';
import { CursorAdapter } from '../../../src/hosts/cursor/cursor.adapter';
import { CURSOR_EVENTS } from '../../../src/hosts/cursor/cursor-events';
import { On } from '../../../src/framework/decorators/on.decorator';
import { CursorHookPayload } from '../../../src/hosts/cursor/payloads/cursor-hook.payload';
import { REPO_ROOT } from '../../support/fixtures';
import { jsonOf } from '../../support/manifests';
import { pluginIdentity } from '../../../src/packaging/plugin-files';

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
const identity = pluginIdentity(REPO_ROOT, POLICY_CATALOG);
const files = cursorManifests(identity);
const file = (path: string) => jsonOf(files, path);

type Entry = { command: string; timeout: number; failClosed?: boolean };

describe('Cursor plugin files', () => {
  test('the hooks file is version 1 and names only documented events: those policies listen to on Cursor, but the ones held back', () => {
    const config = file(CURSOR_HOOKS_FILE) as { version: number; hooks: Record<string, Entry[]> };
    expect(Object.keys(config)).toEqual(['version', 'hooks']);
    expect(config.version).toBe(1);
    // Not stop or subagentStop: on Cursor they only ask for a follow-up, and no policy that needs one is enforced there.
    expect(Object.keys(config.hooks).sort()).toEqual(['beforeMCPExecution', 'beforeShellExecution', 'preCompact', 'preToolUse', 'sessionStart']);
    for (const event of Object.keys(config.hooks)) expect(CURSOR_EVENTS).toContain(event);
    expect(config.hooks['workspaceOpen']).toBeUndefined();
    // Its payload carries the whole file: registered fail-closed, a large file could not be read at all.
    expect(config.hooks['beforeReadFile']).toBeUndefined();
    expect(config.hooks['afterAgentThought']).toBeUndefined();
  });

  test('one runner entry per event, naming its event; failClosed exactly on the gates whose docs describe it', () => {
    const hooks = (file(CURSOR_HOOKS_FILE) as { hooks: Record<string, Entry[]> }).hooks;
    for (const [event, entries] of Object.entries(hooks)) {
      const failClosed = ['beforeShellExecution', 'beforeMCPExecution', 'beforeReadFile'].includes(event);
      expect(entries).toEqual([
        {
          command: `node "\${CURSOR_PLUGIN_ROOT}/hooks/bearing-hook.cjs" cursor --event ${event}`,
          timeout: 30,
          ...(failClosed && { failClosed: true }),
        },
      ]);
    }
  });

  test(".cursor-plugin/plugin.json points at that file, so Cursor never reads Claude Code's hooks/hooks.json", () => {
    expect(file('.cursor-plugin/plugin.json')).toEqual({
      name: 'bearing',
      version: pkg.version,
      description: pkg.description,
      author: { name: 'bearing contributors' },
      license: 'MIT',
      hooks: './hooks/cursor.hooks.json',
    });
  });

  test('an adapter that maps an undocumented event is refused: it could void the whole hooks file', () => {
    @injectable()
    class WithTypo extends CursorAdapter {
      constructor() {
        super();
      }
      @On('beforeShellExec', { payload: CursorHookPayload, family: 'tool/before' })
      typo() {
        return undefined as never;
      }
    }
    expect(() => cursorManifests(identity, WithTypo)).toThrow('Cursor does not document beforeShellExec; one unknown event can void its hooks file');
  });
});
