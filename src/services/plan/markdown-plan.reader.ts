import { injectable } from '../../framework/di/injectable';
import type { PlanDocument } from './plan-document';
import { parsePlanDocument } from './plan-grammar';
import { DEFAULT_PLAN_SCAN_LIMITS, type PlanScanLimits } from './plan-scan.limits';
import { mergePlan, type PlanSnapshot } from './plan-snapshot';
import type { PlanReader } from './plan.reader';
import { walkForPlans } from './plan-file.walker';
import { readBoundedFile } from '../workspace/bounded-file';

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
    for (const candidate of walk.candidates) {
      const file = readBoundedFile(candidate.absolute, this.limits.maxBytes);
      if (file.kind === 'text') documents.push(parsePlanDocument(candidate.path, file.text));
      else if (file.kind === 'unreadable') problems.push(`${candidate.path}: ${file.code}`);
    }
    return mergePlan(root, documents, problems, walk.truncated);
  }
}
