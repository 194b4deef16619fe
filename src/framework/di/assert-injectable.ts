/**
 * Refuses an adapter class that tsyringe would silently build without its services: one that lacks its
 * own `@injectable()` and constructor. With both, TypeScript records the class's own parameter types.
 */
export function assertInjectable(target: Function): void {
  if (!Reflect.hasOwnMetadata('design:paramtypes', target)) {
    throw new Error(`${target.name} must declare its own constructor and @injectable()`);
  }
}
