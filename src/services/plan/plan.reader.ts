import type { PlanSnapshot } from './plan-snapshot';

/**
 * Reads the visible plan of a workspace. Everything that knows the plan's file format lives behind this
 * token; policies and later features (session memory) see only the snapshot.
 */
export const PlanReader = Symbol('PlanReader');
export interface PlanReader {
  /** The plan under `root` (a workspace root). Never throws: unreadable parts are listed in `problems`. */
  read(root: string): PlanSnapshot;
}
