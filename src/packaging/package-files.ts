import type { ManifestFile } from '../framework/manifest-file';
import { configSchemaFile } from './schema/config-schema-file';

/** What `bearing package` generates for bearing's own package besides the hosts' plugin files: the config schema. */
export function packageFiles(): ManifestFile[] {
  return [{ ...configSchemaFile(), scope: 'repository' }];
}
