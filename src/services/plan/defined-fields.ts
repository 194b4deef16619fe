/** The fields whose value is defined: what the plan does not say stays absent rather than `undefined`. */
export function definedFields<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}
