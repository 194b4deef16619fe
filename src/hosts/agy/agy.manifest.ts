import { jsonFile, SKILL_FILE, type ManifestFile, type PluginIdentity } from '../../framework/manifest-file';

/**
 * AGY's plugin root is `.agy/` (`agy plugin install <repo>/.agy`): a `plugin.json` with exactly `name` and
 * `description` (AGY discards other keys, and one that fails to parse skips the plugin), and the skill in the
 * root's `skills/`, a copy of bearing's (AGY rejects a committed symbolic link in some builds).
 */
export function agyManifests(identity: PluginIdentity): ManifestFile[] {
  return [jsonFile('.agy/plugin.json', { name: identity.name, description: identity.description }), { path: `.agy/${SKILL_FILE}`, content: identity.skill }];
}
