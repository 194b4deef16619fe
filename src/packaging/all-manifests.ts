import { HOST_CATALOG } from '../hosts/host-catalog';
import { claudeCodeManifests, type PluginIdentity } from './claude-code.manifest';
import type { ManifestFile } from './manifest-file';

/** Every plugin file bearing ships, generated from the adapters: the one source manifests come from. */
export async function allManifests(identity: PluginIdentity): Promise<ManifestFile[]> {
  const claude = HOST_CATALOG.find((h) => h.id === 'claude-code')!;
  return claudeCodeManifests(await claude.load(), identity);
}
