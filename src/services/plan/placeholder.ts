/**
 * A value the plan's author has not filled in yet: empty, exactly `unassigned`, or one whole `<…>` token
 * (`<Journey id>`, `<Explorer Journey | Expedition>`). `none` and `[]` are real values.
 */
export function isPlaceholder(value: string | undefined): boolean {
  if (value === undefined) return true;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'unassigned' || /^<[^>]+>$/.test(trimmed);
}
