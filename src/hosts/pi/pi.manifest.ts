import { jsonKeys, SKILLS_DIR, IN_PROCESS_HOST_FILES, type ManifestFile } from '../../framework/manifest-file';

/** The module Pi loads from the package root: `(pi) => void` (built next to the in-process bundle). */
export const PI_EXTENSION = 'hooks/pi-extension.cjs';

/**
 * Pi reads a package from its root (`pi -e <root>`, `pi install <root>`, settings.json `packages`): package.json's
 * `pi.extensions` (built JavaScript, loaded into Pi's own process) and `pi.skills`. Pi's own packages stay optional
 * peer dependencies there, written by hand with the `pi-package` keyword.
 */
export function piManifests(): ManifestFile[] {
  return [jsonKeys('package.json', { pi: { extensions: [`./${PI_EXTENSION}`], skills: [SKILLS_DIR.replace(/\/$/, '')] } })];
}

/** The package files pi's plugin folder runs besides its manifests (`bearing package --out`). */
export const PI_FILES: readonly string[] = [...IN_PROCESS_HOST_FILES, PI_EXTENSION];
