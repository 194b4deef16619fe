import { existsSync, join, lstatSync, normalize, readdirSync, sep } from '../../platform/node-builtins';
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

  /** bearing's files that exist at or under `folder` (absolute): the workspace's config, what its state and the user's config folders hold. */
  heldUnder(folder: string): HeldFile[] {
    const base = normalize(folder);
    const held: HeldFile[] = [];
    const config = join(this.root, BEARING_CONFIG_FILE);
    if (within(config, base) && existsSync(config)) held.push({ path: config, kind: 'config' });
    for (const [directory, kind] of [[join(this.root, RUNTIME_DIRECTORY), 'state'], [this.userDirectory, 'user']] as const) {
      if (directory && (within(directory, base) || within(base, directory))) {
        for (const path of filesIn(directory)) if (within(path, base) && !this.isAgentWritable(path)) held.push({ path, kind });
      }
    }
    return held;
  }

  private isAgentWritable(path: string): boolean {
    const segments = normalize(path).split(sep).map((s) => s.toLowerCase());
    const state = segments.lastIndexOf(RUNTIME_DIRECTORY);
    return state >= 0 && segments[state + 1] === AGENT_WRITABLE;
  }
}

/** The files under a folder (bounded), the folder itself when it holds none. */
function filesIn(directory: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.length >= MAX_HELD) return;
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < 8) walk(path, depth + 1);
      else found.push(path);
    }
  };
  if (lstatSync(directory, { throwIfNoEntry: false })?.isDirectory()) walk(directory, 0);
  return found;
}

/** Files listed under one of bearing's folders at most, for a write that selects some files under a path. */
const MAX_HELD = 500;

export interface HeldFile {
  readonly path: string;
  /** Where it lives: the workspace's config file, bearing's state folder, the user's config folder. */
  readonly kind: 'config' | 'state' | 'user';
}

const USER_CONFIG: ProtectedConfig = { rule: 'protect_user_config', what: "the user's own bearing configuration" };

/** `path` is `folder` or inside it. */
function within(path: string, folder: string): boolean {
  const base = normalize(folder).replace(/[\\/]+$/, '');
  return path === base || path.startsWith(base + sep);
}
