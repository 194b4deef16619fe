import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { injectable } from 'tsyringe';
import type { PlanDocument } from './plan-document';
import { parsePlanDocument } from './plan-grammar';
import { DEFAULT_PLAN_SCAN_LIMITS, type PlanScanLimits } from './plan-scan.limits';
import { mergePlan, type PlanSnapshot } from './plan-snapshot';
import type { PlanReader } from './plan.reader';
import { walkForPlans } from './plan-file.walker';

/** Opening a FIFO named `plan.md` must not wait for a writer. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * The visible Markdown plan: a bounded walk of the workspace, the most plan-like names read first (at most
 * `maxFiles` files of at most `maxBytes` each), each parsed with the plan grammar, and the plan documents
 * merged. One hook call may ask twice (closeout and the completion gate both run on a stop), so each root
 * is read once per instance; the container gives every hook call its own instance.
 */
@injectable()
export class MarkdownPlanReader implements PlanReader {
  private readonly snapshots = new Map<string, PlanSnapshot>();
  private readonly limits: PlanScanLimits = DEFAULT_PLAN_SCAN_LIMITS;

  read(root: string): PlanSnapshot {
    let snapshot = this.snapshots.get(root);
    if (!snapshot) {
      snapshot = this.scan(root);
      this.snapshots.set(root, snapshot);
    }
    return snapshot;
  }

  private scan(root: string): PlanSnapshot {
    const walk = walkForPlans(root, this.limits);
    const problems = [...walk.problems];
    const documents: PlanDocument[] = [];
    for (const candidate of walk.candidates.slice(0, this.limits.maxFiles)) {
      const text = this.readBounded(candidate.absolute, candidate.path, problems);
      if (text !== undefined) documents.push(parsePlanDocument(candidate.path, text));
    }
    return mergePlan(root, documents, problems, walk.truncated);
  }

  /** The file's text, or undefined when it is not a regular file, too large, or unreadable. */
  private readBounded(absolute: string, path: string, problems: string[]): string | undefined {
    let fd: number;
    try {
      fd = openSync(absolute, OPEN_FLAGS);
    } catch (error) {
      problems.push(`${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
      return undefined;
    }
    try {
      const stat = fstatSync(fd);
      if (!stat.isFile() || stat.size > this.limits.maxBytes) return undefined;
      const buffer = Buffer.allocUnsafe(stat.size);
      let filled = 0;
      while (filled < stat.size) {
        const read = readSync(fd, buffer, filled, stat.size - filled, filled);
        if (read === 0) break;
        filled += read;
      }
      return buffer.toString('utf8', 0, filled);
    } catch (error) {
      problems.push(`${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
      return undefined;
    } finally {
      closeSync(fd);
    }
  }
}
