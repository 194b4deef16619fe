import type { HostEntry } from '../../framework/host-entry';
import { COMMAND_HOST_FILES } from '../../framework/manifest-file';
import { CodexAdapter } from './codex.adapter';
import { CODEX_DESCRIPTOR } from './codex.descriptor';
import { codexManifests } from './codex.manifest';

/** Everything bearing asks of OpenAI Codex CLI: its adapter, descriptor and plugin files. */
export const CODEX_HOST: HostEntry = {
  id: 'codex',
  transport: 'command',
  descriptor: CODEX_DESCRIPTOR,
  adapter: CodexAdapter,
  manifests: codexManifests,
  files: COMMAND_HOST_FILES,
};
