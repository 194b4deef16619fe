import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { REPO_ROOT } from '../../support/fixtures';
import { SERVICES } from '../../../src/bootstrap';
import { activeModules } from '../../../src/services/active-capability/active-modules.loader';
import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';

/**
 * Nothing in bearing relies on TypeScript's decorator metadata: tsyringe learns a constructor's services only
 * from `@inject(token)`. Read from the sources, every class declared `@injectable()` (bearing's, never
 * tsyringe's own, so the runner can check adapters) injects every constructor parameter by token, and a
 * subclass declares its own constructor (tsyringe reads tokens from the class itself, not its parent).
 */
interface InjectableClass {
  readonly file: string;
  readonly name: string;
  readonly extendsAnother: boolean;
  /** Constructor parameters by name, with whether each carries `@inject(…)`; undefined without an own constructor. */
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly injected: boolean }>;
}

const SRC = join(REPO_ROOT, 'src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function isCallTo(decorator: ts.Decorator, name: string): boolean {
  return ts.isCallExpression(decorator.expression) && ts.isIdentifier(decorator.expression.expression) && decorator.expression.expression.text === name;
}

function injectableClasses(file: string): InjectableClass[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: InjectableClass[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) && (ts.getDecorators(node) ?? []).some((d) => isCallTo(d, 'injectable'))) {
      const ownConstructor = node.members.find(ts.isConstructorDeclaration);
      found.push({
        file: relative(REPO_ROOT, file),
        name: node.name?.text ?? '(anonymous)',
        extendsAnother: (node.heritageClauses ?? []).some((h) => h.token === ts.SyntaxKind.ExtendsKeyword),
        ...(ownConstructor && {
          parameters: ownConstructor.parameters.map((p) => ({
            name: p.name.getText(source),
            injected: (ts.getDecorators(p) ?? []).some((d) => isCallTo(d, 'inject')),
          })),
        }),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(SRC);
const classes = files.flatMap(injectableClasses);
// Loaded here, outside any test: a module first loaded inside a test would count, for Stryker's per-test coverage, as
// covered by that test, and its module-level mutants would be run against this file alone, which checks no behaviour.
const exportedClass = (c: InjectableClass): Function => (require(join(REPO_ROOT, c.file)) as Record<string, Function>)[c.name]!;
const exported = new Map(classes.map((c) => [c, exportedClass(c)]));

describe('injection by token only (no decorator metadata)', () => {
  test('the scan sees the injectable classes: adapters, policies and services', () => {
    const names = classes.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['ClaudeCodeAdapter', 'GrokBuildAdapter', 'ProtectedBranchPolicy', 'TestEngineeringGate', 'SessionRegistry']));
    expect(classes.length).toBeGreaterThanOrEqual(25);
  });

  test('every constructor parameter of an injectable class carries @inject(token)', () => {
    const missing = classes.flatMap((c) => (c.parameters ?? []).filter((p) => !p.injected).map((p) => `${c.file}: ${c.name}(${p.name})`));
    expect(missing).toEqual([]);
  });

  test('an injectable subclass declares its own constructor', () => {
    expect(classes.filter((c) => c.extendsAnother && c.parameters === undefined).map((c) => `${c.file}: ${c.name}`)).toEqual([]);
  });

  test("tsyringe's own @injectable() is used only through bearing's (src/framework/di/injectable.ts)", () => {
    const direct = files.filter((file) => /import\s*\{[^}]*\binjectable\b[^}]*\}\s*from\s*'tsyringe'/.test(readFileSync(file, 'utf8')));
    expect(direct.map((file) => relative(REPO_ROOT, file))).toEqual(['src/framework/di/injectable.ts']);
  });

  test("every injectable class is registered, so none is built by accident: a host's adapter, a policy, or a service row of bootstrap", () => {
    const registered = new Set<Function>([
      ...HOST_CATALOG.flatMap((h) => (h.adapter ? [h.adapter] : [])),
      ...POLICY_CATALOG.map((p) => p.policy),
      ...SERVICES.map(([, provider]) => provider),
      // Built by the lazy services, where Test Engineering is active.
      ...Object.values(activeModules()),
    ]);
    const unregistered = classes.filter((c) => !registered.has(exported.get(c)!));
    expect(unregistered.map((c) => `${c.file}: ${c.name}`)).toEqual([]);
  });

  test('the tokens tsyringe records at run time are the ones the sources declare', () => {
    for (const c of classes) {
      const tokens = Object.keys(Reflect.getOwnMetadata('injectionTokens', exported.get(c)!) ?? {}).length;
      expect({ class: c.name, tokens }).toEqual({ class: c.name, tokens: (c.parameters ?? []).length });
    }
  });
});
