export { ClaudeCodeAdapter } from './claude-code.adapter';
export { CLAUDE_CODE_DESCRIPTOR } from './claude-code.descriptor';
