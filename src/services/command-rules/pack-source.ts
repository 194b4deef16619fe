import { join, readFileSync } from '../../platform/node-builtins';
import { injectable } from '../../framework/di/injectable';
import type { CommandRuleConfig, PackName } from '../config/command-rules-config';

/** One pack's rules as its data file holds them, or why it cannot be read. */
export type PackRead =
  | { readonly ok: true; readonly file: string; readonly rules: readonly CommandRuleConfig[] }
  | { readonly ok: false; readonly file: string; readonly error: string };

/**
 * The rule packs bearing ships, read only when a settings file turns one on. Behind a token so a test can see
 * which packs a call opened (none, where no file names one).
 */
export const PackSource = Symbol('PackSource');
export interface PackSource {
  read(name: PackName): PackRead;
}

/**
 * The packs as data files, `packs/<name>.json` beside this code: beside the packaged hooks (the build copies
 * them into hooks/packs/) or beside this source file. bearing wrote them and their tests check them against the
 * config's rule classes, so they are read as they are.
 */
@injectable()
export class FilePackSource implements PackSource {
  private readonly reads = new Map<PackName, PackRead>();

  read(name: PackName): PackRead {
    let read = this.reads.get(name);
    if (!read) {
      read = readPack(join(__dirname, 'packs', `${name}.json`));
      this.reads.set(name, read);
    }
    return read;
  }
}

function readPack(file: string): PackRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, file, error: code === 'ENOENT' ? 'this version of bearing does not ship it yet' : `cannot read it (${code ?? 'error'})` };
  }
  try {
    const rules = (JSON.parse(text) as { rules?: unknown }).rules;
    return Array.isArray(rules) ? { ok: true, file, rules: rules as CommandRuleConfig[] } : { ok: false, file, error: 'it holds no "rules" list' };
  } catch (error) {
    return { ok: false, file, error: `not valid JSON: ${(error as Error).message}` };
  }
}
