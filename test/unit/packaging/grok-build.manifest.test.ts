import { readFileSync } from 'node:fs';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';
import { join } from 'node:path';
import { injectable } from '../../../src/framework/di/injectable';
import { grokBuildManifests } from '../../../src/hosts/grok-build/grok-build.manifest';
import { claudeCodeManifests } from '../../../src/hosts/claude-code/claude-code.manifest';
import { GrokBuildAdapter } from '../../../src/hosts/grok-build/grok-build.adapter';
import { grokConfigKey } from '../../../src/hosts/grok-build/grok-event-names';
import { On } from '../../../src/framework/decorators/on.decorator';
import { HookPayload as GrokHookPayload } from '../../../src/hosts/claude-dialect/payloads/hook.payload';
import { REPO_ROOT } from '../../support/fixtures';
import { listenedEvents } from '../../../src/packaging/manifest-parts';
import { GROK_BUILD_DESCRIPTOR } from '../../../src/hosts/grok-build/grok-build.descriptor';
import { jsonOf } from '../../support/manifests';
import { pluginIdentity } from '../../../src/packaging/plugin-files';

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
const identity = pluginIdentity(REPO_ROOT, POLICY_CATALOG);
const files = grokBuildManifests(identity);

describe('Grok Build plugin files', () => {
  test(".grok-plugin/plugin.json has no hooks key: Grok reads the plugin's hooks/hooks.json by itself", () => {
    expect(files.map((f) => f.path)).toEqual(['.grok-plugin/plugin.json']);
    expect(jsonOf(files, files[0]!.path)).toEqual({
      name: 'bearing',
      version: pkg.version,
      description: pkg.description,
      author: { name: 'bearing contributors' },
      license: 'MIT',
    });
  });

  test('the shared hooks/hooks.json registers every Grok event a policy listens to on Grok, under its Grok file name', () => {
    const shared = jsonOf(claudeCodeManifests(identity), 'hooks/hooks.json');
    const needed = listenedEvents(GrokBuildAdapter, GROK_BUILD_DESCRIPTOR, POLICY_CATALOG).map(grokConfigKey);
    expect(needed).toEqual(['PreCompact', 'PreToolUse', 'Stop', 'SubagentStop']);
    for (const key of needed) expect(Object.keys(shared.hooks)).toContain(key);
  });

  test('generation fails when that shared file would miss a Grok event', () => {
    @injectable()
    class WithNewEvent extends GrokBuildAdapter {
      constructor() {
        super({}, { claim: () => true });
      }
      @On('turn_started', { payload: GrokHookPayload, family: 'tool/before' })
      turn() {
        return undefined as never;
      }
    }
    expect(() => grokBuildManifests(identity, WithNewEvent)).toThrow('hooks/hooks.json does not register TurnStarted, which Grok Build needs');
  });
});
