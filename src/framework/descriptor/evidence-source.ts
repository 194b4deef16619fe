import type { Evidence } from '../../protocol/host-capability';

/**
 * The evidence one source gives, cited place by place: `cite(place, note?)` is evidence whose source is the
 * source's base followed by the place (a fixture file, a `#section` of a page). Every descriptor cites a few
 * sources many times; each is described once.
 */
export function evidenceSource(kind: Evidence['kind'], base: string, date: string, version?: string): (place: string, note?: string | false) => Evidence {
  return (place, note) => ({ kind, source: `${base}${place}`, ...(version && { version }), date, ...(note && { note }) });
}
