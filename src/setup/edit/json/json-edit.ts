import { jsonValue, memberOf, parseJsonTree, type JsonArray, type JsonNode, type JsonObject, type JsonTreeOptions } from '../../../platform/json-tree';

/**
 * Changes to a user's JSON file made as text insertions and removals at the places the tree gives, in the file's
 * own layout (its indentation, its line breaks, one child per line or all on one line). Removing what an insertion
 * added gives back the text as it was: an appended child is inserted right after the last child as `,` + the
 * separator its siblings use + the child, and removing a child that has one before it removes exactly from the end
 * of that one to its own end. (A container bearing filled while it was empty becomes `{}` or `[]` again.)
 */

/** A file's value is not the shape bearing needs there (`hooks` is a list, not an object): one line. */
export class JsonShapeError extends Error {}

/** How the file lays itself out, so that what bearing adds looks like the rest. */
interface Layout {
  readonly unit: string;
  readonly newline: string;
}

function layoutOf(text: string): Layout {
  const indented = /\n([ \t]+)\S/.exec(text);
  return {
    unit: indented ? (indented[1]!.startsWith('\t') ? '\t' : indented[1]!.length >= 4 && indented[1]!.length % 4 === 0 ? '    ' : '  ') : '  ',
    newline: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** `value` as JSON laid out at `indent` (the indentation of the line it starts on). */
function render(value: unknown, layout: Layout, indent: string, multiline: boolean): string {
  if (!multiline) return JSON.stringify(value);
  return JSON.stringify(value, null, layout.unit).split('\n').join(`${layout.newline}${indent}`);
}

/** The whitespace a line starts with, for the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
}

const childStart = (container: JsonObject | JsonArray, i: number): number =>
  container.kind === 'object' ? container.members[i]!.start : container.elements[i]!.start;
const childEnd = (container: JsonObject | JsonArray, i: number): number =>
  container.kind === 'object' ? container.members[i]!.value.end : container.elements[i]!.end;
const childCount = (container: JsonObject | JsonArray): number => (container.kind === 'object' ? container.members.length : container.elements.length);

/** `text` with one child (`key` given for an object's member) appended to `container`. */
function appendChild(text: string, container: JsonObject | JsonArray, value: unknown, key?: string): string {
  const layout = layoutOf(text);
  const count = childCount(container);
  const prefix = (spaced: boolean) => (key === undefined ? '' : `${JSON.stringify(key)}:${spaced ? ' ' : ''}`);
  if (count === 0) {
    const outer = lineIndent(text, container.start);
    const indent = outer + layout.unit;
    const inner = `${layout.newline}${indent}${prefix(true)}${render(value, layout, indent, true)}${layout.newline}${outer}`;
    return text.slice(0, container.start + 1) + inner + text.slice(container.end - 1);
  }
  // The separator the last child has before it: after the previous child's comma, or after the opening bracket.
  const last = count - 1;
  const gapStart = last === 0 ? container.start + 1 : text.indexOf(',', childEnd(container, last - 1)) + 1;
  const gap = text.slice(gapStart, childStart(container, last));
  const multiline = gap.includes('\n');
  const indent = multiline ? lineIndent(text, childStart(container, last)) : '';
  const separator = multiline ? `${layout.newline}${indent}` : gap.startsWith(' ') ? ' ' : '';
  const at = childEnd(container, last);
  // On one line, a key is followed by a space where the file's own keys are.
  const spaced = multiline || /"\s*:[ \t]/.test(text.slice(container.start, container.end));
  return `${text.slice(0, at)},${separator}${prefix(spaced)}${render(value, layout, indent, multiline)}${text.slice(at)}`;
}

/** `text` without child `i` of `container` (the exact inverse of appendChild for an appended child). */
function removeChild(text: string, container: JsonObject | JsonArray, i: number): string {
  if (childCount(container) === 1) return text.slice(0, container.start + 1) + text.slice(container.end - 1);
  if (i > 0) return text.slice(0, childEnd(container, i - 1)) + text.slice(childEnd(container, i));
  return text.slice(0, childStart(container, 0)) + text.slice(childStart(container, 1));
}

/** The root object of a document. */
/** A host's JSON file as bearing reads it: a byte-order mark an editor put at its start is whitespace. */
export function parseFileJson(text: string, options: JsonTreeOptions = {}): JsonNode {
  return parseJsonTree(text, { bom: true, ...options });
}

function rootObject(text: string, options: JsonTreeOptions): JsonObject {
  const root = parseFileJson(text, options);
  if (root.kind !== 'object') throw new JsonShapeError('the file does not hold a JSON object');
  return root;
}

/**
 * Walks `path` from the root object. Returns the array at its end, or the deepest object on the way and the keys
 * still missing below it. A value of another kind on the way is a JsonShapeError naming its key.
 */
function walk(root: JsonObject, path: readonly string[]): { array: JsonArray } | { object: JsonObject; missing: string[] } {
  let object = root;
  for (let i = 0; i < path.length; i++) {
    const member = memberOf(object, path[i]!);
    if (!member) return { object, missing: path.slice(i) };
    const last = i === path.length - 1;
    if (last && member.value.kind === 'array') return { array: member.value };
    if (!last && member.value.kind === 'object') {
      object = member.value;
      continue;
    }
    throw new JsonShapeError(`"${path.slice(0, i + 1).join('.')}" is not ${last ? 'a list' : 'an object'}`);
  }
  throw new JsonShapeError('an empty path');
}

/** The array at `path` in the document (undefined where a key on the way is missing). */
function arrayAt(text: string, path: readonly string[], options: JsonTreeOptions = {}): JsonArray | undefined {
  const found = walk(rootObject(text, options), path);
  return 'array' in found ? found.array : undefined;
}

/** The plain values of the array at `path`, or [] where it is missing. */
export function valuesAt(text: string, path: readonly string[], options: JsonTreeOptions = {}): unknown[] {
  return arrayAt(text, path, options)?.elements.map(jsonValue) ?? [];
}

/** The keys of the object at `path` (every key of the root for []), or [] where it is missing. */
export function keysAt(text: string, path: readonly string[], options: JsonTreeOptions = {}): string[] {
  let node: JsonNode = rootObject(text, options);
  for (const key of path) {
    if (node.kind !== 'object') throw new JsonShapeError(`"${key}"'s parent is not an object`);
    const member: ReturnType<typeof memberOf> = memberOf(node, key);
    if (!member) return [];
    node = member.value;
  }
  if (node.kind !== 'object') throw new JsonShapeError(`"${path.join('.')}" is not an object`);
  return [...new Set(node.members.map((m) => m.key))];
}

/**
 * `text` with `values` appended to the array at `path`, creating the keys that are missing (`{"hooks": {}}` gets a
 * `"preToolUse": [...]` member, a file without `hooks` a whole `"hooks": {...}` member).
 */
export function appendAt(text: string, path: readonly string[], values: readonly unknown[], options: JsonTreeOptions = {}): string {
  let result = text;
  for (let i = 0; i < values.length; i++) {
    const found = walk(rootObject(result, options), path);
    if ('array' in found) {
      result = appendChild(result, found.array, values[i]);
      continue;
    }
    // The missing keys become one nested value holding the rest of `values` too.
    const nested = found.missing.slice(1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), values.slice(i));
    return appendChild(result, found.object, nested, found.missing[0]);
  }
  return result;
}

/**
 * `text` without the elements of the array at `path` that `drop` picks; an array left empty goes with its key, and
 * so does each object above it that is left empty (not the root): what appendAt created, removed again.
 */
export function removeAt(text: string, path: readonly string[], drop: (value: unknown) => boolean, options: JsonTreeOptions = {}): string {
  let result = text;
  for (;;) {
    const array = arrayAt(result, path, options);
    const index = array?.elements.findIndex((e) => drop(jsonValue(e))) ?? -1;
    if (index < 0) return result;
    if (array!.elements.length > 1) {
      result = removeChild(result, array!, index);
      continue;
    }
    return removeEmptied(result, path, options);
  }
}

/** Removes the member at `path` and every object above it it leaves empty. */
function removeEmptied(text: string, path: readonly string[], options: JsonTreeOptions): string {
  const root = rootObject(text, options);
  const parents: JsonObject[] = [root];
  for (const key of path.slice(0, -1)) parents.push(memberOf(parents[parents.length - 1]!, key)!.value as JsonObject);
  // The deepest object that would be left with members of its own is where the removal happens.
  let depth = path.length - 1;
  while (depth > 0 && parents[depth]!.members.length === 1) depth--;
  const holder = parents[depth]!;
  const index = holder.members.lastIndexOf(memberOf(holder, path[depth]!)!);
  return removeChild(text, holder, index);
}
