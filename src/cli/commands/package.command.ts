import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defineCommand, UsageError } from '../args/command-spec';
import type { HostEntry } from '../../hosts/host-entry';
import type { PluginIdentity } from '../../framework/manifest-file';
import { HOST_CATALOG } from '../../hosts/host-catalog';
import { pluginIdentity, readOrNull, repositoryFiles, staleFiles, wantedText } from '../../packaging/plugin-files';
import { packageFiles } from '../../packaging/package-files';
import { POLICY_CATALOG } from '../../policies/policy-catalog';
import { stalePages } from './generated-sections';
import { packageJson, packageRoot } from '../package-root';

/** `bearing package`: the plugin files of every host (or one), written, checked, or vendored into a folder. */
export const PACKAGE_COMMAND = defineCommand({
  name: 'package',
  summary: "write (or check) every host's plugin files, generated from the adapters and descriptors",
  options: {
    check: { type: 'boolean', description: 'write nothing; exit 1 if a committed file differs from what would be generated' },
    host: { type: 'string', value: '<id>', description: "only that host's files", choices: () => HOST_CATALOG.map((h) => h.id) },
    out: {
      type: 'string',
      value: '<dir>',
      description:
        "write one host's plugin folder into <dir> (needs --host): its manifests, the files it runs, and, for a host without plugins (deepcode), the skill where that host looks for it",
    },
  },
  details:
    'With no options it rewrites the plugin manifests, the config schema (schema/bearing.config.schema.json) and the generated sections of its pages (the capability matrix in docs/hosts.md, the install table in README.md) (a contributor step).',
  run: async ({ values }) => {
    const root = packageRoot();
    const identity = pluginIdentity(root, POLICY_CATALOG);
    const hosts = values.host === undefined ? HOST_CATALOG : HOST_CATALOG.filter((h) => h.id === values.host);
    if (values.out !== undefined) {
      if (values.host === undefined) throw new UsageError("--out writes one host's plugin folder: name it with --host");
      return vendor(root, hosts[0]!, identity, resolve(values.out));
    }
    // The package's own generated files (the config schema) come with every host.
    const own = values.host === undefined ? packageFiles(POLICY_CATALOG) : [];
    // …and the generated sections of its pages (the capability matrix, the install table).
    const pages = values.host === undefined ? stalePages((page) => readOrNull(join(root, page))) : [];
    if (values.check) {
      const stale = [...staleFiles(root, hosts, identity, own), ...pages.map(({ page }) => page)];
      for (const path of stale) process.stderr.write(`stale: ${path}\n`);
      return stale.length === 0 ? 0 : 1;
    }
    for (const { page, wanted } of pages) {
      writeFileSync(join(root, page), wanted);
      process.stderr.write(`wrote ${page}
`);
    }
    for (const file of [...repositoryFiles(hosts, identity), ...own]) {
      const path = join(root, file.path);
      const current = readOrNull(path);
      const wanted = wantedText(file, current, root);
      if (current === wanted) continue;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, wanted);
      process.stderr.write(`wrote ${file.path}\n`);
    }
    return 0;
  },
});

/** One host's plugin folder in `out`: its manifests (all but the repository's own), and the package files its plugin runs. */
function vendor(root: string, host: HostEntry, identity: PluginIdentity, out: string): number {
  const place = (path: string) => {
    const target = join(out, path);
    mkdirSync(dirname(target), { recursive: true });
    process.stderr.write(`wrote ${target}\n`);
    return target;
  };
  for (const file of (host.manifests?.(identity) ?? []).filter((f) => f.scope !== 'repository')) {
    const current = readOrNull(join(out, file.path)) ?? ('keys' in file ? standalonePackage(root, identity) : null);
    writeFileSync(place(file.path), wantedText(file, current, root));
  }
  for (const file of host.files ?? []) copyFileSync(join(root, file), place(file));
  return 0;
}

/** The package.json a vendored in-process plugin starts from: who it is, before the keys its host reads. */
function standalonePackage(root: string, identity: PluginIdentity): string {
  return JSON.stringify({ name: packageJson(root).name, version: identity.version, description: identity.description, license: 'MIT', private: true });
}
