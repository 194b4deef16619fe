/** Every host bearing knows by name; the id is what a hook command line passes (`bearing hook <id>`). */
export const HOST_IDS = ['claude-code', 'codex', 'cursor', 'grok-build', 'kimi-code', 'opencode', 'pi', 'agy', 'deepcode'] as const;

export type HostId = (typeof HOST_IDS)[number];
