import { claudeCodeManifests } from './claude-code.manifest';
import { cursorManifests } from './cursor.manifest';
import { grokBuildManifests } from './grok-build.manifest';
import { codexManifests } from './codex.manifest';
import { kimiCodeManifests } from './kimi-code.manifest';
import type { ManifestFile, PluginIdentity } from './manifest-file';
import { ClaudeCodeAdapter } from '../hosts/claude-code/claude-code.adapter';
import { CodexAdapter } from '../hosts/codex/codex.adapter';
import { CursorAdapter } from '../hosts/cursor/cursor.adapter';
import { GrokBuildAdapter } from '../hosts/grok-build/grok-build.adapter';
import { KimiCodeAdapter } from '../hosts/kimi-code/kimi-code.adapter';

/** Every host's plugin files, generated from its adapter: the one source all manifests come from (`bearing package`). */
export function allManifests(identity: PluginIdentity): ManifestFile[] {
  return [
    ...claudeCodeManifests(ClaudeCodeAdapter, identity),
    ...cursorManifests(CursorAdapter, identity),
    ...grokBuildManifests(GrokBuildAdapter, ClaudeCodeAdapter, identity),
    ...codexManifests(CodexAdapter, identity),
    ...kimiCodeManifests(KimiCodeAdapter, identity),
  ];
}
