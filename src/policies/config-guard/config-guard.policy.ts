import { inject } from 'tsyringe';
import { isAbsolute, join, relative, resolve, sep } from '../../platform/node-builtins';
import { injectable } from '../../framework/di/injectable';
import { eventDirectory } from '../../framework/payload/canonical-fields';
import type { Policy, PolicyContext } from '../../framework/policy';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { ShellDialect } from '../../protocol/shell-dialect';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { userConfigDirectory } from '../../services/config/user-config-location';
import type { FileWrite } from '../../services/shell-command/file-writes/file-write';
import { gitFileWrites } from '../../services/shell-command/file-writes/git-file-writes';
import { ShellCommandAnalyzer } from '../../services/shell-command/shell-command.analyzer';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { protectedConfigReason } from './config-guard-reason';
import { ProtectedConfigPaths } from './protected-config';
import { toolWritePaths } from './tool-write-paths';

/** A shell command can only reach bearing's files by naming them, or by deleting or moving a folder that holds them. */
const MAY_REACH = /bearing|\b(rm|rmdir|mv|del|erase|rd|ri|mi|remove-item|move-item|rename-item|clean)\b/i;

/**
 * Refuses an agent's tool call that writes, moves or deletes bearing's own configuration or state (see
 * ProtectedConfigPaths): file write and edit tools, patches, and shell commands (redirections, `tee`, `sed -i`,
 * `rm`, `mv`, `cp` onto them, PowerShell's cmdlets, `git rm`/`restore`/`checkout --`). An agent that could rewrite
 * `bearing.config.json` could switch the guard off in one step; the user changes it, not the agent. Like the branch
 * guard, it steers agents and is no security boundary: a path the text computes at run time is not checked.
 */
@injectable()
export class ConfigGuardPolicy implements Policy {
  constructor(
    @inject(ShellCommandAnalyzer) private readonly shell: ShellCommandAnalyzer,
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment,
  ) {}

  evaluate(event: HookEvent, context: PolicyContext): Decision {
    const tool = event.tool;
    if (!tool || (tool.kind !== 'write' && tool.command === undefined)) return NO_DECISION;
    const writes = tool.kind === 'write' ? toolWritePaths(tool).map((w) => ({ ...w, dynamic: false, directory: '.', form: tool.name })) : this.shellWrites(tool.command!, tool.dialect, context);
    if (writes.length === 0) return NO_DECISION;
    const paths = new ProtectedConfigPaths(this.workspaces.root(event.cwd), userConfigDirectory(this.environment));
    for (const write of writes) {
      if (write.dynamic && !homeRelative(write.path)) {
        context.trace(`config-guard: not checked: \`${write.form}\` writes ${write.path}, a path computed at run time`);
        continue;
      }
      const place = this.place(eventDirectory(event.cwd), write);
      // Where an unplaced write lands is unknown, so only its own name can be judged: whether it removes a folder
      // that holds bearing's files cannot be.
      const found = place && paths.protects(place.absolute, write.removes && place.placed);
      if (place && found) return { verdict: 'deny', reason: protectedConfigReason(place.placed ? shown(event.cwd, place.absolute) : write.path, write.form, found) };
    }
    return NO_DECISION;
  }

  private shellWrites(command: string, dialect: ShellDialect | undefined, context: PolicyContext): FileWrite[] {
    if (!context.tracing && !MAY_REACH.test(command)) return [];
    const analysis = this.shell.analyze(command, dialect ?? 'posix');
    return [...analysis.writes, ...analysis.invocations.flatMap(gitFileWrites)];
  }

  /**
   * Where a write lands: its path from where its command runs; `~/` is the home folder. After a `cd` the text does
   * not tell (`cd "$D" && echo {} > bearing.config.json`), a relative path is not placed, but its name still shows
   * what it is. Undefined when the home folder it names is unknown.
   */
  private place(cwd: string | undefined, write: Pick<FileWrite, 'path' | 'directory'>): { absolute: string; placed: boolean } | undefined {
    const home = this.environment['HOME'];
    const path = write.path === '~' || write.path.startsWith('~/') ? (home ? join(home, write.path.slice(1)) : undefined) : write.path;
    if (path === undefined) return undefined;
    if (isAbsolute(path)) return { absolute: resolve(path), placed: true };
    if (write.directory === null) return { absolute: resolve(sep, path), placed: false };
    const base = isAbsolute(write.directory) ? write.directory : cwd === undefined ? undefined : resolve(cwd, write.directory);
    // Without a cwd a relative path still shows a protected name (`bearing.config.json`, `.bearing/`).
    return { absolute: resolve(base ?? sep, path), placed: true };
  }
}

/** `~/x`: the shell computes only the home folder, which bearing knows too. */
function homeRelative(path: string): boolean {
  return /^~\/[^$`*?[\]{}]*$/.test(path);
}

/** A path as the reason shows it: relative to the cwd when it is inside it. */
function shown(cwd: string | undefined, path: string): string {
  if (cwd === undefined) return path;
  const inside = relative(resolve(cwd), path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : path;
}
