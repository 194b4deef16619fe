import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A temporary folder with the given files (paths relative to it, `/`-separated). */
export function makeWorkspace(files: Readonly<Record<string, string>> = {}, prefix = 'bearing-ws-'): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  writeFiles(root, files);
  return root;
}

export function writeFiles(root: string, files: Readonly<Record<string, string>>): void {
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, ...path.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export function removeWorkspace(root: string): void {
  rmSync(root, { recursive: true, force: true });
}
