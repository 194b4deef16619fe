/**
 * Plan documents in the layouts bearing-lite's tests use (shared/reference/bearing-lite.md §1.8), plus the
 * receipt fields a complete handoff needs. Values are paraphrased, not copied.
 */

/** A: ready. Activation: context_ready. Stop: the receipt is missing. */
export const READY_PLAN = `# Journey

- journey: Explorer Journey
- review_cadence: per-round

### task_id: T1
- outcome: add host mapping
- status: IN_PROGRESS
- assigned_role: crewmate
- depends_on: []
- next_action: write host adapter
- scope: hooks/
- authority: S7
- required_assurance: none
`;

/** A with a complete compact receipt. */
export const COMPLETE_PLAN = `${READY_PLAN}- verdict: PASS
- candidate_ref: abc1234
- changed_paths: hooks/host.cjs
- tests: npm test (83 passed)
- findings: none
- blocker: none
`;

/** B: counts as a plan, but role and next action are placeholders and it names no journey. */
export const PLACEHOLDER_PLAN = `# Notes

### task_id: T9
- outcome: still proposing
- status: PROPOSED
- assigned_role: unassigned
- depends_on: []
- next_action: <smallest concrete next step>
`;

/** Only a checkout lease: a discoverable Journey (its nested journey is the plan's journey marker). */
export function leaseOnlyPlan(candidateRevision = '<40-hex baseline commit>'): string {
  return `# Lease

- checkout_lease:
  - journey: J-TE
  - controller: Router
  - repository: example/repo
  - checkout: <path of the checkout>
  - branch: main
  - candidate_revision: ${candidateRevision}
  - acquired_at: 2026-09-09T00:00:00Z
  - generation: 1
  - state: active
`;
}

/** C: lease first, then a task assigned to Test Engineering's gates (scope = the trusted write set). */
export function leaseFirstPlan(candidateRevision: string, scope = 'src/'): string {
  return `# Journey

- journey: Bearing Delivery Lifecycle
- review_cadence: at-end

${leaseOnlyPlan(candidateRevision).replace('# Lease\n\n', '')}
### task_id: T-TE-2
- outcome: exercise the TE hook contract
- status: IN_PROGRESS
- assigned_role: Product Implementer
- role_instance: PC-TE
- depends_on: []
- next_action: drive the adapter
- scope: ${scope}
- authority: AUTH-EMV-001
- type: product
- required_assurance: none
`;
}

/** Only unfilled Journey settings: not a plan. */
export const JOURNEY_PLACEHOLDER_ONLY = `# Journey settings

- journey: <Lifecycle id>
- review_cadence: <per-slice | per-round | at-end>
`;

/** 25 unrelated Markdown files at the root, as a real repository might have. */
export function unrelatedMarkdown(count = 25): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`NOTE-${String(i).padStart(2, '0')}.md`, `# Note ${i}\n\nNothing to see.\n`]));
}

/** Several tasks in different states, for session memory: T1 active, T2 and T3 open, T4 done, T5 open. */
export const MULTI_TASK_PLAN = `# Plan

### task_id: T1
- outcome: add host mapping
- status: IN_PROGRESS
- next_action: write host adapter

### task_id: T2
- outcome: document the guard
- status: PLANNED
- next_action: outline README section

### task_id: T3
- outcome: rotate the deploy key (old one: ghp_abcdefghijklmnopqrstuvwxyz0123456789)
- status: PLANNED

### task_id: T4
- outcome: ship 1.0
- status: COMPLETE

### task_id: T5
- outcome: benchmark the hook
- status: BLOCKED
- next_action: wait for a quiet machine
`;
