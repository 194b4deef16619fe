import { jsonKeys, IN_PROCESS_HOST_FILES, type ManifestFile } from '../../framework/manifest-file';

/** The module OpenCode loads from the package root: a v1 plugin `{ id, server }` (built next to the in-process bundle). */
export const OPENCODE_PLUGIN = 'hooks/opencode-plugin.cjs';

/**
 * OpenCode loads a plugin package (`"plugin": ["<root>"]` in opencode.json, or its npm name) through package.json
 * `exports["./server"]`, else `main`. `exports` also closes the package to every other path, so `./package.json`
 * stays listed for the tools that read it.
 */
export function openCodeManifests(): ManifestFile[] {
  return [jsonKeys('package.json', { exports: { './server': `./${OPENCODE_PLUGIN}`, './package.json': './package.json' } })];
}

/** The package files opencode's plugin folder runs besides its manifests (`bearing package --out`). */
export const OPENCODE_FILES: readonly string[] = [...IN_PROCESS_HOST_FILES, OPENCODE_PLUGIN];
