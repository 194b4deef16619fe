import { join } from 'node:path';
import { BEARING_CONFIG_FILE } from '../services/workspace/bearing-config';
import { WorkspaceConfigReader, type WorkspaceConfig } from '../services/workspace/workspace-config.reader';
import { WorkspaceLocator } from '../services/workspace/workspace-locator';
import { fail, ok, type Finding } from './finding';

/**
 * The settings a hook started in `cwd` reads: the workspace the locator finds from there, and that workspace's file
 * as the reader reads it. One small function, so that doctor follows the hooks when where settings come from changes.
 */
export function workspaceSettings(cwd: string): { readonly root: string; readonly config: WorkspaceConfig } {
  const root = new WorkspaceLocator().root(cwd);
  return { root, config: new WorkspaceConfigReader().read(root) };
}

/** Which bearing.config.json applies to the current folder, and whether it reads. */
export function workspaceConfigFinding(cwd: string): Finding {
  const { root, config } = workspaceSettings(cwd);
  if (!config.ok) return fail('config', `${config.path}: ${config.error}; bearing's hooks refuse to guess, and say so to the agent`, `fix ${BEARING_CONFIG_FILE}`);
  if (config.path === undefined) return ok('config', `no ${join(root, BEARING_CONFIG_FILE)}: the defaults apply here (branch preset github-flow)`);
  return ok('config', `${config.path} applies here and is valid`);
}
