import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, REPO_ROOT } from './fixtures';

export const CODEX_SCHEMA_DIR = join(FIXTURES, 'codex', 'schemas');

/** The native binary of the pinned @openai/codex (its platform package). */
export function codexBinary(): string {
  const vendor = join(REPO_ROOT, 'node_modules', '@openai', `codex-${process.platform}-${process.arch}`, 'vendor');
  const triple = readdirSync(vendor).find((d) => d.includes(process.arch === 'arm64' ? 'aarch64' : 'x86_64'))!;
  return join(vendor, triple, 'bin', process.platform === 'win32' ? 'codex.exe' : 'codex');
}

const OPENING = Buffer.from('{\n  "$schema": "http://json-schema.org/draft-07/schema#"');

/**
 * The hook JSON schemas embedded in a Codex binary, by title (`pre-tool-use.command.output`, …), as the exact
 * text found there (recipe: shared/reference/codex-live.md §8): every pretty-printed draft-07 schema whose
 * title names a command hook.
 */
export function extractCodexSchemas(binary: string): Map<string, string> {
  const bytes = readFileSync(binary);
  const found = new Map<string, string>();
  for (let at = bytes.indexOf(OPENING); at >= 0; at = bytes.indexOf(OPENING, at + OPENING.length)) {
    const text = bytes.subarray(at, at + 20_000).toString('utf8');
    const end = endOfFirstObject(text);
    if (end < 0) continue;
    try {
      const schema = JSON.parse(text.slice(0, end)) as { title?: string };
      if (schema.title?.includes('.command.')) found.set(schema.title, text.slice(0, end));
    } catch {
      // not a schema after all
    }
  }
  return found;
}

function endOfFirstObject(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The committed schema for one title, parsed. */
export function committedSchema(title: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(join(CODEX_SCHEMA_DIR, `${title}.schema.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Kebab-case schema stem of a Codex event name: `PreToolUse` → `pre-tool-use`. */
export function schemaStem(event: string): string {
  return event.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}
