import { readText } from '../edit/file-write';

/**
 * A host's own JSON file read the way the doctor reads what bearing did not write: its top object, or undefined when
 * the file is missing, is not JSON, or holds no object (the host reports a broken file of its own itself).
 */
export function readJsonObject(path: string): Record<string, unknown> | undefined {
  return jsonObjectOf(readText(path));
}

/** The same, for a file's text (null: no file). */
export function jsonObjectOf(text: string | null): Record<string, unknown> | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
