import type { HostAdapter } from '../../../src/framework/host-adapter';
import { ClaudeCodeAdapter } from '../../../src/hosts/claude-code/claude-code.adapter';
import { CodexAdapter } from '../../../src/hosts/codex/codex.adapter';
import { CursorAdapter } from '../../../src/hosts/cursor/cursor.adapter';
import { GrokBuildAdapter } from '../../../src/hosts/grok-build/grok-build.adapter';
import { KimiCodeAdapter } from '../../../src/hosts/kimi-code/kimi-code.adapter';
import { OpenCodeAdapter } from '../../../src/hosts/opencode/opencode.adapter';
import { PiAdapter } from '../../../src/hosts/pi/pi.adapter';
import type { EventClaims } from '../../../src/services/event-claims/event-claims';
import { decodeEvent } from '../../support/decode-event';
import { readFixture } from '../../support/fixtures';

/** The files a decoded tool call names, and those it deletes: what the config guard and the TE gate read. */
function pathsOf(adapter: HostAdapter, raw: Record<string, unknown>) {
  const tool = decodeEvent(adapter, raw).tool!;
  return { kind: tool.kind, paths: tool.paths, removes: tool.removes };
}
const sample = (relative: string) => readFixture(relative).payload;
/** Outside a Grok process every claim is granted: this process answers the event. */
const GRANTED: EventClaims = { claim: () => true };
const FILE = '/tmp/bearing-docs-project/src/app.ts';

/**
 * Each host's adapter fills the paths from its own samples (fixtures/<host>/): a write sample where the host has one,
 * else its live shell sample with the tool and input a write would carry there (the envelope stays the sample's).
 */
describe("every host's adapter fills the files a tool call names from the host's own payload", () => {
  test('Claude Code: Write names its file_path; a shell call names none', () => {
    expect(pathsOf(new ClaudeCodeAdapter(), sample('claude-code/docs/pre-tool-use.write.json'))).toEqual({ kind: 'write', paths: [FILE], removes: [] });
    expect(pathsOf(new ClaudeCodeAdapter(), sample('claude-code/live/pre-tool-use.bash-checkout-main.json'))).toEqual({
      kind: 'shell',
      paths: [],
      removes: [],
    });
    const notebook = { ...sample('claude-code/docs/pre-tool-use.write.json'), tool_name: 'NotebookEdit', tool_input: { notebook_path: 'a.ipynb' } };
    expect(pathsOf(new ClaudeCodeAdapter(), notebook)).toEqual({ kind: 'write', paths: ['a.ipynb'], removes: [] });
  });

  test("Codex: apply_patch names the files of its patch headers (its sample's command)", () => {
    expect(pathsOf(new CodexAdapter(), sample('codex/docs/pre-tool-use.apply-patch.json'))).toEqual({ kind: 'write', paths: ['hello.txt'], removes: [] });
    expect(pathsOf(new CodexAdapter(), sample('codex/live/pre-tool-use.bash-checkout-main.json'))).toEqual({ kind: 'shell', paths: [], removes: [] });
  });

  test('Cursor: Write and beforeReadFile name their file_path; Delete removes what it names', () => {
    expect(pathsOf(new CursorAdapter(), sample('cursor/docs/pre-tool-use.write.json'))).toEqual({ kind: 'write', paths: [FILE], removes: [] });
    expect(pathsOf(new CursorAdapter(), sample('cursor/docs/before-read-file.json'))).toEqual({
      kind: 'read',
      paths: ['/tmp/bearing-docs-project/.env'],
      removes: [],
    });
    const deleting = { ...sample('cursor/docs/pre-tool-use.write.json'), tool_name: 'Delete', tool_input: { path: 'src/old.ts' } };
    expect(pathsOf(new CursorAdapter(), deleting)).toEqual({ kind: 'write', paths: ['src/old.ts'], removes: ['src/old.ts'] });
  });

  test('Grok Build: search_replace names its file_path', () => {
    expect(pathsOf(new GrokBuildAdapter({}, GRANTED), sample('grok-build/docs/pre-tool-use.edit.json'))).toEqual({ kind: 'write', paths: [FILE], removes: [] });
  });

  test('Kimi Code: Write names its file_path', () => {
    const write = { ...sample('kimi-code/live/pre-tool-use.bash-checkout-main.json'), tool_name: 'Write', tool_input: { file_path: 'src/a.ts', content: 'x' } };
    expect(pathsOf(new KimiCodeAdapter(), write)).toEqual({ kind: 'write', paths: ['src/a.ts'], removes: [] });
    expect(pathsOf(new KimiCodeAdapter(), sample('kimi-code/live/pre-tool-use.bash-checkout-main.json'))).toEqual({ kind: 'shell', paths: [], removes: [] });
  });

  test('OpenCode: edit names its filePath (and not a file_path)', () => {
    const edit = {
      ...sample('opencode/live/tool-execute-before.bash-checkout-main.json'),
      tool: 'edit',
      args: { filePath: 'src/a.ts', file_path: 'other.ts' },
    };
    expect(pathsOf(new OpenCodeAdapter(), edit)).toEqual({ kind: 'write', paths: ['src/a.ts'], removes: [] });
    expect(pathsOf(new OpenCodeAdapter(), sample('opencode/live/tool-execute-before.bash-checkout-main.json'))).toEqual({
      kind: 'shell',
      paths: [],
      removes: [],
    });
  });

  test('Pi: write names its path', () => {
    const write = { ...sample('pi/live/tool-call.bash-checkout-main.json'), toolName: 'write', input: { path: 'src/a.ts', content: 'x' } };
    expect(pathsOf(new PiAdapter(), write)).toEqual({ kind: 'write', paths: ['src/a.ts'], removes: [] });
    expect(pathsOf(new PiAdapter(), sample('pi/live/tool-call.bash-checkout-main.json'))).toEqual({ kind: 'shell', paths: [], removes: [] });
  });
});
