import type { ManifestFile } from '../framework/manifest-file';
import type { PolicyEntry } from '../framework/policy';
import { configSchemaFile } from './schema/config-schema-file';

/** What `bearing package` generates for bearing's own package besides the hosts' plugin files: the config schema (which names the policies each switch turns off: the caller's catalog). */
export function packageFiles(policies: readonly PolicyEntry[]): ManifestFile[] {
  return [{ ...configSchemaFile(policies), scope: 'repository' }];
}
