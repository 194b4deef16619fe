import { warn, type Finding } from '../finding';

/**
 * bearing registered by install and also installed as the host's plugin (README's other way in): the host runs both,
 * so each event runs bearing twice. `as` says how the plugin is there; `fix` how to keep one.
 */
export function alsoAsPlugin(host: string, as: string, fix: string): Finding {
  return warn(host, `bearing is also ${as}: each event runs it twice`, fix);
}

/**
 * bearing registered in the user's file and in the project's: the host reads both and runs each hook it finds, so each
 * event in that project runs bearing twice (one of them answers for nothing).
 */
export function inBothScopes(host: string, userFile: string, projectFile: string): Finding {
  return warn(
    host,
    `bearing is registered both in ${userFile} and in ${projectFile}: each event in this project runs it twice`,
    `keep one: bearing uninstall --host ${host} (your own), or bearing uninstall --host ${host} --scope project`,
  );
}
