/**
 * Route families: the canonical names of the moments a host can tell bearing about.
 * v1 is what every policy was first written against; v2 adds the families later hosts expose.
 */
export const ROUTE_FAMILIES_V1 = ['session/start', 'tool/before', 'tool/after', 'stop', 'agent/start', 'agent/stop', 'workspace/open'] as const;

export const ROUTE_FAMILIES_V2 = [
  'session/end',
  'prompt/submit',
  'tool/failure',
  'compact/before',
  'compact/after',
  'permission/request',
  'permission/denied',
  'file/change',
  'config/change',
  'task/create',
  'task/complete',
  'agent/idle',
  'stop/failure',
] as const;

export const ROUTE_FAMILIES = [...ROUTE_FAMILIES_V1, ...ROUTE_FAMILIES_V2] as const;

export type RouteFamily = (typeof ROUTE_FAMILIES)[number];
