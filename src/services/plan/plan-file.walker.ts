import { type Dir, lstatSync, opendirSync, sep } from '../../platform/node-builtins';
import { BestPlanCandidates, nameKey, type PlanCandidate } from './plan-candidates';
import { SKIPPED_FOLDERS, VISIBLE_DOT_FOLDER, type PlanScanLimits } from './plan-scan.limits';

export interface PlanWalk {
  /** The `maxFiles` most plan-like Markdown files seen, best first: the caller reads them in this order. */
  readonly candidates: readonly PlanCandidate[];
  readonly problems: readonly string[];
  /** The bounds the walk met before it had seen the whole workspace (e.g. `256 folders`); absent if none. */
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
 * Walks the workspace within the limits and keeps the most plan-like Markdown files it saw. The lead folders come
 * first: `docs/`, `plans/`, `.agents/`, then the root, with an entry bound of their own (a crowded root must not
 * hide a plan, nor use up the rest of the walk); then plan-like folders at every depth, then the rest breadth
 * first, under the smaller bound that keeps a huge workspace cheap. Every entry counts against its bound, but
 * only the best `maxFiles` Markdown files are kept: ranking spans the whole walk (not folder by folder, as
 * bearing-lite does), so unrelated files, Markdown or not, never push `docs/plan.md` out. Symlinks and skipped
 * folders are never followed; entries are read with `opendir`, so a huge folder costs only its bound.
 */
export function walkForPlans(root: string, limits: PlanScanLimits): PlanWalk {
  const best = new BestPlanCandidates(limits.maxFiles);
  const problems: string[] = [];
  const truncated: string[] = [];
  const conventional = CONVENTIONAL_FOLDERS.filter((name) => isRealFolder(`${root}${sep}${name}`));
  const lead: Folder[] = conventional.map((name) => ({ absolute: `${root}${sep}${name}`, path: name, depth: 1, planLike: true, key: '' }));
  lead.push({ absolute: root, path: '', depth: 0, planLike: false, key: '' });
  const planLike: Folder[] = [];
  const other: Folder[] = [];
  const leadCount = lead.length;
  let listed = 0;
  let left = limits.maxLeadEntries;

  for (let folder = lead.shift(); folder; folder = lead.shift() ?? planLike.shift() ?? other.shift()) {
    if (listed++ === leadCount) left = limits.maxEntries;
    if (listed > limits.maxDirectories) {
      truncated.push(`${limits.maxDirectories} folders`);
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
        if (left-- <= 0) {
          truncated.push(
            `${listed <= leadCount ? `${limits.maxLeadEntries} entries in` : `${limits.maxEntries} entries beyond`} the root, docs/, plans/ and .agents/`,
          );
          break;
        }
        const name = entry.name;
        if (name.startsWith('.') && name !== VISIBLE_DOT_FOLDER) continue;
        if (entry.isSymbolicLink()) continue;
        const path = folder.path ? `${folder.path}/${name}` : name;
        // Plain concatenation: the root is already resolved and a name holds no separator (join() normalises, at a cost).
        if (entry.isDirectory()) {
          // Lower case: on a case-insensitive disk `Docs` is the `docs` already walked first.
          const listedFirst = folder.depth === 0 && conventional.includes(name.toLowerCase());
          if (folder.depth < limits.maxDepth && !SKIPPED_FOLDERS.has(name) && !listedFirst) {
            subfolders.push({
              absolute: `${folder.absolute}${sep}${name}`,
              path,
              depth: folder.depth + 1,
              planLike: folder.planLike || isPlanLike(name),
              key: nameKey(name),
            });
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
    // A lead folder cut short still leaves the rest of the walk its own bound; past the lead, the walk is over.
    if (left < 0 && listed > leadCount) break;
    subfolders.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const sub of subfolders) (sub.planLike ? planLike : other).push(sub);
  }
  return { candidates: best.best(), problems, ...(truncated.length > 0 && { truncated: [...new Set(truncated)].join(' and ') }) };
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
