export { CodexAdapter } from './codex.adapter';
export { CODEX_DESCRIPTOR } from './codex.descriptor';
