import { harnessChecks } from '../support/reality/harness-checks';
harnessChecks();
