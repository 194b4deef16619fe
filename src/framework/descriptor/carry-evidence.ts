/**
 * Whether descriptors carry their evidence: sources, dates and notes. True everywhere but in the packaged hook,
 * whose build swaps this module for one that says false (see packaging/bundle/build-hook.ts). The hook decides from
 * states and channels alone; the evidence, a third of the descriptors' size, stays with the CLI and the tests,
 * which check that every family has some.
 */
export const CARRY_EVIDENCE: boolean = true;
