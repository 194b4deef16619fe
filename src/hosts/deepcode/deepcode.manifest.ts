import { SKILL_FILE, type ManifestFile, type PluginIdentity } from '../../framework/manifest-file';

/**
 * DeepCode has no plugins: it finds skills in a project's `.deepcode/skills/` and the interoperable
 * `.agents/skills/` (and the same under the home folder). `bearing package --host deepcode --out <project>` writes
 * the skill to both; nothing goes into bearing's own repository.
 */
export function deepcodeManifests(identity: PluginIdentity): ManifestFile[] {
  return ['.deepcode', '.agents'].map((root) => ({ path: `${root}/${SKILL_FILE}`, content: identity.skill, scope: 'out' as const }));
}
