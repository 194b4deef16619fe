import type { ManifestFile, PluginIdentity } from '../framework/manifest-file';
import { HOST_CATALOG } from '../hosts/host-catalog';

/** Every host's plugin files, generated from its catalog entry: the one source all manifests come from (`bearing package`). */
export function allManifests(identity: PluginIdentity): ManifestFile[] {
  return HOST_CATALOG.flatMap((host) => (host.manifests ? host.manifests(identity) : []));
}
