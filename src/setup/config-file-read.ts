import { readText } from './edit/file-write';
import { InstallRefusal } from './install-refusal';
import { JsonShapeError } from './edit/json/json-edit';
import { JsonSyntaxError } from '../platform/json-tree';

/**
 * Runs `change` on a user's config file, turning a file bearing cannot read (not JSON, not the shape the host reads)
 * into one refusal line that names the file: bearing writes nothing then, and the host would not read it either.
 */
export function editConfig<T>(path: string, change: (text: string | null) => T): T {
  const text = readText(path);
  try {
    return change(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new InstallRefusal(`${path} is not valid JSON: ${error.message}; fix it first (nothing was written)`);
    if (error instanceof JsonShapeError) throw new InstallRefusal(`${path}: ${error.message}; fix it first (nothing was written)`);
    throw error;
  }
}

/** The one line a doctor finding gives for a file that does not parse (or undefined for another error). */
export function unreadableConfig(error: unknown): string | undefined {
  if (error instanceof JsonSyntaxError) return `is not valid JSON: ${error.message}`;
  if (error instanceof JsonShapeError) return error.message;
  return undefined;
}
