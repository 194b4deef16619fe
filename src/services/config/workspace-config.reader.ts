import { inject } from 'tsyringe';
import { join } from '../../platform/node-builtins';
import { injectable } from '../../framework/di/injectable';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { BEARING_CONFIG_FILE } from '../workspace/workspace-locator';
import { checkConfigText } from './config-check';
import { approvalNotice } from './approval/approval-notice';
import { approvalState, type CurrentLayers, type LayerText } from './approval/config-approval';
import { firstProblem, readLayerFile, type FileRead } from './approval/layer-file';
import { layeredSettings } from './approval/layered-settings';
import { stricterSettings } from './approval/stricter-settings';
import { userConfigFile } from './user-config-location';
import type { ConfigLayer, WorkspaceConfig } from './workspace-config';

/**
 * Reads the settings that apply in a workspace: the user-level file (`$XDG_CONFIG_HOME/bearing/config.json`), then
 * the workspace's `bearing.config.json` over it. Strict: a key bearing does not know is an error, so a typo never
 * silently falls back to the defaults. An error is one line naming the file, the line and column, and the key (with
 * the key it most likely meant); the first problem in the file, where `bearing config validate` lists them all.
 *
 * What it returns is what the policies obey: the settings as the user approved them (services/config/approval).
 * A change that loosens them, whoever made it, takes effect only once the user runs `bearing config approve`;
 * until then each setting is the stricter of the approved and the current one, with a `notice` to say so.
 */
@injectable()
export class WorkspaceConfigReader {
  /** One instance per event (see bootstrap): the policies of an event read each file once. */
  private readonly files = new Map<string, FileRead>();
  private readonly results = new Map<string, WorkspaceConfig>();
  /** Whether reading may write the approval record (a workspace seen first, a change that loosens nothing). */
  private recording = true;

  constructor(@inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment = {}) {}

  /** A reader that writes nothing, for doctor: a workspace it sees first gets no record from it. */
  static inspecting(environment: RuntimeEnvironment): WorkspaceConfigReader {
    const reader = new WorkspaceConfigReader(environment);
    reader.recording = false;
    return reader;
  }

  read(root: string): WorkspaceConfig {
    let result = this.results.get(root);
    if (!result) {
      result = this.settle(root);
      this.results.set(root, result);
    }
    return result;
  }

  private settle(root: string): WorkspaceConfig {
    const current = readConfigLayers(root, this.environment, (path) => this.file(path));
    if (!current.ok) return current;
    const settings = layeredSettings(current.layers);
    const state = approvalState(this.environment, root, current, { record: this.recording });
    const notice = approvalNotice(state, root);
    const obeyed = state.kind === 'pending' ? stricterSettings(layeredSettings(state.approved), settings) : settings;
    return { ok: true, ...obeyed, ...(notice !== undefined && { notice }) };
  }

  private file(path: string): FileRead {
    let read = this.files.get(path);
    if (!read) {
      read = readLayerFile(path);
      this.files.set(path, read);
    }
    return read;
  }
}

/** The files that apply in a workspace, in the order they layer: the user's (where there is a home), then the workspace's own. */
export function configFiles(root: string, environment: RuntimeEnvironment): Pick<ConfigLayer, 'scope' | 'path'>[] {
  const user = userConfigFile(environment);
  return [...(user === undefined ? [] : [{ scope: 'user' as const, path: user }]), { scope: 'workspace', path: join(root, BEARING_CONFIG_FILE) }];
}

/**
 * The files that apply in a workspace, each read once: their texts (for the approval record) and their settings;
 * or the first broken one, named with its line and column.
 */
export function readConfigLayers(
  root: string,
  environment: RuntimeEnvironment,
  read: (path: string) => FileRead = readLayerFile,
): ({ readonly ok: true } & CurrentLayers) | Extract<WorkspaceConfig, { ok: false }> {
  const texts: LayerText[] = [];
  const layers: ConfigLayer[] = [];
  for (const { scope, path } of configFiles(root, environment)) {
    const file = read(path);
    if (!file.ok) return { ok: false, path, location: file.at ? `${path}:${file.at.line}:${file.at.column}` : path, error: file.error };
    texts.push({ scope, path, ...(file.text !== undefined && { text: file.text }) });
    if (file.config) layers.push({ scope, path, config: file.config });
  }
  return { ok: true, texts, layers };
}

/** The text of a settings file, parsed and validated: its settings, or its first problem. */
export function parseConfigText(text: string): FileRead {
  return firstProblem(checkConfigText(text));
}
