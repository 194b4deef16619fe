import { existsSync, join, normalize, sep } from '../../platform/node-builtins';
import { BEARING_CONFIG_FILE } from '../../services/config/bearing-config';
import { RUNTIME_DIRECTORY } from '../../services/records/runtime-directory';

/** What a path is of bearing's own, and the rule that keeps agents off it. */
export interface ProtectedConfig {
  readonly rule: 'protect_bearing_config' | 'protect_bearing_state' | 'protect_user_config';
  /** What it is, for the reason: `the workspace's bearing.config.json`. */
  readonly what: string;
}

/** Where an agent may write under `.bearing/`: the Test Engineering hand-off it is asked to write. */
const AGENT_WRITABLE = 'test-engineering';

/**
 * bearing's configuration and state, which an agent must not change: any `bearing.config.json` (an agent that
 * rewrites it picks its own rules), anything under a `.bearing/` folder (the sessions and records bearing keeps;
 * the Test Engineering hand-off aside), and the user-level config folder. A path that deletes or moves a folder
 * holding one of them (`rm -rf .`) counts too. Names match ignoring case, as on case-insensitive disks.
 */
export class ProtectedConfigPaths {
  constructor(
    private readonly root: string,
    private readonly userDirectory: string | undefined,
  ) {}

  /** What of bearing's own `path` (absolute) is, or undefined; `removes` for a delete or a move away. */
  protects(path: string, removes: boolean): ProtectedConfig | undefined {
    const normal = normalize(path);
    const segments = normal.split(sep).map((s) => s.toLowerCase());
    if (segments[segments.length - 1] === BEARING_CONFIG_FILE) return { rule: 'protect_bearing_config', what: `bearing's configuration (${BEARING_CONFIG_FILE})` };
    const state = segments.lastIndexOf(RUNTIME_DIRECTORY);
    if (state >= 0 && segments[state + 1] !== AGENT_WRITABLE) return { rule: 'protect_bearing_state', what: `bearing's state (${RUNTIME_DIRECTORY}/)` };
    if (this.userDirectory && within(normal, this.userDirectory)) return USER_CONFIG;
    if (!removes) return undefined;
    const held = [join(this.root, BEARING_CONFIG_FILE), join(this.root, RUNTIME_DIRECTORY), ...(this.userDirectory ? [this.userDirectory] : [])];
    const inside = held.find((p) => within(p, normal) && p !== normal && existsSync(p));
    if (!inside) return undefined;
    return inside === this.userDirectory ? USER_CONFIG : { rule: 'protect_bearing_config', what: `a folder that holds bearing's ${inside.endsWith(RUNTIME_DIRECTORY) ? 'state' : 'configuration'}` };
  }
}

const USER_CONFIG: ProtectedConfig = { rule: 'protect_user_config', what: "the user's own bearing configuration" };

/** `path` is `folder` or inside it. */
function within(path: string, folder: string): boolean {
  const base = normalize(folder).replace(/[\\/]+$/, '');
  return path === base || path.startsWith(base + sep);
}
