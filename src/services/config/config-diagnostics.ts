/**
 * A settings file that the quick check (config-check.ts) did not accept, checked again to say where each problem is:
 * the JSON tree (platform/json-tree.ts) places syntax errors, the too-deep, every key class-validator refuses. Only a broken or
 * refused file needs this, so the packaged hooks load it from a file of its own (hooks/bearing-diagnostics.cjs) at its
 * first use (config-diagnostics.loader.ts).
 */
import { didYouMean } from '../../platform/closest-word';
import { JsonSyntaxError, parseJsonTree, placeAt, textPositions, type JsonNode } from '../../platform/json-tree';
import { isPlainObject } from '../../platform/plain-object';
import type { ValidationProblem } from '../../platform/validation-problems';
import type { ConfigCheck, ConfigProblem, ConfigRules } from './config-problem';

/** Far deeper than a valid file goes (five levels: `branches.workspaces[i].rules`); deeper text is refused unparsed. */
export const MAX_CONFIG_DEPTH = 32;

/** The file was decoded with U+FFFD for each byte that is not UTF-8: a name holding one would silently match nothing. */
export function notUtf8(text: string): ConfigCheck {
  return { problems: [{ message: 'not valid UTF-8 (save the file as UTF-8)', at: textPositions(text)(text.indexOf('\ufffd')) }] };
}

/**
 * The text of a settings file, checked by the config classes (the rules the hook applies), each problem placed by the
 * JSON tree: syntax first (the first character that is not JSON), then every key class-validator refuses.
 */
export function placedCheck(text: string, rules: ConfigRules): ConfigCheck {
  const position = textPositions(text);
  let root: JsonNode;
  try {
    root = parseJsonTree(text, { maxDepth: MAX_CONFIG_DEPTH });
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { problems: [{ message: error.tooDeep ? error.problem : `not valid JSON: ${error.problem}`, at: position(error.offset) }] };
  }
  const plain: unknown = JSON.parse(text);
  if (!isPlainObject(plain)) return { problems: [{ message: 'must hold a JSON object', at: position(root.start) }] };
  const { config, found } = rules(plain);
  // Under an unknown key nothing else is worth saying (`{"brnaches": {"preset": null}}` is one problem).
  const unknown = found.filter((p) => p.declared !== undefined).map((p) => p.path);
  const problems = found
    .filter((p) => p.declared !== undefined || !unknown.some((key) => key.every((part, i) => p.path[i] === part)))
    .map((p) => ({ problem: p, offset: offsetOf(root, p) }))
    .sort((a, b) => a.offset - b.offset)
    .map(
      ({ problem, offset }): ConfigProblem => ({
        message: problem.message + didYouMean(problem.path[problem.path.length - 1]!, problem.declared ?? []) + (problem.nearValue ?? ''),
        at: position(offset),
        key: problem.path.join('.'),
      }),
    );
  return problems.length === 0 ? { config, problems: [] } : { problems };
}

/** An unknown key is pointed at by its name, a wrong value by its first character (a missing one by its object). */
function offsetOf(root: JsonNode, problem: ValidationProblem): number {
  const place = placeAt(root, problem.path);
  return problem.declared !== undefined ? (place.key ?? place.start) : place.start;
}
