export { GrokBuildAdapter } from './grok-build.adapter';
export { GROK_BUILD_DESCRIPTOR } from './grok-build.descriptor';
