import { relative, sep } from '../../platform/node-builtins';
import { findGitDir } from '../../services/git-files/git-dir';
import { workTreeFileState } from '../../services/git-files/git-index.reader';
import type { FileWrite } from '../../services/shell-command/file-writes/file-write';
import { patternRegExp } from '../../services/shell-command/evaluate/shell-pattern';
import type { HeldFile, ProtectedConfig, ProtectedConfigPaths } from './protected-config';

/**
 * The first of bearing's files under `folder` that a write selecting some files there would reach: one in the state
 * it takes (`git stash`: a modified config; `git clean`: an untracked or ignored one), or that its tests select
 * (`find . -name '*.json' -delete`), and not one it leaves out (`git clean -e`).
 */
export function selectedBy(write: FileWrite, folder: string, paths: ProtectedConfigPaths): { path: string; found: ProtectedConfig } | undefined {
  // git's restore of a file (`git restore -- bearing.config.json`) brings it back when the work tree lost it: that one counts missing too.
  for (const held of paths.heldUnder(folder, write.workTree === true)) {
    const inside = relative(folder, held.path).split(sep).join('/');
    if (write.except?.some((pattern) => gitPatternMatches(pattern, inside))) continue;
    if (write.matching && !findSelects(write.matching, inside)) continue;
    // git's own writes (`git clean -fdx`, `git stash -a`, `git rm '*.json'`) never reach into a git directory, where the state is.
    if (write.workTree && held.kind === 'state') continue;
    if (write.only && !inState(held, write.only)) continue;
    const found = paths.protects(held.path, false);
    if (found) return { path: held.path, found };
  }
  return undefined;
}

/** Whether git sees the file in one of the states: the config by the index; what bearing's own folders hold is ignored (their `.gitignore` says `*`). */
function inState(held: HeldFile, states: readonly string[]): boolean {
  if (held.kind !== 'config') return states.includes('ignored');
  const gitDir = findGitDir(held.path.slice(0, held.path.lastIndexOf(sep)) || sep);
  if (!gitDir) return true;
  const root = gitDir.endsWith(`${sep}.git`) ? gitDir.slice(0, -5) : undefined;
  if (root === undefined) return true;
  const state = workTreeFileState(gitDir, root, relative(root, held.path).split(sep).join('/'));
  // Untracked: git cannot tell us here whether it is also ignored, so either state counts.
  if (state === 'untracked') return states.includes('untracked') || states.includes('ignored');
  // Missing (neither in the index nor on disk): git has nothing to restore, stash or clean there.
  if (state === 'missing') return false;
  if (state === 'modified') return states.includes('modified');
  return state === 'unknown';
}

/** find's tests: every `-name` pattern matches the file's name, every `-path` pattern its path, within `-maxdepth`. */
function findSelects(matching: NonNullable<FileWrite['matching']>, inside: string): boolean {
  const depth = inside.split('/').length;
  if (matching.maxDepth !== undefined && depth > matching.maxDepth) return false;
  const flags = matching.ignoreCase ? 'i' : '';
  const test = (pattern: string, text: string) => new RegExp(patternRegExp([{ text: pattern, active: true }]).source, flags).test(text);
  const name = inside.slice(inside.lastIndexOf('/') + 1);
  return matching.names.every((p) => test(p, name)) && matching.paths.every((p) => test(p, `./${inside}`) || test(p, inside));
}

/** A `git clean -e` pattern, as .gitignore reads it: a name anywhere, or a path from the top with a `/`. */
function gitPatternMatches(pattern: string, inside: string): boolean {
  const trimmed = pattern.replace(/^\/|\/$/g, '');
  const regex = patternRegExp([{ text: trimmed, active: true }], true);
  const segments = inside.split('/');
  if (!trimmed.includes('/')) return segments.some((segment) => regex.test(segment));
  return segments.some((_, i) => regex.test(segments.slice(0, i + 1).join('/')));
}
