import { type Dir, lstatSync, opendirSync, sep } from '../../framework/node-builtins';
import { BestPlanCandidates, nameKey, type PlanCandidate } from './plan-candidates';
import { SKIPPED_FOLDERS, VISIBLE_DOT_FOLDER, type PlanScanLimits } from './plan-scan.limits';

export type { PlanCandidate } from './plan-candidates';

export interface PlanWalk {
  /** The `maxFiles` most plan-like Markdown files seen, best first: the caller reads them in this order. */
  readonly candidates: readonly PlanCandidate[];
  readonly problems: readonly string[];
  /** The bound the walk stopped at before it had seen the whole workspace (e.g. `256 folders`); absent if none. */
  readonly truncated?: string;
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

/** Where plans conventionally live: listed before the root itself, so no crowd of root entries can hide them. */
const CONVENTIONAL_FOLDERS = ['docs', 'plans', VISIBLE_DOT_FOLDER];

/**
 * Walks the workspace within the limits and keeps the most plan-like Markdown files it saw. The conventional
 * folders come first, then the root, then plan-like folders at every depth, then the rest breadth first. Every
 * entry counts against the entry bound (which keeps a huge workspace cheap) but only the best `maxFiles`
 * Markdown files are kept: ranking spans the whole walk (not folder by folder, as bearing-lite does), so
 * thousands of unrelated root files, Markdown or not, never push `docs/plan.md` out. Symlinks and skipped
 * folders are never followed; entries are read with `opendir`, so a folder with a million entries costs only
 * the entry bound.
 */
export function walkForPlans(root: string, limits: PlanScanLimits): PlanWalk {
  const best = new BestPlanCandidates(limits.maxFiles);
  const problems: string[] = [];
  const conventional = CONVENTIONAL_FOLDERS.filter((name) => isRealFolder(`${root}${sep}${name}`));
  const first: Folder[] = conventional.map((name) => ({ absolute: `${root}${sep}${name}`, path: name, depth: 1, planLike: true, key: '' }));
  first.push({ absolute: root, path: '', depth: 0, planLike: false, key: '' });
  const planLike: Folder[] = [];
  const other: Folder[] = [];
  let entries = 0;
  let listed = 0;
  let truncated: string | undefined;

  for (let folder = first.shift(); folder; folder = first.shift() ?? planLike.shift() ?? other.shift()) {
    if (listed++ >= limits.maxDirectories) {
      truncated = `${limits.maxDirectories} folders`;
      break;
    }
    let dir: Dir;
    try {
      // One system call per 1024 entries, and never more entries than the bound allows.
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
          truncated = `${limits.maxEntries} directory entries`;
          break;
        }
        const name = entry.name;
        if (name.startsWith('.') && name !== VISIBLE_DOT_FOLDER) continue;
        if (entry.isSymbolicLink()) continue;
        const path = folder.path ? `${folder.path}/${name}` : name;
        // Plain concatenation: the root is already resolved and a name holds no separator (join() normalises, at a cost).
        if (entry.isDirectory()) {
          const listedFirst = folder.depth === 0 && conventional.includes(name);
          if (folder.depth < limits.maxDepth && !SKIPPED_FOLDERS.has(name) && !listedFirst) {
            subfolders.push({ absolute: `${folder.absolute}${sep}${name}`, path, depth: folder.depth + 1, planLike: folder.planLike || isPlanLike(name), key: nameKey(name) });
          }
        } else if (entry.isFile() && /\.(md|markdown)$/i.test(name)) {
          best.offer(path, `${folder.absolute}${sep}${name}`, folder.depth, name);
        }
      }
    } catch (error) {
      problems.push(`${folder.path || '.'}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    } finally {
      dir.closeSync();
    }
    if (truncated) break;
    subfolders.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const sub of subfolders) (sub.planLike ? planLike : other).push(sub);
  }
  return { candidates: best.best(), problems, ...(truncated && { truncated }) };
}

/** A folder itself, not a symlink to one (the walk never follows symlinks). */
function isRealFolder(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

function isPlanLike(folder: string): boolean {
  const lower = folder.toLowerCase();
  return lower === 'docs' || lower === VISIBLE_DOT_FOLDER || lower.includes('plan');
}
