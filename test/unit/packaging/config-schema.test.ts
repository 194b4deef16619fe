import Ajv from 'ajv';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';
import fc from 'fast-check';
import { getMetadataStorage } from 'class-validator';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageFiles } from '../../../src/packaging/package-files';
import { pluginIdentity, staleFiles } from '../../../src/packaging/plugin-files';
import { CONFIG_SCHEMA_PATH, configSchema } from '../../../src/packaging/schema/config-schema-file';
import { BearingConfig } from '../../../src/services/config/bearing-config';
import { parseConfigText } from '../../../src/services/config/workspace-config.reader';
import { REPO_ROOT } from '../../support/fixtures';

type Schema = { [keyword: string]: unknown };

const schema = configSchema(POLICY_CATALOG);
// Strict: a keyword ajv does not know is an error, but for VS Code's per-value help.
const ajv = new Ajv({ strict: true, allErrors: true });
ajv.addKeyword('enumDescriptions');
const schemaAccepts = ajv.compile(schema);

/** What the hook's reader says of a document, and what the schema says, as the reader's text gives it to both. */
const verdicts = (text: string) => ({ reader: parseConfigText(text).ok, schema: schemaAccepts(JSON.parse(text)) });

/** Every key the schema describes, by its path (`branches.workspaces[].rules.push`), with its schema. */
function schemaKeys(node: Schema, prefix = ''): [string, Schema][] {
  const properties = (node['properties'] ?? {}) as Record<string, Schema>;
  return Object.entries(properties).flatMap(([key, child]): [string, Schema][] => {
    const path = `${prefix}${key}`;
    const items = child['items'] as Schema | undefined;
    return [[path, child], ...schemaKeys(child, `${path}.`), ...(items ? schemaKeys(items, `${path}[].`) : [])];
  });
}

/**
 * Every key the config classes declare, walked the way the reader converts a file: class-validator's rules for the
 * keys, class-transformer's @Type metadata (read here directly, not as the generator reads it) for what nests.
 */
function classKeys(type: Function, prefix = ''): string[] {
  const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
    defaultMetadataStorage: { findTypeMetadata(target: Function, key: string): { typeFunction(): Function } | undefined };
  };
  const rules = getMetadataStorage().getTargetValidationMetadatas(type, '', false, false);
  return [...new Set(rules.map((r) => r.propertyName))].flatMap((key) => {
    const nested = defaultMetadataStorage.findTypeMetadata(type, key);
    const list = rules.some((r) => r.propertyName === key && r.type === 'nestedValidation' && r.each);
    return [`${prefix}${key}`, ...(nested ? classKeys(nested.typeFunction(), `${prefix}${key}${list ? '[]' : ''}.`) : [])];
  });
}

describe('the config schema', () => {
  test('is committed as bearing package writes it (bearing package --check), and a stale copy is reported', () => {
    expect(staleFiles(REPO_ROOT, [], pluginIdentity(REPO_ROOT, POLICY_CATALOG), packageFiles(POLICY_CATALOG))).toEqual([]);
    expect(JSON.parse(readFileSync(join(REPO_ROOT, CONFIG_SCHEMA_PATH), 'utf8'))).toEqual(schema);
    const elsewhere = mkdtempSync(join(tmpdir(), 'bearing-schema-'));
    mkdirSync(join(elsewhere, 'schema'));
    writeFileSync(join(elsewhere, CONFIG_SCHEMA_PATH), '{}\n');
    expect(staleFiles(elsewhere, [], pluginIdentity(REPO_ROOT, POLICY_CATALOG), packageFiles(POLICY_CATALOG))).toEqual([CONFIG_SCHEMA_PATH]);
  });

  test('is a draft-07 schema, as editors read best', () => {
    expect(schema['$schema']).toBe('http://json-schema.org/draft-07/schema#');
    expect(ajv.validateSchema(schema)).toBe(true);
  });

  test('names every key the config classes declare, and no other', () => {
    expect(
      schemaKeys(schema)
        .map(([path]) => path)
        .sort(),
    ).toEqual(classKeys(BearingConfig).sort());
    expect(schemaKeys(schema).map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '$schema',
        'branches.rules.forcePush',
        'branches.workspaces[].glob',
        'branches.workspaces[].rules.push',
        'capabilities.test-engineering.required',
        'policies.configGuard',
      ]),
    );
  });

  test('describes every key, and closes every object as the reader does', () => {
    for (const [path, key] of schemaKeys(schema)) expect({ path, description: typeof key['description'] }).toEqual({ path, description: 'string' });
    const objects = [schema, ...schemaKeys(schema).flatMap(([, key]) => [key, key['items'] as Schema | undefined])].filter(
      (s): s is Schema => s?.['type'] === 'object',
    );
    expect(objects.length).toBeGreaterThanOrEqual(8);
    for (const object of objects) expect(object['additionalProperties']).toBe(false);
  });

  test('the defaults it shows are those the code applies', () => {
    const keys = new Map(schemaKeys(schema));
    expect(['create', 'move', 'push', 'commit', 'rewrite', 'forcePush', 'merge'].map((r) => keys.get(`branches.rules.${r}`)!['default'])).toEqual([
      'deny',
      'deny',
      'deny',
      false,
      'deny',
      false,
      'deny',
    ]);
    expect(keys.get('branches.preset')!['default']).toBe('github-flow');
    expect(keys.get('policies.taskOffer')!['description']).toMatch(/switches off: task-offer, task-restore, compact-binding\)/);
  });
});

describe('the config schema and the reader accept exactly the same documents', () => {
  const keys = schemaKeys(schema);
  /** A document with `value` at `path` and what the path needs around it (a workspace entry's glob). */
  const placed = (path: string, value: unknown): unknown => {
    const [head, ...rest] = path.split('.');
    const inner = rest.length === 0 ? value : placed(rest.join('.'), value);
    if (head!.endsWith('[]'))
      return { [head!.slice(0, -2)]: [head === 'workspaces[]' && !rest[0]?.startsWith('glob') ? { glob: 'a/**', ...(inner as object) } : inner] };
    return JSON.parse(`{${JSON.stringify(head)}:${JSON.stringify(inner)}}`);
  };
  const PROBES: readonly unknown[] = [
    ...['x', '', 'main', 'deny', 'ask', 'allow', 'gitflow', 'github-flow', 'trunk-based', 'custom', 'git-flow', 'true'],
    ...[0, 1, -1.5, 1e21, true, false, null],
    ...[
      [],
      [''],
      ['main'],
      ['main', 'release/*'],
      [1],
      [null],
      ['a', 1],
      [true],
      [[]],
      [{}],
      [{ glob: 'a' }],
      [{ glob: '' }],
      [{ glob: 'a', preset: 'gitflow' }],
      [[{ glob: 'a' }]],
    ],
    ...[
      {},
      { glob: 'a' },
      { push: true },
      { push: 'ask' },
      { push: 'no' },
      { selected: true },
      { 'test-engineering': {} },
      { preset: 'custom' },
      { rules: {} },
      { x: 1 },
    ],
  ];
  const KEYS = [
    'x',
    'Preset',
    'rule',
    'protect',
    'branch',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'isPrototypeOf',
    '$schema2',
    '',
  ];

  test('every probe value at every key', () => {
    const documents = keys.flatMap(([path]) => PROBES.map((probe) => JSON.stringify(placed(path, probe))));
    expect(documents.length).toBeGreaterThan(1000);
    const disagreements = documents.map((text) => ({ text, ...verdicts(text) })).filter((d) => d.reader !== d.schema);
    expect(disagreements).toEqual([]);
    // Both sides of the line are held: many of each.
    expect(documents.filter((text) => verdicts(text).reader).length).toBeGreaterThan(100);
  });

  test('unknown, mistyped and prototype keys in every object; documents that are no object', () => {
    const objects = [
      '',
      ...keys.flatMap(([path, key]) => [
        ...(key['type'] === 'object' ? [path] : []),
        ...((key['items'] as Schema | undefined)?.['type'] === 'object' ? [`${path}[]`] : []),
      ]),
    ];
    expect(objects).toEqual([
      '',
      'branches',
      'branches.rules',
      'branches.workspaces[]',
      'branches.workspaces[].rules',
      'capabilities',
      'capabilities.test-engineering',
      'policies',
      'rules[]',
      'rules[].match',
      'rules[].match.operands[]',
    ]);
    const documents = [
      ...objects.flatMap((path) => KEYS.map((key) => withKey(path, key))),
      ...['[]', '"x"', '1', 'null', 'true', '{}', '{"branches":{"workspaces":[{}]}}', '{"branches":{"workspaces":[{"glob":"a"}]}}'],
    ];
    const disagreements = documents.map((text) => ({ text, ...verdicts(text) })).filter((d) => d.reader !== d.schema);
    expect(disagreements).toEqual([]);
    expect(documents.filter((text) => verdicts(text).reader)).toEqual(['{}', '{"branches":{"workspaces":[{"glob":"a"}]}}']);
  });

  test('documents drawn at random around the schema (fast-check)', () => {
    fc.assert(
      fc.property(documentOf(schema), (document) => {
        const text = JSON.stringify(document);
        const { reader, schema: bySchema } = verdicts(text);
        expect({ text, reader }).toEqual({ text, reader: bySchema });
      }),
      { numRuns: 3000 },
    );
  });

  /** The text of a document whose object at `path` ('' for the root) also holds `key`, as an own key (`__proto__` too). */
  function withKey(path: string, key: string): string {
    const marker = { '\u0000': 0 };
    return JSON.stringify(path === '' ? marker : placed(path, marker)).replace('"\\u0000":0', `${JSON.stringify(key)}:1`);
  }
});

/** Documents shaped like the schema: known keys with good or any values, sometimes keys it does not know. */
function documentOf(node: Schema, depth = 0): fc.Arbitrary<unknown> {
  const any = fc.jsonValue({ maxDepth: 2 });
  if (node['type'] === 'object' && node['properties']) {
    const properties = node['properties'] as Record<string, Schema>;
    const known = Object.entries(properties).map(([key, child]) =>
      fc.tuple(fc.constant(key), fc.oneof({ weight: 4, arbitrary: documentOf(child, depth + 1) }, { weight: 1, arbitrary: any })),
    );
    const stray = fc.tuple(fc.constantFrom('x', 'rule', 'toString', '__proto__', 'Push', 'glob'), any);
    return fc.array(fc.oneof({ weight: 8, arbitrary: fc.oneof(...known) }, { weight: 1, arbitrary: stray }), { maxLength: 6 }).map((entries) => {
      const object: Record<string, unknown> = {};
      for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      // Mostly keep what a list item requires, so that the rest of it gets checked too.
      for (const key of (node['required'] as string[] | undefined) ?? []) if (!(key in object) && entries.length % 3 !== 0) object[key] = 'a/**';
      return object;
    });
  }
  if (node['type'] === 'array' && node['items']) return fc.array(documentOf(node['items'] as Schema, depth + 1), { maxLength: 3 });
  if (node['enum']) return fc.constantFrom(...(node['enum'] as unknown[]));
  if (node['type'] === 'string') return fc.oneof(fc.string({ maxLength: 3 }), fc.constant(''));
  if (node['type'] === 'boolean') return fc.boolean();
  return any;
}
