import { parse, TomlError } from 'smol-toml';

export type TomlRead = { readonly ok: true; readonly value: Record<string, unknown> } | { readonly ok: false; readonly error: string };

/**
 * Reads a TOML document with smol-toml 1.6.1, the parser Kimi Code 2.1.0 bundles (its dist/main.mjs), so a file
 * this accepts is one Kimi accepts; Codex (Rust's toml crate) holds to the same TOML 1.0. bearing only reads TOML
 * with it: what bearing adds to a TOML file is text of its own (marked-block.ts), and the user's bytes stay as they are.
 */
export function parseToml(text: string): TomlRead {
  try {
    return { ok: true, value: parse(text) as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    // smol-toml's message is "Invalid TOML document: <problem>" and then a code excerpt.
    const problem = error.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '');
    return { ok: false, error: `not valid TOML: ${problem} (line ${error.line}, column ${error.column})` };
  }
}

/** A TOML table's value as a plain record, or undefined for anything else. */
export function tomlTable(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) ? (value as Record<string, unknown>) : undefined;
}
