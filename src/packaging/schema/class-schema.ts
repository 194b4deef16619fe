import { plainToInstance } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import type { ClassHelp } from './config-help';

export type JsonSchema = { [keyword: string]: unknown };

/** One class-validator rule, as getMetadataStorage() keeps it (its type is not exported by name). */
type Rule = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/** A program's base name, a flag word: as command-rules-config.ts checks them. */
const WORD: JsonSchema = { type: 'string', pattern: '^[^\\s/\\\\]+$' };
const FLAG: JsonSchema = { type: 'string', pattern: '^-[^-\\s]\\S*$|^--[^\\s=]+$' };

/** The JSON Schema keywords of each class-validator check bearing's config classes use, exactly as strict as it. */
const KEYWORDS: Readonly<Record<string, (constraints: readonly unknown[]) => JsonSchema>> = {
  isString: () => ({ type: 'string' }),
  isBoolean: () => ({ type: 'boolean' }),
  // isObject: not null, not an array.
  isObject: () => ({ type: 'object' }),
  isArray: () => ({ type: 'array' }),
  // arrayNotEmpty refuses anything that is not an array, too.
  arrayNotEmpty: () => ({ type: 'array', minItems: 1 }),
  // isNotEmpty refuses only '' (and null, refused before it runs); minLength constrains nothing but strings.
  isNotEmpty: () => ({ minLength: 1 }),
  // The rules' own checks (services/config/command-rules-config.ts), as near as JSON Schema says them.
  matches: ([pattern]) => ({ type: 'string', pattern: (pattern as RegExp).source }),
  isProgramWords: () => ({ anyOf: [WORD, { type: 'array', items: WORD, minItems: 1 }] }),
  isFlagList: () => ({ type: 'array', items: { anyOf: [FLAG, { type: 'array', items: FLAG, minItems: 1 }] } }),
  isSomeMatch: () => ({ minProperties: 1 }),
  isIn: ([values]) => {
    if (!Array.isArray(values) || values.some((v) => typeof v === 'object'))
      throw new Error('@IsIn takes primitive values only here: enum compares objects by content, isIn by identity');
    return { enum: values };
  },
};

/**
 * The JSON Schema (draft-07) of a decorated class, as the config reader validates it (whitelist with
 * forbidNonWhitelisted: every object closed), derived from class-validator's own metadata so that it cannot say
 * anything the reader does not check. A rule this does not know how to say throws, rather than being left out;
 * so does a combination whose meaning in class-validator differs from its JSON Schema reading (see `valueSchema`).
 * Nested classes are inlined, not `$ref`ed: in draft-07 a `$ref` hides the `description` beside it.
 */
export function classSchema(type: Function, help: ClassHelp, path = ''): JsonSchema {
  const byKey = new Map<string, Rule[]>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(type, '', false, false))
    byKey.set(rule.propertyName, [...(byKey.get(rule.propertyName) ?? []), rule]);
  // The order editors list them in: required keys, then the base class's before a subclass's own.
  const rank = ([, rules]: [string, Rule[]]) => (rules.some(isOptional) ? 1000 : 0) + ancestors(rules[0]!.target as Function);
  const keys = [...byKey].sort((a, b) => rank(a) - rank(b));
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, rules] of keys) {
    const at = path ? `${path}.${key}` : key;
    // An inherited key is described once, by the class that declares it.
    const text = help.get(rules[0]!.target as Function)?.[key];
    if (!text) throw new Error(`${at}: no description in src/packaging/schema/config-help.ts`);
    const schema = valueSchema(type, key, rules, help, at);
    if (text.enumDescriptions && (schema['enum'] as unknown[] | undefined)?.length !== text.enumDescriptions.length)
      throw new Error(`${at}: one enumDescription per enum value`);
    properties[key] = {
      description: text.description,
      ...schema,
      ...(text.default !== undefined && { default: text.default }),
      ...(text.enumDescriptions && { enumDescriptions: text.enumDescriptions }),
    };
    if (!rules.some(isOptional)) required.push(key);
  }
  return { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: false };
}

const ancestors = (type: Function): number => {
  let count = 0;
  for (let base = Object.getPrototypeOf(type); base !== Function.prototype; base = Object.getPrototypeOf(base)) count++;
  return count;
};

const isOptional = (rule: Rule) => rule.type === 'conditionalValidation' && rule.name === 'isOptional';

/**
 * One key's schema. Two class-validator readings JSON Schema does not share are refused: `{ each: true }` applies to
 * a value that is not an array as to one item (so it needs `@IsArray()`), and `@ValidateNested()` validates an
 * array's items where an object belongs (so it needs `@IsObject()`, or `@IsObject({ each: true })` for a list).
 */
function valueSchema(owner: Function, key: string, rules: readonly Rule[], help: ClassHelp, at: string): JsonSchema {
  const value: JsonSchema = {};
  const items: JsonSchema = {};
  let nested: 'one' | 'each' | undefined;
  for (const rule of rules) {
    if (isOptional(rule)) continue;
    if (rule.type === 'nestedValidation') {
      nested = rule.each ? 'each' : 'one';
      continue;
    }
    const keywords = rule.type === 'customValidation' && rule.name !== undefined ? KEYWORDS[rule.name] : undefined;
    if (!keywords) throw new Error(`${at}: no JSON Schema for the ${rule.name ?? rule.type} rule`);
    merge(rule.each ? items : value, keywords(rule.constraints ?? []), at);
  }
  if (nested) {
    const target = nested === 'each' ? items : value;
    if (target['type'] !== 'object')
      throw new Error(
        `${at}: @ValidateNested(${nested === 'each' ? '{ each: true }' : ''}) needs @IsObject(${nested === 'each' ? '{ each: true }' : ''}): class-validator's nested check also takes an array`,
      );
    merge(target, classSchema(nestedClass(owner, key, nested, at), help, nested === 'each' ? `${at}[]` : at), at);
  }
  if (Object.keys(items).length > 0) {
    if (value['type'] !== 'array') throw new Error(`${at}: a rule with { each: true } needs @IsArray(): on any other value it checks the value itself`);
    value['items'] = items;
  }
  return value;
}

/**
 * The class a nested key converts to. class-transformer keeps its @Type metadata private, so this asks the conversion
 * the reader runs: a one-key object (or one-item list) converted from the owner class shows the class it makes.
 */
function nestedClass(owner: Function, key: string, nested: 'one' | 'each', at: string): Function {
  const converted = plainToInstance(owner as new () => object, { [key]: nested === 'each' ? [{}] : {} }) as Record<string, unknown>;
  const made = nested === 'each' ? (converted[key] as unknown[])[0] : converted[key];
  const type = (made as object | undefined)?.constructor;
  if (!type || type === Object) throw new Error(`${at}: @ValidateNested() without @Type(() => SomeClass)`);
  return type;
}

function merge(into: JsonSchema, keywords: JsonSchema, at: string): void {
  for (const [keyword, value] of Object.entries(keywords)) {
    if (into[keyword] !== undefined && JSON.stringify(into[keyword]) !== JSON.stringify(value)) throw new Error(`${at}: two rules disagree on "${keyword}"`);
    into[keyword] = value;
  }
}
