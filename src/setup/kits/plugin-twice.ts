import { warn, type Finding } from '../finding';

/**
 * bearing registered by install and also installed as the host's plugin (README's other way in): the host runs both,
 * so each event runs bearing twice. `as` says how the plugin is there; `fix` how to keep one.
 */
export function alsoAsPlugin(host: string, as: string, fix: string): Finding {
  return warn(host, `bearing is also ${as}: each event runs it twice`, fix);
}
