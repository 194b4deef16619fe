/** How far the plan scan looks. Hooks run often: every bound keeps one call cheap on a huge workspace. */
export interface PlanScanLimits {
  /** Deepest folder listed; the root is depth 0, so `docs/plans/<x>/plan.md` (depth 3) is read. */
  readonly maxDepth: number;
  /** Markdown files opened (an oversized one counts too); only this many of the most plan-like are kept while walking. */
  readonly maxFiles: number;
  /** Larger files are skipped. */
  readonly maxBytes: number;
  /**
   * Directory entries looked at (files of any kind and folders) in the root and `docs/`, `plans/`, `.agents/`
   * together: where plans live, so a crowded root gets a generous bound of its own.
   */
  readonly maxLeadEntries: number;
  /** Directory entries looked at everywhere else: the bound that keeps a 50,000-file workspace cheap (~1 µs each). */
  readonly maxEntries: number;
  /** Folders listed, over the whole walk. */
  readonly maxDirectories: number;
}

export const DEFAULT_PLAN_SCAN_LIMITS: PlanScanLimits = {
  maxDepth: 3,
  maxFiles: 20,
  maxBytes: 256 * 1024,
  maxLeadEntries: 10_000,
  maxEntries: 2048,
  maxDirectories: 256,
};

/** Folders never entered: build output, dependencies, and bearing's own skill/hook/test/template trees. */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([
  'node_modules',
  'dist',
  'coverage',
  'target',
  'vendor',
  'venv',
  'skills',
  'hooks',
  'test',
  'tests',
  'templates',
]);

/** The one dot-folder that is entered (dot-entries are skipped otherwise: `.git`, `.next`, `.cache`, `.venv`, …). */
export const VISIBLE_DOT_FOLDER = '.agents';
