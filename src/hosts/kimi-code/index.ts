export { KimiCodeAdapter } from './kimi-code.adapter';
export { KIMI_CODE_DESCRIPTOR } from './kimi-code.descriptor';
