import type { PolicyEntry } from '../framework/policy';
import type { PolicySwitch } from '../services/config/policies-config';
import { ActivationPolicy } from './activation/activation.policy';
import { CloseoutPolicy } from './closeout/closeout.policy';
import { CommandRulesPolicy } from './command-rules/command-rules.policy';
import { ConfigGuardPolicy } from './config-guard/config-guard.policy';
import { ProtectedBranchPolicy } from './protected-branch/protected-branch.policy';
import { TeCompletionPolicy } from './test-engineering/te-completion.policy';
import { TeTestWritePolicy } from './test-engineering/te-test-write.policy';
import { CompactBindingPolicy } from './session-memory/compact-binding.policy';
import { TaskOfferPolicy } from './session-memory/task-offer.policy';
import { TaskRestorePolicy } from './session-memory/task-restore.policy';

/** A row whose switch is a key of the config's `policies` section: a misspelt one does not compile. */
type CatalogEntry = PolicyEntry & { readonly switchedBy?: PolicySwitch };

/**
 * Every policy, the route families it listens to, and what it needs from the host (PolicyNeeds): a policy runs
 * only where its channels are native, on a family that is enforced, or where `agent_guided` is enough, usable.
 * Only the policies of an event's family are constructed.
 */
export const POLICY_CATALOG: readonly CatalogEntry[] = [
  // The guard refuses wherever the host has a deny channel on tool calls, even one that only guides (Kimi Code).
  { id: 'protected-branch', families: ['tool/before'], needs: { channels: ['deny'], at: 'agent_guided' }, policy: ProtectedBranchPolicy },
  // The user's rules and packs, wherever the branch guard refuses. No `policies` switch: a file that names no rule
  // and no pack costs nothing, and a switch would let a workspace turn the user's own rules off.
  { id: 'command-rules', families: ['tool/before'], needs: { channels: ['deny'], at: 'agent_guided' }, policy: CommandRulesPolicy },
  // The guard's own configuration and state: an agent that could rewrite them could switch the guard off.
  { id: 'config-guard', families: ['tool/before'], needs: { channels: ['deny'], at: 'agent_guided' }, switchedBy: 'configGuard', policy: ConfigGuardPolicy },
  // The Bearing classes act only where their channel is enforced (host honesty). Closeout stays quiet on a stop
  // re-entry; the completion gate runs again (bearing-lite does) where the host caps stop loops itself
  // (HostDescriptor.stopLoopCap: Claude Code, Grok Build); elsewhere re-entry is quiet.
  { id: 'activation', families: ['session/start'], needs: { channels: ['context'], at: 'enforced' }, switchedBy: 'activation', policy: ActivationPolicy },
  { id: 'closeout', families: ['stop'], needs: { channels: ['context'], at: 'enforced' }, switchedBy: 'closeout', policy: CloseoutPolicy },
  { id: 'te_test_write', families: ['tool/before'], needs: { channels: ['deny'], at: 'enforced' }, switchedBy: 'testEngineering', policy: TeTestWritePolicy },
  {
    id: 'te_completion',
    families: ['stop', 'agent/stop'],
    needs: { channels: ['continue'], at: 'enforced' },
    onReentry: true,
    switchedBy: 'testEngineering',
    policy: TeCompletionPolicy,
  },
  // Session memory: the plan is the only task record; .bearing/ remembers sessions. The binding before a
  // compaction is kept on every host; its notice only where the host shows one.
  { id: 'task-offer', families: ['session/start'], needs: { channels: ['context'], at: 'agent_guided' }, switchedBy: 'taskOffer', policy: TaskOfferPolicy },
  { id: 'task-restore', families: ['session/start'], needs: { channels: ['context'], at: 'agent_guided' }, switchedBy: 'taskOffer', policy: TaskRestorePolicy },
  {
    id: 'compact-binding',
    families: ['compact/before'],
    needs: { channels: [], at: 'agent_guided' },
    optional: ['notice'],
    switchedBy: 'taskOffer',
    policy: CompactBindingPolicy,
  },
];
