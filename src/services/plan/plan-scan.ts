/**
 * The plan scan itself: a bounded walk of the workspace, each candidate read and parsed with the plan grammar, the
 * documents merged. Only session and completion events read a plan, so the packaged hooks load this from a file of
 * its own (hooks/bearing-plan.cjs) at its first use (plan-scan.loader.ts): a Bash call never reads it.
 */
import { readBoundedFile } from '../files/bounded-file';
import type { PlanDocument } from './plan-document';
import { walkForPlans } from './plan-file.walker';
import { parsePlanDocument } from './plan-grammar';
import type { PlanScanLimits } from './plan-scan.limits';
import { mergePlan, type PlanSnapshot } from './plan-snapshot';

export function scanPlans(root: string, limits: PlanScanLimits): PlanSnapshot {
  const walk = walkForPlans(root, limits);
  const problems = [...walk.problems];
  const documents: PlanDocument[] = [];
  for (const candidate of walk.candidates) {
    const file = readBoundedFile(candidate.absolute, limits.maxBytes);
    if (file.kind === 'text') documents.push(parsePlanDocument(candidate.path, file.text));
    else if (file.kind === 'unreadable') problems.push(`${candidate.path}: ${file.code}`);
  }
  return mergePlan(root, documents, problems, walk.truncated);
}
