import { Type } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';

/** The rule packs bearing ships (`"packs": [...]`), each a data file of rules loaded only when turned on. */
export const PACK_NAMES = ['filesystem', 'git-history', 'database', 'infrastructure', 'cloud', 'publish'] as const;
export type PackName = (typeof PACK_NAMES)[number];

/** What one settings file says about rules: its own, and the packs it turns on (services/command-rules layers them). */
export interface RuleLayer {
  readonly scope: 'user' | 'workspace';
  readonly path: string;
  readonly rules?: readonly CommandRuleConfig[];
  readonly packs?: readonly PackName[];
}

/** What a rule does with a command it matches: refuse it, or ask the user (refused where the host cannot ask). */
const RULE_DECISIONS = ['deny', 'ask'] as const;
export type RuleDecision = (typeof RULE_DECISIONS)[number];

/** Where an operand's path lands: inside the workspace, outside it, under the home folder (itself included), the root `/`. */
export const OPERAND_SCOPES = ['workspace', 'outside', 'home', 'root'] as const;
export type OperandScope = (typeof OPERAND_SCOPES)[number];

/** A user's rule id: a word (`no-rm-home`); `<pack>/<id>` names a pack's rule, which a file may only tighten. */
const RULE_ID = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)?$/;

/** Whether a word is one a rule can name as a flag: `-r`, `-delete`, `--force` (not `-`, not `--`, which ends options). */
function isFlagWord(word: unknown): word is string {
  return typeof word === 'string' && /^-[^-\s]\S*$|^--[^\s=]+$/.test(word);
}

/** A flag requirement as a file writes it: one flag, or the aliases of one flag (`["-r", "-R", "--recursive"]`). */
export type FlagSpec = string | readonly string[];

/**
 * A custom class-validator rule under `name`, which the schema generator maps to JSON Schema keywords
 * (packaging/schema/class-schema.ts): the message names the property first, as the built-in rules' do.
 */
function rule(name: string, test: (value: unknown, args: ValidationArguments) => boolean, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({ name, target: target.constructor, propertyName, options: { message: `$property ${message}` }, validator: { validate: test } });
}

const isWord = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '' && !/[\s/\\]/.test(value);

/** `"program"`: one base name (`rm`, `*` for any) or a non-empty list of them. */
const IsProgramWords = () =>
  rule(
    'isProgramWords',
    (v) => isWord(v) || (Array.isArray(v) && v.length > 0 && v.every(isWord)),
    'must be a program\'s base name (no path, no spaces: "rm") or a non-empty list of them',
  );

/** `"flags"`, `"withoutFlags"`: a list of flags, each one word or a non-empty list of its aliases. */
const IsFlagList = () =>
  rule(
    'isFlagList',
    (v) => Array.isArray(v) && v.every((f) => isFlagWord(f) || (Array.isArray(f) && f.length > 0 && f.every(isFlagWord))),
    'must be a list of flags ("-r", "--force"; a list such as ["-r", "-R", "--recursive"] for the aliases of one flag)',
  );

/** `"match"` says something: an empty one would match every command. */
const IsSomeMatch = () =>
  rule(
    'isSomeMatch',
    (v) => typeof v !== 'object' || v === null || Object.values(v).some((x) => x !== undefined),
    'is empty: name at least the program ("program": "rm")',
  );

/** One operand condition: a glob over its path, or where its path lands. Both given: both must hold. */
export class OperandConfig {
  /** `*` within one folder, `**` across folders; `~` starts the home folder. A glob with a `/` or `~` is matched against the absolute path, any other against the word as written. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  glob?: string;

  @IsOptional()
  @IsIn(OPERAND_SCOPES)
  scope?: OperandScope;
}

/** What a rule matches in one program run, read from the parsed invocation (never the raw text). Every condition given must hold. */
export class RuleMatchConfig {
  @IsOptional()
  @IsProgramWords()
  program?: string | string[];

  /** The leading words that are not options (`["delete", "namespace"]`); options and their values between them do not matter. */
  @IsOptional()
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @IsArray()
  subcommand?: string[];

  @IsOptional()
  @IsFlagList()
  flags?: FlagSpec[];

  @IsOptional()
  @IsFlagList()
  withoutFlags?: FlagSpec[];

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => OperandConfig)
  @IsObject({ each: true })
  @IsArray()
  operands?: OperandConfig[];

  /** A JavaScript regular expression; one that does not compile is a problem of the rule (services/command-rules), not of the file's shape. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  text?: string;
}

/** One rule of `"rules"`: what it matches, what bearing does then, and what the agent reads. */
export class CommandRuleConfig {
  @IsString()
  @Matches(RULE_ID)
  id!: string;

  /** Absent only where the rule tightens a rule of the same id from the user-level file or a pack (only `decision` then counts). */
  @IsOptional()
  @IsSomeMatch()
  @ValidateNested()
  @Type(() => RuleMatchConfig)
  @IsObject()
  match?: RuleMatchConfig;

  @IsIn(RULE_DECISIONS)
  decision!: RuleDecision;

  @IsOptional()
  @IsString()
  reason?: string;

  @IsOptional()
  @IsString()
  suggestion?: string;
}
