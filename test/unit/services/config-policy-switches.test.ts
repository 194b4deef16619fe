import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HookEvent } from '../../../src/protocol/hook-event';
import { ConfigPolicySwitches } from '../../../src/services/config/config-policy-switches';
import { WorkspaceConfigReader } from '../../../src/services/config/workspace-config.reader';
import { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';

/** A workspace holding `config` as its bearing.config.json, and an event in it. */
function eventIn(config: string): { readonly event: HookEvent; readonly file: string } {
  const root = mkdtempSync(join(tmpdir(), 'bearing-switches-'));
  writeFileSync(join(root, 'bearing.config.json'), config);
  return { event: { host: 'claude-code', nativeEvent: 'PreToolUse', cwd: root, reentry: false, raw: {} }, file: join(root, 'bearing.config.json') };
}

// No XDG_CONFIG_HOME nor HOME: only the workspace's own file applies.
const switches = () => new ConfigPolicySwitches(new WorkspaceLocator(), new WorkspaceConfigReader({}));

describe('ConfigPolicySwitches', () => {
  test('the policies set to false are off, and the file that says so is named', () => {
    const { event, file } = eventIn('{"policies":{"closeout":false,"taskOffer":true,"activation":false}}');
    expect(switches().switchedOff(event)).toEqual({ off: new Set(['closeout', 'activation']), by: [file] });
  });

  test('a config that cannot be read switches nothing off and names no file', () => {
    const { event } = eventIn('{"policies":{"closeout":false,"brnaches":{}}}');
    expect(switches().switchedOff(event)).toEqual({ off: new Set(), by: [] });
  });
});
