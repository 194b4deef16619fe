import { jsonFile, type ManifestFile } from '../../framework/manifest-file';
import { BearingConfig } from '../../services/config/bearing-config';
import { classSchema, type JsonSchema } from './class-schema';
import type { PolicyEntry } from '../../framework/policy';
import { CONFIG_DESCRIPTION, CONFIG_TITLE, configHelp } from './config-help';

/** Where the package ships the schema (package.json `files` lists it); users point `$schema` at it. */
export const CONFIG_SCHEMA_PATH = 'schema/bearing.config.schema.json';

/**
 * The JSON Schema of `bearing.config.json` and the user-level file. Draft-07: the newest draft VS Code, JetBrains IDEs
 * and Visual Studio all read fully (VS Code warns that 2019-09 and 2020-12 are "not yet fully supported"), and every
 * keyword it needs is there. No `$id`: bearing publishes the file in its package, at no address of its own.
 */
export function configSchema(policies: readonly PolicyEntry[]): JsonSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: CONFIG_TITLE,
    description: CONFIG_DESCRIPTION,
    ...classSchema(BearingConfig, configHelp(policies)),
  };
}

/** The schema as one of the files `bearing package` writes and `bearing package --check` holds fresh. */
export function configSchemaFile(policies: readonly PolicyEntry[]): ManifestFile {
  return jsonFile(CONFIG_SCHEMA_PATH, configSchema(policies));
}
