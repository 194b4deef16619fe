import { isAbsolute, join } from '../../platform/node-builtins';
import type { RuntimeEnvironment } from '../../platform/runtime-environment';

/** The user-level file's name inside bearing's config folder. */
const USER_CONFIG_FILE = 'config.json';

/**
 * bearing's folder in the user's configuration: `$XDG_CONFIG_HOME/bearing`, else `~/.config/bearing`. A relative
 * XDG_CONFIG_HOME is ignored, as the XDG spec says, so that the file never depends on where a hook runs.
 */
export function userConfigDirectory(environment: RuntimeEnvironment): string | undefined {
  const xdg = environment['XDG_CONFIG_HOME'];
  if (xdg && isAbsolute(xdg)) return join(xdg, 'bearing');
  const home = environment['HOME'] ?? environment['USERPROFILE'];
  return home && isAbsolute(home) ? join(home, '.config', 'bearing') : undefined;
}

/** The user-level config file (defaults under every workspace's own), or undefined without a home. */
export function userConfigFile(environment: RuntimeEnvironment): string | undefined {
  const directory = userConfigDirectory(environment);
  return directory === undefined ? undefined : join(directory, USER_CONFIG_FILE);
}
