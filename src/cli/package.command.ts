import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { allManifests } from '../packaging/all-manifests';
import { packageJson, packageRoot } from './package-root';

/** `bearing package [--check]`: writes every plugin manifest, or reports (exit 1) those that are stale. */
export async function packageCommand(check: boolean): Promise<number> {
  const root = packageRoot();
  const { version, description } = packageJson(root);
  const files = allManifests({ name: 'bearing', version, description });
  let stale = 0;
  for (const file of files) {
    const path = join(root, file.path);
    const current = readOrNull(path);
    if (current === file.content) continue;
    if (check) {
      stale++;
      process.stderr.write(`stale: ${file.path}\n`);
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.content);
      process.stderr.write(`wrote ${file.path}\n`);
    }
  }
  return stale === 0 ? 0 : 1;
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
