import type { HostId } from './host-id';
import type { RouteFamily } from './route-family';

/** How well a host supports a route family. */
const CAPABILITY_STATES = ['supported', 'degraded', 'unavailable', 'prohibited'] as const;
export type CapabilityState = (typeof CAPABILITY_STATES)[number];

/** The ways a reply can act on the host (`ask`: the host asks the user whether to go on, instead of refusing). */
export const CHANNELS = ['deny', 'ask', 'context', 'continue', 'notice'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A channel is either one the host honours natively, or it is not there. */
export type ChannelState = 'native' | 'UNAVAILABLE';

/** Where a capability claim comes from. A claim without evidence is not made. */
export interface Evidence {
  /** `live`: observed on the real host; `docs`: the host's own documentation or schema. */
  readonly kind: 'live' | 'docs';
  /** A fixture path for live captures, a URL (with section) for docs. */
  readonly source: string;
  /** Host version the evidence was taken from, where known. */
  readonly version?: string;
  /** ISO date the evidence was read or captured. */
  readonly date: string;
  readonly note?: string;
}

export interface FamilyCapability {
  readonly state: CapabilityState;
  readonly channels: Readonly<Record<Channel, ChannelState>>;
  readonly evidence: readonly Evidence[];
  readonly note?: string;
}

/**
 * How a host keeps track of tasks across sessions: `session` hosts bind a task to the host session that
 * worked on it; `workspace` hosts know only one active task per workspace.
 */
type TaskBinding = 'session' | 'workspace';

/** Everything bearing claims about one host, with the evidence for each claim. */
export interface HostDescriptor {
  readonly id: HostId;
  readonly displayName: string;
  /** The host version the descriptor was last checked against, and when. */
  readonly verifiedAgainst: { readonly version: string; readonly date: string };
  /** A pre-tool gate that cannot read its input denies (instead of passing through). */
  readonly failClosed: boolean;
  readonly taskBinding: TaskBinding;
  /**
   * Where the host itself ends a run of stop continuations (after this many consecutive blocks). Without one, a
   * stop re-entry is answered quietly: a gate that kept blocking would otherwise keep the agent going forever.
   */
  readonly stopLoopCap?: { readonly blocks: number; readonly evidence: readonly Evidence[] };
  /** Families absent here are `unavailable` on this host. */
  readonly families: Readonly<Partial<Record<RouteFamily, FamilyCapability>>>;
}
