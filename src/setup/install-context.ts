import { homedir } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PluginIdentity } from '../framework/manifest-file';
import { findUp } from '../services/files/find-up';
import { InstallRefusal } from './install-refusal';

/** Where a host's configuration is changed: the user's own (their home) or the current repository's. */
export type InstallScope = 'user' | 'project';

export const INSTALL_SCOPES: readonly InstallScope[] = ['user', 'project'];

/**
 * What an install, an uninstall or a doctor check runs against: the environment that names the homes (HOME,
 * XDG_CONFIG_HOME, CODEX_HOME, KIMI_CODE_HOME, CLAUDE_CONFIG_DIR, …), the folder it runs in, and bearing's own
 * folder, whose packaged hook the hosts will run. Passed in whole, so a test points it at a fixture home.
 */
export interface InstallContext {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** bearing's package folder (holding hooks/bearing-hook.cjs). */
  readonly root: string;
  readonly scope: InstallScope;
  readonly identity: PluginIdentity;
}

/** The user's home folder, as the hosts find it: HOME (USERPROFILE on Windows), else the OS's answer. */
export function homeDirectory(context: Pick<InstallContext, 'env'>): string {
  return context.env['HOME'] || (process.platform === 'win32' ? context.env['USERPROFILE'] : undefined) || homedir();
}

/** A folder named by an environment variable if it is set (resolved against the cwd), else `fallback`. */
export function envDirectory(context: Pick<InstallContext, 'env' | 'cwd'>, name: string, fallback: string): string {
  const value = context.env[name];
  return value ? resolve(context.cwd, value) : fallback;
}

/** The repository the cwd is in (the nearest folder up holding `.git`), or undefined. */
export function repositoryRoot(context: Pick<InstallContext, 'cwd'>): string | undefined {
  return findUp(resolve(context.cwd), (dir) => (existsSync(join(dir, '.git')) ? dir : undefined));
}

/** The repository a `--scope project` change goes into; refused outside one. */
export function projectRoot(context: Pick<InstallContext, 'cwd'>): string {
  const root = repositoryRoot(context);
  if (!root) throw new InstallRefusal(`--scope project changes the current repository's configuration, and ${resolve(context.cwd)} is not in a git repository`);
  return root;
}
