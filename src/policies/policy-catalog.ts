import type { PolicyEntry } from '../framework/policy';

/** Every policy and the route families it listens to. A policy's module loads only for those families. */
export const POLICY_CATALOG: readonly PolicyEntry[] = [
  {
    id: 'protected-branch',
    families: ['tool/before'],
    load: () => import('./protected-branch/protected-branch.policy').then((m) => m.ProtectedBranchPolicy),
  },
  // The Bearing classes. Closeout stays quiet on a stop re-entry; the completion gate runs again (bearing-lite does).
  {
    id: 'activation',
    families: ['session/start'],
    load: () => import('./activation/activation.policy').then((m) => m.ActivationPolicy),
  },
  {
    id: 'closeout',
    families: ['stop'],
    load: () => import('./closeout/closeout.policy').then((m) => m.CloseoutPolicy),
  },
  {
    id: 'te_test_write',
    families: ['tool/before'],
    load: () => import('./te-test-write/te-test-write.policy').then((m) => m.TeTestWritePolicy),
  },
  {
    id: 'te_completion',
    families: ['stop', 'agent/stop'],
    onReentry: true,
    load: () => import('./te-completion/te-completion.policy').then((m) => m.TeCompletionPolicy),
  },
];
