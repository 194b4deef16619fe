import { inject } from 'tsyringe';
import { join } from '../../platform/node-builtins';
import { injectable } from '../../framework/di/injectable';
import type { TextPosition } from '../../platform/json-positions';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { BEARING_CONFIG_FILE, BearingConfig, UNREADABLE_MODES, type BranchesConfig, type UnreadableMode } from './bearing-config';
import { checkConfigFile, checkConfigText, type ConfigCheck } from './config-check';
import { userConfigFile } from './user-config-location';

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
      /** The files that applied, the user's first; empty when neither exists (the defaults). */
      readonly files: readonly string[];
      /** The stricter of the layers' `unreadable` (a workspace cannot loosen the user's own): `allow` by default. */
      readonly unreadable: UnreadableMode;
    }
  | {
      readonly ok: false;
      readonly path: string;
      /** The file and, when the problem has one, its line and column: `/w/bearing.config.json:4:15`. */
      readonly location: string;
      readonly error: string;
    };

type FileRead = { readonly ok: true; readonly config?: BearingConfig } | { readonly ok: false; readonly error: string; readonly at?: TextPosition };

/**
 * Reads the settings that apply in a workspace: the user-level file (`$XDG_CONFIG_HOME/bearing/config.json`), then
 * the workspace's `bearing.config.json` over it. Strict: a key bearing does not know is an error, so a typo never
 * silently falls back to the defaults. An error is one line naming the file, the line and column, and the key (with
 * the key it most likely meant); the first problem in the file, where `bearing config validate` lists them all.
 */
@injectable()
export class WorkspaceConfigReader {
  /** One instance per event (see bootstrap): the policies of an event read each file once. */
  private readonly files = new Map<string, FileRead>();

  constructor(@inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment = {}) {}

  read(root: string): WorkspaceConfig {
    const layers: ConfigLayer[] = [];
    for (const { scope, path } of configFiles(root, this.environment)) {
      const file = this.file(path);
      if (!file.ok) return { ok: false, path, location: file.at ? `${path}:${file.at.line}:${file.at.column}` : path, error: file.error };
      if (file.config) layers.push({ scope, path, config: file.config });
    }
    const unreadable = layers.reduce<UnreadableMode>((strictest, l) => (UNREADABLE_MODES.indexOf(l.config.unreadable ?? 'allow') > UNREADABLE_MODES.indexOf(strictest) ? l.config.unreadable! : strictest), 'allow');
    return { ok: true, config: merged(layers), branches: layers.map((l) => l.config.branches), files: layers.map((l) => l.path), unreadable };
  }

  private file(path: string): FileRead {
    let read = this.files.get(path);
    if (!read) {
      read = loadConfigFile(path);
      this.files.set(path, read);
    }
    return read;
  }
}

/** The files that apply in a workspace, in the order they layer: the user's (where there is a home), then the workspace's own. */
export function configFiles(root: string, environment: RuntimeEnvironment): Pick<ConfigLayer, 'scope' | 'path'>[] {
  const user = userConfigFile(environment);
  return [...(user === undefined ? [] : [{ scope: 'user' as const, path: user }]), { scope: 'workspace', path: join(root, BEARING_CONFIG_FILE) }];
}

/** One settings file, checked: absent (nothing to apply), valid, or its first problem. */
export function loadConfigFile(path: string): FileRead {
  const check = checkConfigFile(path);
  return check === undefined ? { ok: true } : firstProblem(check);
}

/** The text of a settings file, parsed and validated: its settings, or its first problem. */
export function parseConfigText(text: string): FileRead {
  return firstProblem(checkConfigText(text));
}

function firstProblem(check: ConfigCheck): FileRead {
  if (check.config) return { ok: true, config: check.config };
  const first = check.problems[0]!;
  return { ok: false, error: first.message, ...(first.at && { at: first.at }) };
}

/** `policies` and `capabilities` key by key, the later layer winning. */
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
