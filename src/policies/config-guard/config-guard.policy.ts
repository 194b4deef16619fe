import { inject } from 'tsyringe';
import { isAbsolute, relative, resolve, sep } from '../../platform/node-builtins';
import { injectable } from '../../framework/di/injectable';
import { eventDirectory } from '../../framework/payload/canonical-fields';
import type { Policy, PolicyContext } from '../../framework/policy';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { userConfigDirectory } from '../../services/config/user-config-location';
import type { FileWrite } from '../../services/shell-command/file-writes/file-write';
import { ShellCommandAnalyzer } from '../../services/shell-command/shell-command.analyzer';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { approvalCommandRefusal } from './approval-command';
import { protectedConfigReason } from './config-guard-reason';
import { ProtectedConfigPaths } from './protected-config';
import { selectedBy } from './selected-files';
import { toolWritePaths } from './tool-write-paths';

/**
 * Refuses an agent's tool call that writes, moves or deletes bearing's own configuration or state (see
 * ProtectedConfigPaths): file write and edit tools, patches, and shell commands, by where each write really lands
 * (a copy into a folder keeps the source's name; `cp -r dir/. .`, `rsync`, `tar -x`, `unzip` write what the source
 * holds; `~`, `$HOME`, `$PWD`, globs and braces expanded; `find … -delete` by its tests; `git stash`,
 * `git checkout .`, `git clean` by the state of each protected file in the index). An agent that could rewrite
 * `bearing.config.json` could switch the guard off in one step; the user changes it, not the agent. A path the
 * reading cannot follow is not checked (and said when tracing).
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
    const cwd = eventDirectory(event.cwd);
    // Approving a change to the configuration is the user's, in their own terminal (approval-command.ts).
    const approving = tool.kind === 'write' ? undefined : approvalCommandRefusal(this.shell.analyze(tool.command!, tool.dialect ?? 'posix', cwd).commands);
    if (approving) return approving;
    const writes: readonly FileWrite[] =
      tool.kind === 'write'
        ? toolWritePaths(tool).map((w) => ({ ...w, dynamic: false, directory: cwd ?? null, form: tool.name }))
        : this.shell.analyze(tool.command!, tool.dialect ?? 'posix', cwd).writes;
    if (writes.length === 0) return NO_DECISION;
    const paths = new ProtectedConfigPaths(this.workspaces.root(event.cwd), userConfigDirectory(this.environment), this.environment);
    for (const write of writes) {
      if (write.dynamic) {
        context.notChecked(`\`${write.form}\` writes ${write.path}, a path computed at run time`);
        continue;
      }
      const place = placeOf(write);
      if ((write.only || write.matching) && place.placed) {
        // Only some of the files under the path: those of bearing's it selects.
        const hit = selectedBy(write, place.absolute, paths);
        if (hit) return { verdict: 'deny', reason: protectedConfigReason(shown(cwd, hit.path), write.form, hit.found), rule: hit.found.rule };
        continue;
      }
      // Where an unplaced write lands is unknown, so only its own name can be judged (`cd "$D" && git restore
      // bearing.config.json`, whatever state the file is in there): whether it removes a folder that holds bearing's
      // files cannot be, nor what a selecting write (`git stash`, `find . -delete`) selects there.
      const found = paths.protects(place.absolute, write.removes && place.placed, place.placed);
      if (found)
        return { verdict: 'deny', reason: protectedConfigReason(place.placed ? shown(cwd, place.absolute) : write.path, write.form, found), rule: found.rule };
    }
    return NO_DECISION;
  }
}

/**
 * Where a write lands: its path from where its command runs. After a `cd` the text does not tell (`cd "$D" && echo
 * {} > bearing.config.json`), a relative path is not placed, but its name still shows what it is.
 */
function placeOf(write: Pick<FileWrite, 'path' | 'directory'>): { absolute: string; placed: boolean } {
  if (isAbsolute(write.path)) return { absolute: resolve(write.path), placed: true };
  if (write.directory === null || !isAbsolute(write.directory)) return { absolute: resolve(sep, write.path), placed: false };
  return { absolute: resolve(write.directory, write.path), placed: true };
}

/** A path as the reason shows it: relative to the cwd when it is inside it. */
function shown(cwd: string | undefined, path: string): string {
  if (cwd === undefined) return path;
  const inside = relative(resolve(cwd), path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : path;
}
