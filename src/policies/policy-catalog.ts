import type { PolicyEntry } from '../framework/policy';
import { ActivationPolicy } from './activation/activation.policy';
import { CloseoutPolicy } from './closeout/closeout.policy';
import { ProtectedBranchPolicy } from './protected-branch/protected-branch.policy';
import { TeCompletionPolicy } from './te-completion/te-completion.policy';
import { TeTestWritePolicy } from './te-test-write/te-test-write.policy';
import { CompactBindingPolicy } from './session-memory/compact-binding.policy';
import { TaskOfferPolicy } from './session-memory/task-offer.policy';
import { TaskRestorePolicy } from './session-memory/task-restore.policy';

/** Every policy and the route families it listens to. Only the policies of an event's family are constructed. */
export const POLICY_CATALOG: readonly PolicyEntry[] = [
  { id: 'protected-branch', families: ['tool/before'], policy: ProtectedBranchPolicy },
  // The Bearing classes. Closeout stays quiet on a stop re-entry; the completion gate runs again (bearing-lite does)
  // where the host caps stop loops itself (HostDescriptor.stopLoopCap: Claude Code, Grok Build); elsewhere re-entry is quiet.
  { id: 'activation', families: ['session/start'], policy: ActivationPolicy },
  { id: 'closeout', families: ['stop'], policy: CloseoutPolicy },
  { id: 'te_test_write', families: ['tool/before'], policy: TeTestWritePolicy },
  { id: 'te_completion', families: ['stop', 'agent/stop'], onReentry: true, policy: TeCompletionPolicy },
  // Session memory: the plan is the only task record; .bearing/ remembers sessions.
  { id: 'task-offer', families: ['session/start'], policy: TaskOfferPolicy },
  { id: 'task-restore', families: ['session/start'], policy: TaskRestorePolicy },
  { id: 'compact-binding', families: ['compact/before'], policy: CompactBindingPolicy },
];
