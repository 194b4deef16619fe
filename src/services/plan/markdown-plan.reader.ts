import { injectable } from '../../framework/di/injectable';
import { planScan } from './plan-scan.loader';
import { DEFAULT_PLAN_SCAN_LIMITS, type PlanScanLimits } from './plan-scan.limits';
import type { PlanSnapshot } from './plan-snapshot';
import type { PlanReader } from './plan.reader';

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
      snapshot = planScan().scanPlans(root, this.limits);
      this.snapshots.set(root, snapshot);
    }
    return snapshot;
  }
}
