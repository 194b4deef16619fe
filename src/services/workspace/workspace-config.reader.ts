import { join } from '../../platform/node-builtins';
import { validatedInstance } from '../../platform/validated-instance';
import { validationMessage } from '../../platform/validation-message';
import { injectable } from '../../framework/di/injectable';
import { BEARING_CONFIG_FILE, BearingConfig } from './bearing-config';
import { isPlainObject } from '../../platform/plain-object';
import { readBoundedFile } from './bounded-file';
import { silentConfigProblem } from './silent-config-problem';

/** A settings file is small; anything larger (or not a regular file: a FIFO, /dev/zero) is refused unread. */
const MAX_CONFIG_BYTES = 256 * 1024;

export type WorkspaceConfig =
  | { readonly ok: true; readonly config: BearingConfig; readonly path?: string }
  | { readonly ok: false; readonly path: string; readonly error: string };

/**
 * Reads `bearing.config.json` from a workspace root. Strict: a key bearing does not know is an error,
 * so a typo never silently falls back to the defaults. Errors are one line, naming the key.
 */
@injectable()
export class WorkspaceConfigReader {
  /** One instance per event (see bootstrap): the policies of an event read the file once. */
  private readonly configs = new Map<string, WorkspaceConfig>();

  read(root: string): WorkspaceConfig {
    let config = this.configs.get(root);
    if (!config) {
      config = this.load(root);
      this.configs.set(root, config);
    }
    return config;
  }

  private load(root: string): WorkspaceConfig {
    const path = join(root, BEARING_CONFIG_FILE);
    const file = readBoundedFile(path, MAX_CONFIG_BYTES);
    switch (file.kind) {
      case 'missing':
        return { ok: true, config: new BearingConfig() };
      case 'not_a_file':
        return { ok: false, path, error: 'not a regular file' };
      case 'too_large':
        return { ok: false, path, error: `larger than ${MAX_CONFIG_BYTES} bytes` };
      case 'unreadable':
        return { ok: false, path, error: `cannot read it (${file.code})` };
    }
    let plain: unknown;
    try {
      plain = JSON.parse(file.text);
    } catch (error) {
      return { ok: false, path, error: `not valid JSON: ${(error as Error).message}` };
    }
    if (!isPlainObject(plain)) {
      return { ok: false, path, error: 'must hold a JSON object' };
    }
    const silent = silentConfigProblem(plain);
    if (silent) return { ok: false, path, error: silent };
    const [config, errors] = validatedInstance(BearingConfig, plain, true);
    if (errors.length > 0) return { ok: false, path, error: validationMessage(errors[0]!) };
    return { ok: true, config, path };
  }
}
