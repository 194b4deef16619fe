import { isPlainObject } from '../../platform/plain-object';

/**
 * A tool's input as an object. Cursor sends it as an object on the generic tool events and as a JSON string
 * on the MCP events; anything that is not (or does not parse to) an object gives no input fields.
 */
export function toolInputObject(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return isPlainObject(parsed) ? parsed : {};
}

/** The file or folder a tool call is about, when its input names one (Shell's working_directory, a file path). */
export function toolTarget(input: Readonly<Record<string, unknown>>): string | undefined {
  for (const key of ['working_directory', 'file_path', 'path']) {
    const value = input[key];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return undefined;
}
