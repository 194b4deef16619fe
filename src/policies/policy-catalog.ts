import type { PolicyEntry } from '../framework/policy';
import { ActivationPolicy } from './activation/activation.policy';
import { CloseoutPolicy } from './closeout/closeout.policy';
import { ProtectedBranchPolicy } from './protected-branch/protected-branch.policy';
import { TeCompletionPolicy } from './test-engineering/te-completion.policy';
import { TeTestWritePolicy } from './test-engineering/te-test-write.policy';
import { CompactBindingPolicy } from './session-memory/compact-binding.policy';
import { TaskOfferPolicy } from './session-memory/task-offer.policy';
import { TaskRestorePolicy } from './session-memory/task-restore.policy';

/**
 * Every policy, the route families it listens to, and what it needs from the host (PolicyNeeds): a policy runs
 * only where its channels are native, on a family that is enforced, or where `agent_guided` is enough, usable.
 * Only the policies of an event's family are constructed.
 */
export const POLICY_CATALOG: readonly PolicyEntry[] = [
  // The guard refuses wherever the host has a deny channel on tool calls, even one that only guides (Kimi Code).
  { id: 'protected-branch', families: ['tool/before'], needs: { channels: ['deny'], at: 'agent_guided' }, policy: ProtectedBranchPolicy },
  // The Bearing classes act only where their channel is enforced (host honesty). Closeout stays quiet on a stop
  // re-entry; the completion gate runs again (bearing-lite does) where the host caps stop loops itself
  // (HostDescriptor.stopLoopCap: Claude Code, Grok Build); elsewhere re-entry is quiet.
  { id: 'activation', families: ['session/start'], needs: { channels: ['context'], at: 'enforced' }, policy: ActivationPolicy },
  { id: 'closeout', families: ['stop'], needs: { channels: ['context'], at: 'enforced' }, policy: CloseoutPolicy },
  { id: 'te_test_write', families: ['tool/before'], needs: { channels: ['deny'], at: 'enforced' }, policy: TeTestWritePolicy },
  { id: 'te_completion', families: ['stop', 'agent/stop'], needs: { channels: ['continue'], at: 'enforced' }, onReentry: true, policy: TeCompletionPolicy },
  // Session memory: the plan is the only task record; .bearing/ remembers sessions. The binding before a
  // compaction is kept on every host; its notice only where the host shows one.
  { id: 'task-offer', families: ['session/start'], needs: { channels: ['context'], at: 'agent_guided' }, policy: TaskOfferPolicy },
  { id: 'task-restore', families: ['session/start'], needs: { channels: ['context'], at: 'agent_guided' }, policy: TaskRestorePolicy },
  { id: 'compact-binding', families: ['compact/before'], needs: { channels: [], at: 'agent_guided' }, optional: ['notice'], policy: CompactBindingPolicy },
];
