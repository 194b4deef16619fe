import { parsePlanDocument } from '../../src/services/plan/plan-grammar';
import { mergePlan, type PlanSnapshot } from '../../src/services/plan/plan-snapshot';

/** The snapshot the reader would give for these documents (pure: no files). */
export function snapshotOf(documents: Record<string, string>, root = '/w', problems: string[] = [], truncated?: string): PlanSnapshot {
  return mergePlan(
    root,
    Object.entries(documents).map(([file, text]) => parsePlanDocument(file, text)),
    problems,
    truncated,
  );
}
