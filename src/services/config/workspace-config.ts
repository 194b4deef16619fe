/**
 * The settings that apply in a workspace, as the reader gives them (workspace-config.reader.ts). Apart from the
 * reader, because what it runs (the approval, the branch policy) works on these too.
 */
import type { BearingConfig, BranchesConfig, UnreadableMode } from './bearing-config';
import type { RuleLayer } from './command-rules-config';

/** One settings file that applies: the user's (defaults) or the workspace's own. */
export interface ConfigLayer {
  readonly scope: 'user' | 'workspace';
  readonly path: string;
  readonly config: BearingConfig;
}

/** The sections that merge key by key across the layers (the workspace's value wins). */
export type MergedSettings = Pick<BearingConfig, 'capabilities' | 'policies'>;

export type WorkspaceConfig =
  | {
      readonly ok: true;
      readonly config: MergedSettings;
      /** Each layer's `branches` section, the user's first: the branch policy layers them as it layers presets. */
      readonly branches: readonly (BranchesConfig | undefined)[];
      /**
       * While a change that loosens the settings waits for the user's approval: the approved layers' `branches`
       * sections, which the branch policy combines with `branches`, the stricter of both (effectiveBranchPolicy).
       */
      readonly approvedBranches?: readonly (BranchesConfig | undefined)[];
      /** The files that applied, the user's first; empty when neither exists (the defaults). */
      readonly files: readonly string[];
      /** The files that name rules or packs, the user's first (services/command-rules layers them); none: no rule applies. */
      readonly rules?: readonly RuleLayer[];
      /** While a loosening waits for the user's approval: the approved files' rules, which apply besides `rules`. */
      readonly approvedRules?: readonly RuleLayer[];
      /** The stricter of the layers' `unreadable` (a workspace cannot loosen the user's own): `allow` by default. */
      readonly unreadable: UnreadableMode;
      /**
       * One line for stderr while the settings wait for the user's approval (approval-notice.ts): said by the
       * policies that obey them, as they say a broken file's `error`.
       */
      readonly notice?: string;
    }
  | {
      readonly ok: false;
      readonly path: string;
      /** The file and, when the problem has one, its line and column: `/w/bearing.config.json:4:15`. */
      readonly location: string;
      readonly error: string;
    };
