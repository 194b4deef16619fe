import { claudeCodeManifests } from './claude-code.manifest';
import { cursorManifests } from './cursor.manifest';
import { grokBuildManifests } from './grok-build.manifest';
import { codexManifests } from './codex.manifest';
import { kimiCodeManifests } from './kimi-code.manifest';
import type { ManifestFile, PluginIdentity } from './manifest-file';

/** One host's plugin files, generated from its adapter. */
type ManifestGenerator = (identity: PluginIdentity) => Promise<ManifestFile[]>;

/** Every host's generator: the one source all plugin manifests come from (`bearing package`). */
const GENERATORS: readonly ManifestGenerator[] = [
  async (identity) => claudeCodeManifests((await import('../hosts/claude-code/index')).ClaudeCodeAdapter, identity),
  async (identity) => cursorManifests((await import('../hosts/cursor/index')).CursorAdapter, identity),
  async (identity) =>
    grokBuildManifests((await import('../hosts/grok-build/index')).GrokBuildAdapter, (await import('../hosts/claude-code/index')).ClaudeCodeAdapter, identity),
  async (identity) => codexManifests((await import('../hosts/codex/index')).CodexAdapter, identity),
  async (identity) => kimiCodeManifests((await import('../hosts/kimi-code/index')).KimiCodeAdapter, identity),
];

export async function allManifests(identity: PluginIdentity): Promise<ManifestFile[]> {
  return (await Promise.all(GENERATORS.map((generate) => generate(identity)))).flat();
}
