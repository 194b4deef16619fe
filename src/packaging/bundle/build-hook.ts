/**
 * Builds the packaged hook and the `bearing` CLI: tsc (decorators compiled as the tests run them), then
 * esbuild bundles `cli/hook-bin.js` (tree-shaken, from the libraries' ES module builds) into one script,
 * embedded in the code-cache loader (`bearing-hook.cjs`, what hosts run), and `cli/bin.js` into
 * `bearing-cli.cjs` (demo, package, bench: kept off the hook path), and `cli/in-process-bin.js` into the bundle Pi and
 * OpenCode load (`bearing-in-process.cjs`, with a one-line module per host).
 * Usage: node build/build-hook.cjs [--staging build] [--out-dir hooks]
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { bundleId } from './bundle-id';
import {
  DIAGNOSTICS_BUNDLE,
  INLINE_CODE_BUNDLE,
  PACK_FILES,
  PLAN_BUNDLE,
  RECORD_BUNDLE,
  RULES_BUNDLE,
  SHELL_BUNDLE,
  TE_BUNDLE,
  TRACE_BUNDLE,
  WINDOWS_BUNDLE,
} from '../../framework/manifest-file';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

/**
 * What both esbuild passes share: one CommonJS file for the oldest supported Node, kept in memory, that knows its
 * version (the record names the bearing that decided: trace/record/bearing-version.ts).
 */
const COMMON = {
  define: { BEARING_VERSION: JSON.stringify((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version) },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  legalComments: 'none',
  write: false,
  logLevel: 'warning',
} as const satisfies BuildOptions;

/**
 * The packaged hooks decide without what is there for people and for the CLI:
 * - the descriptors' evidence and the deferred events' reasons, written `CARRY_EVIDENCE && …`
 *   (framework/descriptor/carry-evidence.ts): here the flag is the literal `false`, so esbuild drops those
 *   expressions and whatever only they use (an evidence source is declared `@__PURE__` for that);
 * - the hosts' manifest generators, samples and setup: every `*.manifest.js` and `*.samples.js` module, and every
 *   module of a host's `setup/` folder (its installer and the helpers only it uses), becomes one whose exports are
 *   all undefined (HostEntry.manifests, HostEntry.samples, HostEntry.installer), so nothing it imports is bundled.
 */
const HOOK_ONLY: Plugin = {
  name: 'hook-only',
  setup(hook) {
    hook.onLoad({ filter: /\.js$/ }, (file) => {
      const text = readFileSync(file.path, 'utf8');
      if (/\.(manifest|samples)\.js$|[\\/]hosts[\\/][^\\/]+[\\/]setup[\\/]/.test(file.path)) {
        const names = [...text.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((m) => m[1]);
        return { contents: names.map((name) => `export const ${name} = undefined;`).join('\n'), loader: 'js' };
      }
      if (!text.includes('CARRY_EVIDENCE')) return undefined;
      const contents = text.replace(/^import \{ CARRY_EVIDENCE \} from .*$/m, '').replace(/\bCARRY_EVIDENCE\b(?!:)/g, 'false');
      return { contents, loader: 'js' };
    });
  },
};

/**
 * What only some hook calls run is a file of its own beside the packaged hooks, required at its first use through a
 * `<module>.loader.ts` beside it: a hook call that does not need it never reads it.
 * - Test Engineering's candidate scan and evaluator: only a workspace with the capability active;
 * - the plan scan: only the events that read a plan (session start, stop, compaction), never a tool call;
 * - the placed config check: only a bearing.config.json the quick check refused;
 * - the trace writer (line, redaction, the rotated file): only a traced call (BEARING_TRACE=<file>);
 * - the record writer (its line, the user's setting, the age bound): only a call bearing refused or asked about;
 * - the shell reader (parser, evaluator, the git, launcher and interpreter tables): only a shell tool call;
 * - the rules' layering and matcher: only a shell tool call in a workspace whose files name a rule or a pack;
 * - within it, the PowerShell and cmd reader: only a Windows shell's line; the interpreters' code readers: only
 *   code handed to an interpreter (`python3 -c`, `node -e`).
 * Apart files may load apart files of their own: each is built with this same rule.
 */
const APART_BUNDLES = [
  { module: 'services/active-capability/active-modules', file: basename(TE_BUNDLE) },
  { module: 'services/plan/plan-scan', file: basename(PLAN_BUNDLE) },
  { module: 'services/config/config-diagnostics', file: basename(DIAGNOSTICS_BUNDLE) },
  { module: 'trace/trace-writer', file: basename(TRACE_BUNDLE) },
  { module: 'trace/record/record-writer', file: basename(RECORD_BUNDLE) },
  { module: 'services/shell-command/shell-reading', file: basename(SHELL_BUNDLE) },
  { module: 'services/command-rules/rule-matching', file: basename(RULES_BUNDLE) },
  { module: 'services/shell-command/windows/windows-shell.reader', file: basename(WINDOWS_BUNDLE) },
  { module: 'services/shell-command/interpreters/inline-code', file: basename(INLINE_CODE_BUNDLE) },
] as const;

const APART: Plugin = {
  name: 'apart',
  setup(hook) {
    for (const { module, file } of APART_BUNDLES) {
      const name = basename(module);
      const filter = new RegExp(`^\\./${name.replace(/[.-]/g, '\\$&')}$`);
      hook.onResolve({ filter }, (args) => (args.importer.endsWith(`${name}.loader.js`) ? { path: `./${file}`, external: true } : undefined));
    }
  },
};

const GENERATED = '// bearing (generated by `npm run build`; do not edit)';
const BANNER = `#!/usr/bin/env node\n${GENERATED}`;

const IN_PROCESS_BUNDLE = 'bearing-in-process.cjs';
async function main(): Promise<void> {
  const tscOut = resolve(option('--staging', 'build'), 'tsc');
  const outDir = resolve(option('--out-dir', 'hooks'));
  // A clean staging folder: tsc never deletes the output of a source file that was removed since.
  rmSync(tscOut, { recursive: true, force: true });
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json', '--outDir', tscOut], { stdio: 'inherit' });
  // The libraries' ES module builds, so that unused decorators and validators are shaken out.
  const fromModules = { mainFields: ['es2015', 'module', 'main'] };
  // BEARING_BUILD_METAFILE=<file>: what each module adds to the hook bundle, for size work (esbuild's analysis format).
  const metafile = process.env.BEARING_BUILD_METAFILE;
  const inner = await build({
    ...COMMON,
    ...fromModules,
    entryPoints: [join(tscOut, 'cli/hook-bin.js')],
    plugins: [HOOK_ONLY, APART],
    metafile: metafile !== undefined,
  });
  if (metafile !== undefined && inner.metafile) writeFileSync(metafile, JSON.stringify(inner.metafile));
  const cli = await build({ ...COMMON, ...fromModules, entryPoints: [join(tscOut, 'cli/bin.js')], keepNames: true, banner: { js: BANNER } });
  // What Pi and OpenCode load into their own process: the in-process hosts and the same runner, policies and services.
  const inProcess = await build({
    ...COMMON,
    ...fromModules,
    entryPoints: [join(tscOut, 'cli/in-process-bin.js')],
    plugins: [HOOK_ONLY, APART],
    banner: { js: GENERATED },
  });
  const bundle = inner.outputFiles[0]!.text;
  // The bundle runs inside vm.Script, which cannot load real ES modules: every import must be bundled.
  if (/\bimport\(/.test(bundle)) throw new Error('the hook bundle still contains a dynamic import()');
  const aparts: [file: string, text: string][] = [];
  for (const { module, file } of APART_BUNDLES) {
    const apart = await build({
      ...COMMON,
      ...fromModules,
      entryPoints: [join(tscOut, `${module}.js`)],
      plugins: [HOOK_ONLY, APART],
      banner: { js: GENERATED },
    });
    aparts.push([file, apart.outputFiles[0]!.text]);
  }
  const outer = await build({
    ...COMMON,
    entryPoints: [join(tscOut, 'packaging/bundle/cached-bundle.loader.js')],
    define: {
      BEARING_BUNDLE: JSON.stringify(bundle),
      BEARING_BUNDLE_ID: JSON.stringify(bundleId(bundle, aparts)),
    },
    banner: { js: BANNER },
  });
  mkdirSync(outDir, { recursive: true });
  writeExecutable(join(outDir, 'bearing-hook.cjs'), outer.outputFiles[0]!.text);
  writeExecutable(join(outDir, 'bearing-cli.cjs'), cli.outputFiles[0]!.text);
  writeFileSync(join(outDir, IN_PROCESS_BUNDLE), inProcess.outputFiles[0]!.text);
  for (const [file, text] of aparts) writeFileSync(join(outDir, file), text);
  // One module per in-process host, in the shape its loader takes (Pi a factory function, OpenCode a `{ id, server }`
  // object). The hosts are named by the bundle just built (packaging/ imports no host): nothing runs on its load.
  const { pluginFiles } = require(join(outDir, IN_PROCESS_BUNDLE)) as { pluginFiles: Readonly<Record<string, string>> };
  for (const [id, file] of Object.entries(pluginFiles))
    writeFileSync(join(outDir, file), `${GENERATED}\nmodule.exports = require('./${IN_PROCESS_BUNDLE}').plugins[${JSON.stringify(id)}];\n`);
  // The rule packs are data, read beside the hooks (services/command-rules/pack-source.ts) only when turned on.
  mkdirSync(join(outDir, 'packs'), { recursive: true });
  for (const file of PACK_FILES) copyFileSync(resolve('src/services/command-rules', file.slice('hooks/'.length)), join(outDir, file.slice('hooks/'.length)));
  // The Test Engineering evaluator's child program runs beside the hook, outside its bundle.
  copyFileSync(resolve('src/services/capability/te-evaluator-child.cjs'), join(outDir, 'te-evaluator-child.cjs'));
}

/**
 * The package's bins (package.json `bin`): executable whatever the file was before. writeFileSync's `mode` applies only
 * to a file it creates, and a checkout where git did not record the bit leaves an existing one at 0644.
 */
function writeExecutable(path: string, text: string): void {
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}

main().catch((error: unknown) => {
  process.stderr.write(`build-hook: ${(error as Error).message}\n`);
  process.exit(1);
});
