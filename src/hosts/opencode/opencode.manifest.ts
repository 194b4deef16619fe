import { IN_PROCESS_BUNDLE, IN_PROCESS_HOST_FILES, jsonKeys, type ManifestFile } from '../../framework/manifest-file';

/** The module OpenCode loads from the package root: a v1 plugin `{ id, server }` (built next to the in-process bundle). */
export const OPENCODE_PLUGIN = 'hooks/opencode-plugin.cjs';

/**
 * OpenCode loads a plugin package (`"plugin": ["<root>"]` in opencode.json, or its npm name) through package.json
 * `exports["./server"]`, else `main`. `exports` also closes the package to every other path, so `./package.json`
 * stays listed for the tools that read it, and `./in-process` names the bundle for a host embedding bearing by hand.
 */
export function openCodeManifests(): ManifestFile[] {
  return [
    jsonKeys('package.json', { exports: { './server': `./${OPENCODE_PLUGIN}`, './in-process': `./${IN_PROCESS_BUNDLE}`, './package.json': './package.json' } }),
  ];
}

/** The package files opencode's plugin folder runs besides its manifests (`bearing package --out`). */
export const OPENCODE_FILES: readonly string[] = [...IN_PROCESS_HOST_FILES, OPENCODE_PLUGIN];
