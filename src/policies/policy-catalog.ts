import type { PolicyEntry } from '../framework/policy';

/** Every policy and the route families it listens to. A policy's module loads only for those families. */
export const POLICY_CATALOG: readonly PolicyEntry[] = [
  {
    id: 'protected-branch',
    families: ['tool/before'],
    load: () => import('./protected-branch/protected-branch.policy').then((m) => m.ProtectedBranchPolicy),
  },
];
