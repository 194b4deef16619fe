import { existsSync, join, resolve, sep } from '../../platform/node-builtins';
import { eventDirectory } from '../../framework/payload/canonical-fields';
import { injectable } from '../../framework/di/injectable';
import { findUp } from '../files/find-up';

/** The workspace's own settings file, at the workspace root: it marks the root, as `.git` does. */
export const BEARING_CONFIG_FILE = 'bearing.config.json';

/**
 * Finds the workspace an event belongs to: the nearest directory, from the event's cwd upwards, that
 * holds a bearing config file or a `.git` entry. Without either, the cwd itself.
 */
@injectable()
export class WorkspaceLocator {
  /** One instance per event (see bootstrap): the policies of an event share the walk. */
  private readonly roots = new Map<string, string>();

  root(cwd: string | undefined): string {
    const start = resolve(eventDirectory(cwd) ?? sep);
    let root = this.roots.get(start);
    if (root === undefined) {
      root = findUp(start, (dir) => (existsSync(join(dir, BEARING_CONFIG_FILE)) || existsSync(join(dir, '.git')) ? dir : undefined)) ?? start;
      this.roots.set(start, root);
    }
    return root;
  }
}
