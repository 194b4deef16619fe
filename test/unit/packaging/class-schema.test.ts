import { Type } from 'class-transformer';
import { IsArray, IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { classSchema } from '../../../src/packaging/schema/class-schema';
import type { ClassHelp, PropertyHelp } from '../../../src/packaging/schema/config-help';

/** Toy classes: what the generator says for each rule, and what it refuses to say. */
class Leaf {
  @IsOptional()
  @IsString()
  name?: string;
}

class Good {
  @IsString()
  id!: string;

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => Leaf)
  @IsObject({ each: true })
  @IsArray()
  leaves?: Leaf[];
}

class NestedWithoutIsObject {
  @IsOptional()
  @ValidateNested()
  @Type(() => Leaf)
  leaf?: Leaf;
}

class EachWithoutIsArray {
  @IsOptional()
  @IsString({ each: true })
  names?: string[];
}

class UnknownRule {
  @IsInt()
  count!: number;
}

class NestedWithoutType {
  @IsOptional()
  @ValidateNested()
  @IsObject()
  leaf?: Leaf;
}

const help = (type: Function, keys: string[]): [Function, Record<string, PropertyHelp>] => [
  type,
  Object.fromEntries(keys.map((k) => [k, { description: `the ${k}` }])),
];
const HELP: ClassHelp = new Map([
  help(Leaf, ['name']),
  help(Good, ['id', 'leaves']),
  help(NestedWithoutIsObject, ['leaf']),
  help(EachWithoutIsArray, ['names']),
  help(UnknownRule, ['count']),
  help(NestedWithoutType, ['leaf']),
]);

describe('classSchema', () => {
  test('a required key, a list of nested objects, every object closed', () => {
    expect(classSchema(Good, HELP)).toEqual({
      type: 'object',
      properties: {
        id: { description: 'the id', type: 'string' },
        leaves: {
          description: 'the leaves',
          type: 'array',
          items: { type: 'object', properties: { name: { description: 'the name', type: 'string' } }, additionalProperties: false },
        },
      },
      required: ['id'],
      additionalProperties: false,
    });
  });

  test.each([
    [NestedWithoutIsObject, "leaf: @ValidateNested() needs @IsObject(): class-validator's nested check also takes an array"],
    [EachWithoutIsArray, 'names: a rule with { each: true } needs @IsArray(): on any other value it checks the value itself'],
    [UnknownRule, 'count: no JSON Schema for the isInt rule'],
    [NestedWithoutType, 'leaf: @ValidateNested() without @Type(() => SomeClass)'],
  ])('refuses what JSON Schema would say otherwise than class-validator checks it: %p', (type, message) => {
    expect(() => classSchema(type, HELP)).toThrow(message);
  });

  test('refuses a key with no description', () => {
    expect(() => classSchema(Good, new Map([help(Good, ['id', 'leaves'])]))).toThrow('leaves[].name: no description in src/packaging/schema/config-help.ts');
  });
});
