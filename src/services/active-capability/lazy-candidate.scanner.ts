import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { activeModules } from './active-modules.loader';
import type { CandidateScanner, CandidateScope, CandidateState } from '../candidate/candidate.scanner';

/** The git candidate scan, loaded when a gate first asks for it (only where Test Engineering is active). */
@injectable()
export class LazyCandidateScanner implements CandidateScanner {
  constructor(@inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment) {}

  scan(root: string, scope: CandidateScope): Promise<CandidateState> {
    return new (activeModules().GitCandidateScanner)(this.environment).scan(root, scope);
  }
}
