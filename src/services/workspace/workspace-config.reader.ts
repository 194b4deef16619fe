import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { validationMessage } from '../../framework/payload/validation-message';
import { injectable } from 'tsyringe';
import { BEARING_CONFIG_FILE, BearingConfig } from './bearing-config';
import { isPlainObject } from '../../framework/payload/plain-object';

export type WorkspaceConfig =
  | { readonly ok: true; readonly config: BearingConfig; readonly path?: string }
  | { readonly ok: false; readonly path: string; readonly error: string };

/**
 * Reads `bearing.config.json` from a workspace root. Strict: a key bearing does not know is an error,
 * so a typo never silently falls back to the defaults. Errors are one line, naming the key.
 */
@injectable()
export class WorkspaceConfigReader {
  read(root: string): WorkspaceConfig {
    const path = join(root, BEARING_CONFIG_FILE);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, config: new BearingConfig() };
      return { ok: false, path, error: `cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
    }
    let plain: unknown;
    try {
      plain = JSON.parse(text);
    } catch (error) {
      return { ok: false, path, error: `not valid JSON: ${(error as Error).message}` };
    }
    if (!isPlainObject(plain)) {
      return { ok: false, path, error: 'must hold a JSON object' };
    }
    const config = plainToInstance(BearingConfig, plain);
    const errors = validateSync(config, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: false });
    if (errors.length > 0) return { ok: false, path, error: validationMessage(errors[0]!) };
    return { ok: true, config, path };
  }
}
