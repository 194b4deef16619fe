import { injectable as tsyringeInjectable } from 'tsyringe';

/** Every class declared with bearing's `@injectable()`, each one itself (a subclass is not its parent). */
const declared = new WeakSet<Function>();

/**
 * tsyringe's `@injectable()`, remembered per class. tsyringe reads injection tokens only from the class itself
 * (its own constructor's `@inject(token)` parameters) and builds a class it was never told about with no
 * arguments at all, so bearing keeps its own record of which classes declared themselves.
 */
export function injectable(): ClassDecorator {
  return (target) => {
    declared.add(target);
    tsyringeInjectable()(target as never);
  };
}

/**
 * Refuses an adapter class that tsyringe would silently build without its services: one that lacks its own
 * `@injectable()` and constructor. test/unit/framework/injection-tokens.test.ts holds every class in src to
 * both, and to an `@inject(token)` on every constructor parameter.
 */
export function assertInjectable(target: Function): void {
  if (!declared.has(target)) throw new Error(`${target.name} must declare its own constructor and @injectable()`);
}
