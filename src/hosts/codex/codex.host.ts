import type { HostEntry } from '../host-entry';
import { CodexAdapter } from './codex.adapter';
import { CODEX_DESCRIPTOR } from './codex.descriptor';
import { codexManifests, CODEX_FILES } from './codex.manifest';
import { CODEX_SAMPLES } from './codex.samples';
import { CODEX_INSTALLER } from './setup/codex.installer';

/** Everything bearing asks of OpenAI Codex CLI: its adapter, descriptor and plugin files. */
export const CODEX_HOST: HostEntry = {
  id: 'codex',
  transport: 'command',
  descriptor: CODEX_DESCRIPTOR,
  adapter: CodexAdapter,
  manifests: codexManifests,
  files: CODEX_FILES,
  samples: CODEX_SAMPLES,
  installer: CODEX_INSTALLER,
};
