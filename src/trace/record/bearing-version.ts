import { dirname, join, readFileSync } from '../../platform/node-builtins';
import { findUp } from '../../services/files/find-up';

/** The package version, set by the build (packaging/bundle/build-hook.ts) in every bundle it writes. */
declare const BEARING_VERSION: string | undefined;

/** The bearing version that runs: the build's, or, run from the sources, the bearing-hooks package.json's above. */
export function bearingVersion(): string {
  if (typeof BEARING_VERSION === 'string') return BEARING_VERSION;
  return findUp(dirname(__filename), (dir) => packageVersion(join(dir, 'package.json'))) ?? 'unknown';
}

function packageVersion(file: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
    return manifest.name === 'bearing-hooks' && typeof manifest.version === 'string' ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}
