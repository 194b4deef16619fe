import type { ManifestFile } from '../../src/framework/manifest-file';

/** The text a host generates for one of its files (a whole-file manifest). */
export function contentOf(files: readonly ManifestFile[], path: string): string {
  const file = files.find((f) => f.path === path);
  if (!file || !('content' in file)) throw new Error(`no generated file ${path} among ${files.map((f) => f.path).join(', ')}`);
  return file.content;
}

/** A generated JSON manifest, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads into it freely
export function jsonOf(files: readonly ManifestFile[], path: string): any {
  return JSON.parse(contentOf(files, path));
}
