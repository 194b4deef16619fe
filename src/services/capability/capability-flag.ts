/** An environment flag that counts as on: `1`, `true`, `yes`, `on` (any case), as bearing-lite reads them. */
export function isFlagOn(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}
