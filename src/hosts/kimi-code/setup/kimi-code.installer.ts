import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fail, info, notInstalled, ok, warn, type Finding } from '../../../setup/finding';
import { hookBundleOf, hookRoot, runsBearingHook } from '../../../setup/bearing-root';
import { canonicalJson } from '../../../setup/edit/canonical-json';
import { readText } from '../../../setup/edit/file-write';
import { hookList } from '../../../setup/hook-list';
import type { HostCheck, HostInstaller } from '../../../setup/host-installer';
import { envDirectory, homeDirectory, type InstallContext } from '../../../setup/install-context';
import type { InstallPlan } from '../../../setup/install-plan';
import { InstallRefusal } from '../../../setup/install-refusal';
import { blockBody, blockMarkers, BrokenBlockError, withoutBlock } from '../../../setup/edit/toml/marked-block';
import { BROKEN_BLOCK_FIX, blockToml, refusingBrokenBlock, withBlockBody } from '../../../setup/kits/marked-block.kit';
import { readJsonObject } from '../../../setup/kits/lenient-json';
import { alsoAsPlugin } from '../../../setup/kits/plugin-twice';
import { parseToml, tomlTable } from '../../../setup/edit/toml/parse-toml';
import { kimiHooksProblem } from './kimi-config-hooks';
import { kimiHookEntries, type KimiHookEntry } from '../kimi-code.manifest';

/**
 * Kimi Code 2.1.0 reads hooks from `[[hooks]]` tables in `$KIMI_CODE_HOME/config.toml` (default `~/.kimi-code`;
 * resolveKimiHome in dist/main.mjs) and has no project-level hook configuration (shared/reference/kimi-live.md §2).
 * bearing's tables are the plugin's entries, with bearing's folder in place of `${KIMI_PLUGIN_ROOT}` (config hooks
 * get no plugin root), in a block of its own at the end of the file, with only the keys 2.1.0 knows: one unknown
 * key or event anywhere in the section makes Kimi drop every hook, so bearing refuses to add to a section that is
 * already broken, and checks the result before writing it.
 */
const MARKERS = blockMarkers('kimi-code');

function kimiHome(context: InstallContext): string {
  return envDirectory(context, 'KIMI_CODE_HOME', join(homeDirectory(context), '.kimi-code'));
}

const configPath = (context: InstallContext) => join(kimiHome(context), 'config.toml');

function tablesOf(entries: readonly KimiHookEntry[]): string {
  return entries.map((e) => `[[hooks]]\nevent = ${JSON.stringify(e.event)}\ncommand = ${JSON.stringify(e.command)}\ntimeout = ${e.timeout}\n`).join('\n');
}

/** A config.toml's text parsed, or a refusal naming the file. */
function parsedConfig(path: string, text: string): Record<string, unknown> {
  const parsed = parseToml(text);
  if (!parsed.ok) throw new InstallRefusal(`${path} is ${parsed.error}; fix it first (nothing was written)`);
  return parsed.value;
}

/** The hook entries of bearing's block, as Kimi reads them (the block alone is valid TOML). */
function blockHooks(text: string): unknown[] | undefined {
  const block = blockToml(text, MARKERS);
  if (block === undefined) return undefined;
  return Array.isArray(block['hooks']) ? block['hooks'] : [];
}

/** Where README's other way in (`/plugins install <repo>` in the TUI) records bearing: the plugin registry. */
function pluginRecord(context: InstallContext): { root: string; enabled: boolean } | undefined {
  const plugins = readJsonObject(join(kimiHome(context), 'plugins', 'installed.json'))?.['plugins'];
  const record = (Array.isArray(plugins) ? (plugins as Array<{ id?: unknown; root?: unknown; enabled?: unknown } | null>) : []).find(
    (p) => p?.id === 'bearing',
  );
  return record && typeof record.root === 'string' ? { root: record.root, enabled: record.enabled !== false } : undefined;
}

export const KIMI_CODE_INSTALLER: HostInstaller = {
  scopes: ['user'],
  // `kimi` is a Node program: on Node 20 it does not start (newcomer trial, A12).
  runtime: { kind: 'node-on-path', hostNeeds: { who: 'Kimi Code 2.1.0', node: '22.19.0' } },
  summary: {
    scopes: { user: "bearing's `[[hooks]]` tables in a marked block at the end of `~/.kimi-code/config.toml` (`$KIMI_CODE_HOME`)" },
    notes: [
      "refuses while a `[[hooks]]` table of yours is one Kimi Code 2.1.0 rejects: it would drop every hook, bearing's too",
      'Kimi Code has no project-level hooks',
      'Kimi Code itself needs Node >= 22.19 (doctor checks the `node` first on PATH)',
    ],
  },

  install(context): InstallPlan {
    const path = configPath(context);
    const wanted = kimiHookEntries(hookRoot(context.root), context.identity.policies);
    const text = readText(path);
    return refusingBrokenBlock(path, () => {
      const theirs = text === null ? {} : parsedConfig(path, withoutBlock(text, MARKERS));
      const broken = kimiHooksProblem(theirs);
      if (broken)
        throw new InstallRefusal(
          `${path}: Kimi Code 2.1.0 ignores every [[hooks]] table while one is invalid, and ${broken}; fix it first (kimi doctor shows it too; nothing was written)`,
        );
      const existed = text !== null && blockBody(text, MARKERS) !== undefined;
      const after = withBlockBody(text, MARKERS, tablesOf(wanted))!;
      // The user's part can make the whole unreadable (a `hooks = [...]` of theirs cannot take [[hooks]] tables).
      const merged = parseToml(after);
      if (!merged.ok)
        throw new InstallRefusal(
          `${path} would not be valid TOML with bearing's [[hooks]] tables after it (${merged.error.replace(/^not valid TOML: /, '')}): does it set hooks another way? Nothing was written`,
        );
      const problem = kimiHooksProblem(merged.value);
      if (problem) throw new InstallRefusal(`${path} would not be read by Kimi Code 2.1.0 with bearing's tables: ${problem}; nothing was written`);
      return {
        steps: [
          {
            kind: 'file',
            path,
            before: text,
            after,
            what: `bearing's ${hookList(wanted.map((e) => e.event))} as [[hooks]] tables`,
            verb: existed ? 'update' : 'add',
          },
        ],
        notes: ['Kimi Code reads config.toml when a session starts: the next kimi session runs them (kimi doctor checks the file).'],
      };
    });
  },

  uninstall(context): InstallPlan {
    const path = configPath(context);
    const text = readText(path);
    return refusingBrokenBlock(path, () => {
      const hooks = text === null ? undefined : blockHooks(text);
      const events = (hooks ?? []).map((h) => String((h as { event?: unknown }).event));
      return {
        steps: [
          {
            kind: 'file',
            path,
            before: text,
            after: withBlockBody(text, MARKERS, undefined),
            what: events.length > 0 ? `bearing's ${hookList(events)}` : 'hooks',
            verb: 'remove',
          },
        ],
      };
    });
  },

  check(context): HostCheck {
    const path = configPath(context);
    const text = readText(path);
    const findings: Finding[] = [];
    const wanted = kimiHookEntries(hookRoot(context.root), context.identity.policies);
    let registered = false;
    if (text !== null) {
      const parsed = parseToml(text);
      if (!parsed.ok)
        return {
          registered: true,
          findings: [fail('kimi-code', `${path} is ${parsed.error}: Kimi Code reads none of it`, 'fix the file (kimi doctor points at it)')],
        };
      let hooks: unknown[] | undefined;
      let theirs: string;
      try {
        hooks = blockHooks(text);
        theirs = withoutBlock(text, MARKERS);
      } catch (error) {
        if (!(error instanceof BrokenBlockError)) throw error;
        return {
          registered: true,
          findings: [fail('kimi-code', `${path}: ${error.message}`, `${BROKEN_BLOCK_FIX} and install again`)],
        };
      }
      // Tables of the user's own that run bearing (those of hooks/kimi-code.hooks.toml, pasted in by hand).
      const own = parseToml(theirs);
      const pasted = (own.ok && Array.isArray(own.value['hooks']) ? own.value['hooks'] : []).filter((h) =>
        runsBearingHook(tomlTable(h)?.['command'], 'kimi-code'),
      );
      const problem = kimiHooksProblem(parsed.value);
      if (hooks !== undefined || pasted.length > 0) {
        registered = true;
        if (problem) {
          findings.push(
            fail('kimi-code', `${path}: ${problem}, so Kimi Code 2.1.0 ignores every [[hooks]] table, bearing's too`, 'fix that table (kimi doctor shows it)'),
          );
        } else if (hooks !== undefined) {
          const missing = [...new Set(hooks.map((h) => hookBundleOf(String(tomlTable(h)?.['command'] ?? ''))))].filter(
            (b): b is string => b !== undefined && !existsSync(b),
          );
          if (missing.length > 0)
            findings.push(
              fail(
                'kimi-code',
                `bearing's [[hooks]] tables in ${path} run ${missing.join(', ')}, which is not there`,
                'run bearing install --host kimi-code from the bearing you use',
              ),
            );
          else if (canonicalJson(hooks) !== canonicalJson(wanted))
            findings.push(
              warn(
                'kimi-code',
                `bearing's [[hooks]] tables in ${path} are another bearing's (another folder or version)`,
                'run bearing install --host kimi-code to bring them up to date',
              ),
            );
          else findings.push(ok('kimi-code', `registered in ${path}: ${hookList(wanted.map((e) => e.event))}; the hooks section holds only what 2.1.0 knows`));
        }
        if (pasted.length > 0)
          findings.push(
            hooks !== undefined
              ? warn(
                  'kimi-code',
                  `${path} also has [[hooks]] tables of yours that run bearing: those events run it twice`,
                  'remove yours, or bearing uninstall --host kimi-code',
                )
              : ok('kimi-code', `${path} has [[hooks]] tables of yours that run bearing (${pasted.length})`),
          );
      } else if (problem) {
        findings.push(warn('kimi-code', `${path}: ${problem}, so Kimi Code 2.1.0 ignores every [[hooks]] table`, 'fix that table before installing bearing'));
      }
    }
    const plugin = pluginRecord(context);
    if (plugin) {
      const manifest = join(plugin.root, '.kimi-plugin', 'plugin.json');
      if (!plugin.enabled) findings.push(info('kimi-code', `the plugin bearing (${plugin.root}) is installed but switched off`));
      else if (!existsSync(manifest))
        findings.push(
          fail('kimi-code', `the plugin registry names bearing at ${plugin.root}, which has no .kimi-plugin/plugin.json`, '/plugins install it again in Kimi'),
        );
      else
        findings.push(
          registered
            ? alsoAsPlugin(
                'kimi-code',
                `installed as a Kimi plugin (${plugin.root})`,
                'remove one: bearing uninstall --host kimi-code, or remove the plugin in /plugins',
              )
            : ok('kimi-code', `installed as the plugin bearing (${plugin.root})`),
        );
      registered ||= plugin.enabled;
    }
    if (findings.length === 0) findings.push(notInstalled('kimi-code'));
    return { registered, findings };
  },
};
