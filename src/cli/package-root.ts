import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The bearing package directory (holding package.json), from wherever this code runs: bundle or sources. */
export function packageRoot(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'bearing-hooks') return dir;
    if (dirname(dir) === dir) throw new Error(`no bearing-hooks package.json above ${from}`);
  }
}

export function packageJson(root = packageRoot()): { name: string; version: string; description: string } {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
}

/**
 * Whether this bearing runs from a clone of the repository, which holds the fixtures the contributor commands
 * (demo, bench) replay; the npm package leaves them out.
 */
export function inClone(root = packageRoot()): boolean {
  return existsSync(join(root, 'fixtures'));
}
