import { UNREADABLE_MODES, type BranchesConfig, type UnreadableMode } from '../bearing-config';
import type { RuleLayer } from '../command-rules-config';
import type { ConfigLayer, MergedSettings } from '../workspace-config';

/** What a set of layers (the user-level file, then the workspace's) says, merged as the hook obeys it. */
export interface LayeredSettings {
  readonly config: MergedSettings;
  /** Each layer's `branches` section, the user's first: the branch policy layers them as it layers presets. */
  readonly branches: readonly (BranchesConfig | undefined)[];
  /** The files that applied, the user's first; empty when neither exists (the defaults). */
  readonly files: readonly string[];
  /** The stricter of the layers' `unreadable` (a workspace cannot loosen the user's own): `allow` by default. */
  readonly unreadable: UnreadableMode;
  /** The layers that name rules or packs, the user's first; absent where none does. */
  readonly rules?: readonly RuleLayer[];
}

/** The layers merged: `policies` and `capabilities` key by key (the later layer wins), `unreadable` the strictest. */
export function layeredSettings(layers: readonly ConfigLayer[]): LayeredSettings {
  return {
    config: merged(layers),
    branches: layers.map((l) => l.config.branches),
    files: layers.map((l) => l.path),
    unreadable: strictestUnreadable(layers.map((l) => l.config.unreadable)),
    ...ruleLayers(layers),
  };
}

/** Each layer's `rules` and `packs`, where it has either. */
function ruleLayers(layers: readonly ConfigLayer[]): { rules?: RuleLayer[] } {
  const rules = layers.flatMap(({ scope, path, config: { rules, packs } }) =>
    (rules?.length ?? 0) + (packs?.length ?? 0) === 0 ? [] : [{ scope, path, ...(rules && { rules }), ...(packs && { packs }) }],
  );
  return rules.length > 0 ? { rules } : {};
}

/** The strictest of some `unreadable` settings (unset is `allow`). */
export function strictestUnreadable(modes: readonly (UnreadableMode | undefined)[]): UnreadableMode {
  return modes.reduce<UnreadableMode>(
    (strictest, mode) => (UNREADABLE_MODES.indexOf(mode ?? 'allow') > UNREADABLE_MODES.indexOf(strictest) ? mode! : strictest),
    'allow',
  );
}

function merged(layers: readonly ConfigLayer[]): MergedSettings {
  const policies = Object.assign({}, ...layers.map((l) => l.config.policies));
  const capabilities: Record<string, object> = {};
  for (const layer of layers) {
    for (const [id, activation] of Object.entries(layer.config.capabilities ?? {})) capabilities[id] = { ...capabilities[id], ...activation };
  }
  return {
    ...(Object.keys(policies).length > 0 && { policies }),
    ...(Object.keys(capabilities).length > 0 && { capabilities }),
  };
}
