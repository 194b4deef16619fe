import { inject } from 'tsyringe';
import { join } from '../../platform/node-builtins';
import { validatedInstance } from '../../platform/validated-instance';
import { validationMessage } from '../../platform/validation-message';
import { injectable } from '../../framework/di/injectable';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { BEARING_CONFIG_FILE, BearingConfig, type BranchesConfig } from './bearing-config';
import { isPlainObject } from '../../platform/plain-object';
import { readBoundedFile } from '../workspace/bounded-file';
import { silentConfigProblem } from './silent-config-problem';
import { userConfigFile } from './user-config-location';

/** A settings file is small; anything larger (or not a regular file: a FIFO, /dev/zero) is refused unread. */
const MAX_CONFIG_BYTES = 256 * 1024;

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
    }
  | { readonly ok: false; readonly path: string; readonly error: string };

type FileRead = { readonly ok: true; readonly config?: BearingConfig } | { readonly ok: false; readonly error: string };

/**
 * Reads the settings that apply in a workspace: the user-level file (`$XDG_CONFIG_HOME/bearing/config.json`), then
 * the workspace's `bearing.config.json` over it. Strict: a key bearing does not know is an error, so a typo never
 * silently falls back to the defaults. Errors are one line, naming the file and the key.
 */
@injectable()
export class WorkspaceConfigReader {
  /** One instance per event (see bootstrap): the policies of an event read each file once. */
  private readonly files = new Map<string, FileRead>();

  constructor(@inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment = {}) {}

  read(root: string): WorkspaceConfig {
    const layers: ConfigLayer[] = [];
    const user = userConfigFile(this.environment);
    for (const [scope, path] of [['user', user], ['workspace', join(root, BEARING_CONFIG_FILE)]] as const) {
      if (path === undefined) continue;
      const file = this.file(path);
      if (!file.ok) return { ok: false, path, error: file.error };
      if (file.config) layers.push({ scope, path, config: file.config });
    }
    return { ok: true, config: merged(layers), branches: layers.map((l) => l.config.branches), files: layers.map((l) => l.path) };
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

/** One settings file, checked: absent (nothing to apply), valid, or the one line that says what is wrong. */
export function loadConfigFile(path: string): FileRead {
  const file = readBoundedFile(path, MAX_CONFIG_BYTES);
  switch (file.kind) {
    case 'missing':
      return { ok: true };
    case 'not_a_file':
      return { ok: false, error: 'not a regular file' };
    case 'too_large':
      return { ok: false, error: `larger than ${MAX_CONFIG_BYTES} bytes` };
    case 'unreadable':
      return { ok: false, error: `cannot read it (${file.code})` };
  }
  return parseConfigText(file.text);
}

/** The text of a settings file, parsed and validated. */
export function parseConfigText(text: string): FileRead {
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `not valid JSON: ${(error as Error).message}` };
  }
  if (!isPlainObject(plain)) return { ok: false, error: 'must hold a JSON object' };
  const silent = silentConfigProblem(plain);
  if (silent) return { ok: false, error: silent };
  const [config, errors] = validatedInstance(BearingConfig, plain, true);
  if (errors.length > 0) return { ok: false, error: validationMessage(errors[0]!) };
  return { ok: true, config };
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
