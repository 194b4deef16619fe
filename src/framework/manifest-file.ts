/** One generated plugin file: its path from the repository root, and its exact content. */
export interface ManifestFile {
  readonly path: string;
  readonly content: string;
}

export function jsonFile(path: string, value: unknown): ManifestFile {
  return { path, content: `${JSON.stringify(value, null, 2)}\n` };
}

/** Who the plugin is, as every host's manifest names it (from package.json). */
export interface PluginIdentity {
  readonly name: string;
  readonly version: string;
  readonly description: string;
}

/** The packaged hook, relative to the plugin root. */
export const HOOK_BUNDLE = 'hooks/bearing-hook.cjs';
