import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';
import { importCircles, importsOf, sourceFiles, type Import } from '../../support/import-graph';
import { useScratch } from '../../support/scratch';

/**
 * The floors of src/, from the ground up: each top-level folder (or file) and the ones it may import, all of them
 * listed before it, so that every import points down. This is the architecture's statement: a new top-level folder
 * fails the first test below until it is given its floor here.
 */
const LAYERS: readonly { readonly folder: string; readonly mayImport: readonly string[] }[] = [
  // Node built-ins, plain-object and class-validator helpers, the runtime environment: knows nothing of bearing.
  { folder: 'platform', mayImport: [] },
  // The canonical vocabulary every part speaks: route families, HookEvent, Decision, HostReply, host ids.
  { folder: 'protocol', mayImport: [] },
  // The hook core: HostAdapter and its dispatch, payload decoding, HookRunner, the policy and host contracts.
  { folder: 'framework', mayImport: ['platform', 'protocol'] },
  // What policies use: shell-command analysis, git files, config and its approval, plan, records, sessions.
  { folder: 'services', mayImport: ['platform', 'protocol', 'framework'] },
  // One folder per policy, and the catalog: what bearing decides, from canonical events only.
  { folder: 'policies', mayImport: ['platform', 'protocol', 'framework', 'services'] },
  // install, uninstall and doctor: the installer contract and plans, the kits, the byte-keeping editors, the doctor's checks.
  { folder: 'setup', mayImport: ['platform', 'protocol', 'framework', 'services'] },
  // The capability matrix, from the hosts' descriptors and the policies' needs.
  { folder: 'inspect', mayImport: ['platform', 'protocol', 'framework'] },
  // What every host manifest shares, the plugin files' check, the bundles' build.
  { folder: 'packaging', mayImport: ['platform', 'protocol', 'framework', 'services'] },
  // The one place that registers hosts, policies and services.
  { folder: 'bootstrap.ts', mayImport: ['platform', 'protocol', 'framework', 'services', 'policies'] },
  // One folder per host (adapter, descriptor, replies, manifests, installer, samples) and the catalog.
  { folder: 'hosts', mayImport: ['platform', 'protocol', 'framework', 'services', 'setup', 'packaging'] },
  // The trace (BEARING_TRACE) and the record of what bearing refused: the hook-path parts, the writers loaded apart, reading and replay.
  { folder: 'trace', mayImport: ['platform', 'protocol', 'framework', 'services', 'bootstrap.ts', 'hosts'] },
  // bearing check: a command line through the hook in-process, explained.
  { folder: 'check', mayImport: ['platform', 'protocol', 'framework', 'services', 'bootstrap.ts', 'hosts'] },
  // The entries: the command hook, the in-process bundle, the bearing CLI and its commands.
  {
    folder: 'cli',
    mayImport: ['platform', 'protocol', 'framework', 'services', 'policies', 'setup', 'inspect', 'packaging', 'bootstrap.ts', 'hosts', 'trace', 'check'],
  },
];

const scratch = useScratch();
const SRC = join(REPO_ROOT, 'src');
const IMPORTS = importsOf(SRC, sourceFiles(SRC));

/** `hosts/codex/codex.host.ts` → `hosts`; `bootstrap.ts` → `bootstrap.ts`. */
const topOf = (path: string) => path.split('/')[0]!;

function forbidden(imports: readonly Import[]): string[] {
  const allowed = new Map(LAYERS.map((layer) => [layer.folder, new Set(layer.mayImport)]));
  return imports
    .filter((i) => topOf(i.file) !== topOf(i.target) && !allowed.get(topOf(i.file))?.has(topOf(i.target)))
    .map((i) => `src/${i.file}:${i.line} → src/${i.target} (${topOf(i.file)} may not import ${topOf(i.target)})`);
}

describe('the layers of src/: every import points down', () => {
  test('the table places every top-level folder and file of src/, and lets each import only what stands below it', () => {
    const placed = LAYERS.map((layer) => layer.folder);
    const entries = readdirSync(SRC, { withFileTypes: true }).map((e) => e.name);
    expect(entries.filter((name) => !placed.includes(name))).toEqual([]);
    expect(placed.filter((name) => !entries.includes(name))).toEqual([]);
    const upward = LAYERS.flatMap((layer, floor) =>
      layer.mayImport.filter((name) => !placed.slice(0, floor).includes(name)).map((name) => `${layer.folder} may import ${name}, which is not below it`),
    );
    expect(upward).toEqual([]);
  });

  test("CONTRIBUTING.md's architecture table says what this table says: the same folders, in this order, each with what it may import", () => {
    const rows = readFileSync(join(REPO_ROOT, 'CONTRIBUTING.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\| \d+ \| `/.test(line))
      .map((line) => line.split(' | '));
    const written = rows.map((cells, at) => {
      const folder = cells[1]!.replaceAll('`', '').replace(/\/$/, '');
      const mayImport =
        cells[3] === 'everything below'
          ? rows.slice(0, at).map((row) => row[1]!.replaceAll('`', '').replace(/\/$/, ''))
          : [...cells[3]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      return { folder, mayImport: cells[3] === 'nothing' ? [] : mayImport };
    });
    expect(written).toEqual(LAYERS.map(({ folder, mayImport }) => ({ folder, mayImport: [...mayImport] })));
  });

  test('the scan reads every form of import, at the line of its module, and shows a circle as a loop', () => {
    const root = scratch.workspace({
      'a/one.ts': "import type { B } from '../b/two';\nimport {\n  c,\n} from './three';\nexport * from '../b/two';\n",
      'a/three.ts':
        "import './one';\n/**\n * import { never } from '../b/comment';\n */\nconst x = require('../b/two');\ntype L = typeof import('../b/bundle.cjs');\nrequire('./gone.cjs');\n",
      'b/two.ts': "export { c } from '../a/three';\n",
      'b/bundle.cjs': '',
    });
    const imports = importsOf(root, sourceFiles(root));
    expect(imports.map((i) => `${i.file}:${i.line} ${i.target}${i.resolved ? '' : ' (no file)'}`)).toEqual([
      'a/one.ts:1 b/two.ts',
      'a/one.ts:4 a/three.ts',
      'a/one.ts:5 b/two.ts',
      'a/three.ts:1 a/one.ts',
      'a/three.ts:5 b/two.ts',
      'a/three.ts:6 b/bundle.cjs',
      'a/three.ts:7 a/gone.cjs (no file)',
      'b/two.ts:1 a/three.ts',
    ]);
    expect(importCircles(imports)).toEqual([['a/one.ts', 'a/three.ts', 'a/one.ts']]);
  });

  test('no file imports a folder its floor may not (file:line → target)', () => {
    expect(forbidden(IMPORTS)).toEqual([]);
  });

  test('no files import each other in a circle', () => {
    expect(importCircles(IMPORTS).map((loop) => loop.map((file) => `src/${file}`).join(' → '))).toEqual([]);
  });
});
