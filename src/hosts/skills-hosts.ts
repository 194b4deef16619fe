import type { HostEntry } from './host-entry';
import { AGY_HOST } from './agy/agy.host';
import { DEEPCODE_HOST } from './deepcode/deepcode.host';

/** The hosts bearing serves with its skill only: no hook runs there (their descriptors say why, family by family). */
export const SKILLS_HOSTS: readonly HostEntry[] = [AGY_HOST, DEEPCODE_HOST];
