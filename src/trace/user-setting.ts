import { existsSync } from '../platform/node-builtins';
import type { RuntimeEnvironment } from '../platform/runtime-environment';
import { MAX_CONFIG_BYTES } from '../services/config/config-size';
import { userConfigFile } from '../services/config/user-config-location';
import { readBoundedFile } from '../services/files/bounded-file';

/**
 * One top-level key of the user-level config, read leniently (a broken file is the policies' to report): what the
 * trace and the record read from there only, never from a workspace's bearing.config.json, which a clone brings.
 * Undefined where there is no file, the file does not mention the key, or it cannot be read as JSON.
 */
export function userSetting(environment: RuntimeEnvironment, key: string): unknown {
  const file = userConfigFile(environment);
  // Most users have no such file: asking costs a few microseconds, a failed read several times that.
  if (file === undefined || !existsSync(file)) return undefined;
  // Bounded and never blocking, as the hook reads the config itself (a FIFO or a huge file there stalls no call).
  const read = readBoundedFile(file, MAX_CONFIG_BYTES);
  if (read.kind !== 'text') return undefined;
  // Most user files do not mention it: no parse at all then.
  if (!read.text.includes(`"${key}"`)) return undefined;
  try {
    const config = JSON.parse(read.text) as Record<string, unknown> | null;
    return config !== null && typeof config === 'object' && Object.hasOwn(config, key) ? config[key] : undefined;
  } catch {
    return undefined;
  }
}
