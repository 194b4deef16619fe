import { join } from 'node:path';
import { runsBearingHook } from '../../../setup/bearing-root';
import { readText } from '../../../setup/edit/file-write';
import { hookList } from '../../../setup/hook-list';
import type { InstallContext } from '../../../setup/install-context';
import type { FileStep } from '../../../setup/install-plan';
import { InstallRefusal } from '../../../setup/install-refusal';
import { jsonValue } from '../../../platform/json-tree';
import { parseFileJson } from '../../../setup/edit/json/json-edit';
import { blockMarkers, withoutBlock } from '../../../setup/edit/toml/marked-block';
import { blockToml, refusingBrokenBlock, withBlockBody } from '../../../setup/kits/marked-block.kit';
import { parseToml } from '../../../setup/edit/toml/parse-toml';
import { codexConfigOf, codexHome, readCodexConfig, type CodexConfig } from './codex-config';
import { codexHookTrust, type CodexHooksFile, type CodexHookTrust } from './codex-hook-trust';

/**
 * bearing's part of Codex's config.toml: the `[hooks.state."<key>"]` tables `/hooks` would write for bearing's
 * handlers, in a block of bearing's own at the end of the file (marked-block.ts), so that Codex runs them (it skips
 * an untrusted hook without a word). One block serves every hooks file bearing installed into (the user's and each
 * project's): a change to one file's entries leaves the others'.
 */
const MARKERS = blockMarkers('codex');

/** A hooks file, and how Codex names it in trust keys (codex-config.ts). */
export interface HooksFileAt {
  readonly path: string;
  readonly keyPath: string;
}

export const codexConfigPath = (context: InstallContext) => join(codexHome(context).dir, 'config.toml');

/** The trust entries of bearing's handlers in a hooks file's text, keyed under `keyPath`. */
export function ourTrust(hooksText: string | null, keyPath: string): CodexHookTrust[] {
  if (hooksText === null) return [];
  const file = jsonValue(parseFileJson(hooksText)) as CodexHooksFile;
  return codexHookTrust({ hooks: file.hooks ?? {} }, keyPath).filter((entry) => runsBearingHook(entry.command, 'codex'));
}

/** The entries of bearing's block in config.toml, as Codex left them (it may have switched one off in /hooks). */
function blockEntries(configText: string): Array<{ key: string; enabled: boolean; trustedHash: string }> {
  const block = blockToml(configText, MARKERS);
  if (block === undefined) return [];
  return [...codexConfigOf(block).states].map(([key, state]) => ({ key, enabled: state.enabled ?? true, trustedHash: state.trustedHash ?? '' }));
}

function renderBlock(entries: ReadonlyArray<{ key: string; enabled: boolean; trustedHash: string }>): string {
  return entries.map((e) => `[hooks.state.${JSON.stringify(e.key)}]\nenabled = ${e.enabled}\ntrusted_hash = ${JSON.stringify(e.trustedHash)}\n`).join('\n');
}

/**
 * The config.toml step: bearing's block holding trust for bearing's handlers of `hooks` (its text after the change,
 * null when it goes), beside the entries the block already holds for bearing's other hooks files (the user's and
 * each project's share this one config.toml). A key the user's own part of the file already has is left to it.
 */
export function trustStep(
  context: InstallContext,
  hooks: HooksFileAt,
  hooksText: string | null,
  verb: FileStep['verb'],
): { step: FileStep; config: CodexConfig; conflicts: string[] } {
  const path = codexConfigPath(context);
  const text = readText(path);
  const read = readCodexConfig(text);
  if (!read.ok) throw new InstallRefusal(`${path} is ${read.error}; fix it first (nothing was written)`);
  return refusingBrokenBlock(path, () => trustChange(path, text, read.config, hooks, hooksText, verb));
}

function trustChange(
  path: string,
  text: string | null,
  config: CodexConfig,
  hooks: HooksFileAt,
  hooksText: string | null,
  verb: FileStep['verb'],
): { step: FileStep; config: CodexConfig; conflicts: string[] } {
  // The user's own part of the file: keys there are theirs, whatever bearing would write.
  const rest = text === null ? undefined : parseToml(withoutBlock(text, MARKERS));
  const theirs = rest?.ok ? codexConfigOf(rest.value) : config;
  const prefix = `${hooks.keyPath}:`;
  const wanted = ourTrust(hooksText, hooks.keyPath);
  const conflicts = wanted.filter((e) => theirs.states.has(e.key) && theirs.states.get(e.key)!.trustedHash !== e.trustedHash).map((e) => e.key);
  // Grouped by hooks file, the files in order of their paths (each file's entries in its own order): the user's
  // install and a project's share the block, and installing either again must give the same bytes, whichever came last.
  const entries = [
    ...blockEntries(text ?? '').filter((e) => !e.key.startsWith(prefix)),
    ...wanted.filter((e) => !theirs.states.has(e.key)).map((e) => ({ key: e.key, enabled: true, trustedHash: e.trustedHash })),
  ].sort((a, b) => byText(hooksFileOf(a.key), hooksFileOf(b.key)));
  const after = withBlockBody(text, MARKERS, entries.length > 0 ? renderBlock(entries) : undefined);
  if (after !== null) {
    const check = parseToml(after);
    if (!check.ok) throw new InstallRefusal(`${path} would not be valid TOML with bearing's trust entries (${check.error}); nothing was written`);
  }
  const events = [...new Set(wanted.map((e) => e.event))];
  const what = events.length > 0 ? `the trust entries of bearing's ${hookList(events)} (what /hooks records)` : "bearing's trust entries";
  return { step: { kind: 'file', path, before: text, after, what, verb }, config, conflicts };
}

/** The hooks file a trust key names: `<file>:<event>:<group>:<handler>`, the file's path holding colons of its own. */
function hooksFileOf(key: string): string {
  return key.split(':').slice(0, -3).join(':');
}

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
