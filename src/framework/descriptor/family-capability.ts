import { CHANNELS, type CapabilityState, type Channel, type Evidence, type FamilyCapability, type HostDescriptor } from '../../protocol/host-capability';

/**
 * Evidence and notes as descriptors write them: `CARRY_EVIDENCE && [...]`, so that the packaged hook's build, where
 * CARRY_EVIDENCE is false, drops them (see carry-evidence.ts).
 */
type Cited<T> = T | false;

/** A family capability whose listed channels are native and every other channel UNAVAILABLE. */
export function familyCapability(
  state: CapabilityState,
  native: readonly Channel[],
  evidence: Cited<readonly Evidence[]>,
  note?: Cited<string>,
): FamilyCapability {
  const channels = Object.fromEntries(CHANNELS.map((c) => [c, native.includes(c) ? 'native' : 'UNAVAILABLE'])) as FamilyCapability['channels'];
  return { state, channels, evidence: evidence || [], ...(note && { note }) };
}

/** A family the host fully supports (its native channels may be enforced). */
export function supported(native: readonly Channel[], evidence: Cited<readonly Evidence[]>, note?: Cited<string>): FamilyCapability {
  return familyCapability('supported', native, evidence, note);
}

/** A family the host supports partly or fragilely: its native channels only guide the agent. */
export function degraded(native: readonly Channel[], evidence: Cited<readonly Evidence[]>, note?: Cited<string>): FamilyCapability {
  return familyCapability('degraded', native, evidence, note);
}

/** A family the host gives bearing no way into, and why (`reason`, dated by its evidence). */
export function unavailable(reason: Cited<string>, evidence: Cited<readonly Evidence[]>): FamilyCapability {
  return familyCapability('unavailable', [], evidence, reason);
}

/** Where the host ends a run of stop continuations itself (HostDescriptor.stopLoopCap), and the source that says so. */
export function stopLoopCap(blocks: number, evidence: Cited<readonly Evidence[]>): NonNullable<HostDescriptor['stopLoopCap']> {
  return { blocks, evidence: evidence || [] };
}
