import { type Dir, opendirSync, sep } from '../../framework/node-builtins';
import { SKIPPED_FOLDERS, VISIBLE_DOT_FOLDER, type PlanScanLimits } from './plan-scan.limits';

/** A Markdown file that may hold the plan. */
export interface PlanCandidate {
  /** Relative to the root, `/`-separated. */
  readonly path: string;
  readonly absolute: string;
  readonly depth: number;
  /** 0 `plan.md`/`progress.md`, 1 a name with `plan`, 2 `implementation`/`progress`, 5 anything else. */
  readonly rank: number;
}

export interface PlanWalk {
  /** Every Markdown file seen, best plan-like name first; the caller spends its file budget in this order. */
  readonly candidates: readonly PlanCandidate[];
  readonly problems: readonly string[];
  readonly truncated: boolean;
}

interface Folder {
  readonly absolute: string;
  readonly path: string;
  readonly depth: number;
  /** `docs`, `plans`, `.agents`, a name with `plan`, or anything under one of them. */
  readonly planLike: boolean;
  /** Order among siblings. */
  readonly key: string;
}

/**
 * Walks the workspace within the limits and ranks every Markdown file it saw. Plan-like folders are
 * listed first at every depth, then the rest breadth first, so the entry budget goes where plans live.
 * Ranking over the whole walk (not folder by folder, as bearing-lite does) is what finds `docs/plan.md`
 * behind 25 unrelated top-level Markdown files. Symlinks and skipped folders are never followed; entries
 * are read with `opendir`, so a folder with a million entries costs only the entry budget.
 */
export function walkForPlans(root: string, limits: PlanScanLimits): PlanWalk {
  const candidates: PlanCandidate[] = [];
  const problems: string[] = [];
  const planLike: Folder[] = [];
  const other: Folder[] = [{ absolute: root, path: '', depth: 0, planLike: false, key: '' }];
  let entries = 0;
  let listed = 0;
  let truncated = false;

  while (planLike.length > 0 || other.length > 0) {
    if (listed++ >= limits.maxDirectories) {
      truncated = true;
      break;
    }
    const folder = (planLike.length > 0 ? planLike.shift() : other.shift())!;
    let dir: Dir;
    try {
      // One system call per 1024 entries, and never more entries than the budget allows.
      dir = opendirSync(folder.absolute, { bufferSize: 1024 });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      // A session cwd that no longer exists is an empty workspace, not a problem worth a line.
      if (!(folder.depth === 0 && code === 'ENOENT')) problems.push(`${folder.path || '.'}: ${code}`);
      continue;
    }
    const subfolders: Folder[] = [];
    try {
      for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) {
        if (++entries > limits.maxEntries) {
          truncated = true;
          break;
        }
        const name = entry.name;
        if (name.startsWith('.') && name !== VISIBLE_DOT_FOLDER) continue;
        if (entry.isSymbolicLink()) continue;
        const path = folder.path ? `${folder.path}/${name}` : name;
        if (entry.isDirectory()) {
          if (folder.depth < limits.maxDepth && !SKIPPED_FOLDERS.has(name)) {
            // Plain concatenation: the root is already resolved and a name holds no separator (join() normalises, at a cost).
            const absolute = `${folder.absolute}${sep}${name}`;
            subfolders.push({ absolute, path, depth: folder.depth + 1, planLike: folder.planLike || isPlanLike(name), key: nameKey(name) });
          }
        } else if (entry.isFile() && /\.(md|markdown)$/i.test(name)) {
          candidates.push({ path, absolute: `${folder.absolute}${sep}${name}`, depth: folder.depth, rank: fileRank(name) });
        }
      }
    } catch (error) {
      problems.push(`${folder.path || '.'}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    } finally {
      dir.closeSync();
    }
    if (truncated) break;
    subfolders.sort((a, b) => compare(a.key, b.key));
    for (const sub of subfolders) (sub.planLike ? planLike : other).push(sub);
  }

  const keyed = candidates.map((c) => ({ c, key: folderKey(c.path) }));
  keyed.sort((a, b) => a.c.rank - b.c.rank || a.c.depth - b.c.depth || compare(a.key, b.key));
  return { candidates: keyed.map((k) => k.c), problems, truncated };
}

function isPlanLike(folder: string): boolean {
  const lower = folder.toLowerCase();
  return lower === 'docs' || lower === VISIBLE_DOT_FOLDER || lower.includes('plan');
}

function fileRank(name: string): number {
  const lower = name.toLowerCase();
  if (lower === 'plan.md' || lower === 'progress.md') return 0;
  if (lower.includes('plan')) return 1;
  if (lower.includes('implementation') || lower.includes('progress')) return 2;
  return 5;
}

/** Sort key of one name: `docs` before `plans` before anything else, then by name. */
function nameKey(name: string): string {
  return `${name === 'docs' ? 0 : name === 'plans' ? 1 : 2}${name}`;
}

/** Sort key of a path: the name keys of its segments, in order. */
function folderKey(path: string): string {
  return path.split('/').map(nameKey).join('\u0000');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
