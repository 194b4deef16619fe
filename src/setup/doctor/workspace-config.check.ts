import { join } from 'node:path';
import { BEARING_CONFIG_FILE, WorkspaceLocator } from '../../services/workspace/workspace-locator';
import type { WorkspaceConfig } from '../../services/config/workspace-config';
import { WorkspaceConfigReader } from '../../services/config/workspace-config.reader';
import { fail, ok, type Finding } from '../finding';

/**
 * The settings a hook started in `cwd` reads: the workspace the locator finds from there, and the files that apply
 * there (the user-level one, then the workspace's) as the reader reads them. One small function, so that doctor
 * follows the hooks when where settings come from changes.
 */
function workspaceSettings(cwd: string, environment: NodeJS.ProcessEnv): { readonly root: string; readonly config: WorkspaceConfig } {
  const root = new WorkspaceLocator().root(cwd);
  // Doctor changes nothing: a workspace seen first gets its approval record from the hook, not from here.
  return { root, config: WorkspaceConfigReader.inspecting(environment).read(root) };
}

/** Which settings files apply to the current folder, and whether they read. */
export function workspaceConfigFinding(cwd: string, environment: NodeJS.ProcessEnv = {}): Finding {
  const { root, config } = workspaceSettings(cwd, environment);
  if (!config.ok)
    return fail(
      'config',
      `${config.location}: ${config.error}; bearing's hooks refuse what they would check until it is fixed`,
      `fix ${config.path} (bearing config validate lists every problem)`,
    );
  if (config.files.length === 0) return ok('config', `no ${join(root, BEARING_CONFIG_FILE)}: the defaults apply here (branch preset github-flow)`);
  return ok(
    'config',
    `${config.files.join(' and ')} ${config.files.length > 1 ? 'apply' : 'applies'} here and ${config.files.length > 1 ? 'are' : 'is'} valid`,
  );
}
