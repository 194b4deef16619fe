import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SKILL_FILE, type ManifestFile, type PluginIdentity } from '../framework/manifest-file';
import type { PolicyEntry } from '../framework/policy';

/**
 * What these take of a host: its plugin files (HostEntry.manifests). Not the entry itself: src/hosts/ stands on
 * this folder (its manifests are built from manifest-parts.ts).
 */
type ManifestSource = { readonly manifests?: (identity: PluginIdentity) => readonly ManifestFile[] };

/** The name every host's manifest gives the plugin (the npm package is bearing-hooks). */
const PLUGIN_NAME = 'bearing';

/** Who the plugin is, from the package's package.json, the skill every host ships, and the policies it runs (the caller's: POLICY_CATALOG). */
export function pluginIdentity(root: string, policies: readonly PolicyEntry[]): PluginIdentity {
  const { version, description, author } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, string>;
  return {
    name: PLUGIN_NAME,
    version: version!,
    description: description!,
    author: author ?? PLUGIN_NAME,
    skill: readFileSync(join(root, SKILL_FILE), 'utf8'),
    policies,
  };
}

/**
 * A file's wanted text: its content, the package file it copies (from `root`), or the current JSON with bearing's
 * keys set (in place; other keys kept as they are).
 */
export function wantedText(file: ManifestFile, current: string | null, root: string): string {
  if ('content' in file) return file.content;
  if ('copyOf' in file) return readFileSync(join(root, file.copyOf), 'utf8');
  const json = (current === null ? {} : JSON.parse(current)) as Record<string, unknown>;
  return `${JSON.stringify({ ...json, ...file.keys }, null, 2)}\n`;
}

/** The files of these hosts that belong in bearing's package itself (not in a user's project). */
export function repositoryFiles(hosts: readonly ManifestSource[], identity: PluginIdentity): ManifestFile[] {
  return hosts.flatMap((h) => h.manifests?.(identity) ?? []).filter((f) => f.scope !== 'out');
}

/** The paths, among these hosts' package files (and `others`), whose committed text differs from what they generate. */
export function staleFiles(root: string, hosts: readonly ManifestSource[], identity: PluginIdentity, others: readonly ManifestFile[] = []): string[] {
  const seen = new Map<string, string | null>();
  const stale = new Set<string>();
  for (const file of [...repositoryFiles(hosts, identity), ...others]) {
    // A file two hosts write keys of (package.json) is checked against both, as the writer leaves it.
    const current = seen.has(file.path) ? seen.get(file.path)! : readOrNull(join(root, file.path));
    const wanted = wantedText(file, current, root);
    if (wanted !== readOrNull(join(root, file.path))) stale.add(file.path);
    seen.set(file.path, wanted);
  }
  return [...stale];
}

export function readOrNull(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}
