import type { PolicyEntry } from './policy';

/**
 * One generated plugin file, by its path from the plugin root: its whole `content`; or, for a JSON file that holds
 * other keys too (package.json), the top-level `keys` bearing owns there; or a copy of a package file (`copyOf`).
 * `out` files go only into a folder `bearing package --host <id> --out <dir>` writes (one host's plugin folder, or a
 * user's project), `repository` files only into bearing's repository; the rest into both.
 */
export type ManifestFile = {
  readonly path: string;
  readonly scope?: 'out' | 'repository';
} & ({ readonly content: string } | { readonly keys: Readonly<Record<string, unknown>> } | { readonly copyOf: string });

export function jsonFile(path: string, value: unknown): ManifestFile {
  return { path, content: `${JSON.stringify(value, null, 2)}\n` };
}

/** Top-level keys of a JSON file that also holds keys bearing does not generate. */
export function jsonKeys(path: string, keys: Readonly<Record<string, unknown>>): ManifestFile {
  return { path, keys };
}

/** Who the plugin is, as every host's manifest names it (from package.json), the skill it ships and the policies it runs. */
export interface PluginIdentity {
  readonly name: string;
  readonly version: string;
  readonly description: string;
  /** Who publishes it (package.json `author`). */
  readonly author: string;
  /** The text of the bearing skill (SKILL_FILE), for hosts that take a copy of it. */
  readonly skill: string;
  /** The policies the plugin runs: their families decide which events a host's hooks file registers (listenedEvents). */
  readonly policies: readonly PolicyEntry[];
}

/** The packaged hook, relative to the plugin root. */
export const HOOK_BUNDLE = 'hooks/bearing-hook.cjs';

/** The bundle Pi and OpenCode load into their own process, relative to the plugin root. */
export const IN_PROCESS_BUNDLE = 'hooks/bearing-in-process.cjs';

/** The Test Engineering evaluator's child program, beside either bundle. */
const EVALUATOR_CHILD = 'hooks/te-evaluator-child.cjs';

/** What only a workspace with Test Engineering active runs, beside either bundle (loaded at its first use). */
export const TE_BUNDLE = 'hooks/bearing-te.cjs';

/** The plan scan, beside either bundle: only the events that read a plan load it. */
export const PLAN_BUNDLE = 'hooks/bearing-plan.cjs';

/** The placed config check, beside either bundle: only a config file the quick check refused loads it. */
export const DIAGNOSTICS_BUNDLE = 'hooks/bearing-diagnostics.cjs';

/** The trace writer, beside either bundle: only a traced call (BEARING_TRACE=<file>) loads it. */
export const TRACE_BUNDLE = 'hooks/bearing-trace.cjs';

/** The record writer, beside either bundle: only a refused or asked call (the record of issue 20) loads it. */
export const RECORD_BUNDLE = 'hooks/bearing-record.cjs';

/** The shell reader (the parser, the evaluator, git's and the launchers' tables), beside either bundle: only a shell tool call loads it. */
export const SHELL_BUNDLE = 'hooks/bearing-shell.cjs';
/** The PowerShell and cmd reader, which the shell reader loads at a Windows shell's first line. */
export const WINDOWS_BUNDLE = 'hooks/bearing-windows.cjs';
/** The readers of interpreters' code, which the shell reader loads when a command hands code to an interpreter. */
export const INLINE_CODE_BUNDLE = 'hooks/bearing-inline-code.cjs';

/** The rules' layering and matcher, beside either bundle: only a workspace whose files name a rule or a pack loads it. */
export const RULES_BUNDLE = 'hooks/bearing-rules.cjs';

/** The rule packs bearing ships, data files beside either bundle (copied from src/services/command-rules/packs/). */
export const PACK_FILES: readonly string[] = ['hooks/packs/git-history.json'];

/** Everything either bundle loads at its first use, beside it. */
export const APART_FILES: readonly string[] = [
  TE_BUNDLE,
  PLAN_BUNDLE,
  DIAGNOSTICS_BUNDLE,
  TRACE_BUNDLE,
  RECORD_BUNDLE,
  SHELL_BUNDLE,
  WINDOWS_BUNDLE,
  INLINE_CODE_BUNDLE,
  RULES_BUNDLE,
  ...PACK_FILES,
];

/** The bearing skill, relative to the plugin root: how an agent follows bearing's policies by hand. */
export const SKILL_FILE = 'skills/bearing/SKILL.md';

/** Where hosts that read a plugin's skill folder find it, in the form manifests name it. */
export const SKILLS_DIR = './skills/';

/** What a command host's plugin folder runs: the packaged hook, the evaluator's child program, the skill. */
export const COMMAND_HOST_FILES: readonly string[] = [HOOK_BUNDLE, ...APART_FILES, EVALUATOR_CHILD, SKILL_FILE];

/** What an in-process host's plugin folder loads, besides its own entry module. */
export const IN_PROCESS_HOST_FILES: readonly string[] = [IN_PROCESS_BUNDLE, ...APART_FILES, EVALUATOR_CHILD, SKILL_FILE];
