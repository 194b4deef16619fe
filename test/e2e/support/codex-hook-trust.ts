import { codexHookTrust, codexTrustToml, type CodexHooksFile } from '../../../src/hosts/codex/setup/codex-hook-trust';

export type { CodexHooksFile };

/**
 * The `[hooks.state."<key>"]` tables that mark every handler of a hooks file as reviewed and trusted, so
 * Codex runs them without `--dangerously-bypass-hook-trust` (untrusted hooks are skipped silently): the
 * algorithm `bearing install --host codex` uses (src/hosts/codex/codex-hook-trust.ts). For plugin hooks the key
 * starts with `<plugin>@<marketplace>:<hooks file relative to the plugin root>` (observed on 0.169.0).
 */
export function hookTrustToml(file: CodexHooksFile, keyPrefix: string): string {
  return codexTrustToml(codexHookTrust(file, keyPrefix));
}
