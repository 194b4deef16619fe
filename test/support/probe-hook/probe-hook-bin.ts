// The packaged hook with one policy only, the probe: it answers every family with the decision BEARING_PROBE_DECISION
// holds (JSON). Built by test/runner/projection.runner.test.ts from the same sources as hooks/bearing-hook.cjs.
import 'reflect-metadata/lite';
import { container } from 'tsyringe';
import { bootstrap } from '../../../src/bootstrap';
import { injectable } from '../../../src/framework/di/injectable';
import type { Policy } from '../../../src/framework/policy';
import { HookRunner } from '../../../src/framework/runner/hook-runner';
import { COMMAND_HOSTS } from '../../../src/hosts/command-hosts';
import { ROUTE_FAMILIES } from '../../../src/protocol/route-family';
import type { Decision } from '../../../src/protocol/decision';
import { readStdin } from '../../../src/cli/hook/stdin-reader';
import { writeReply } from '../../../src/cli/hook/reply-writer';

@injectable()
class ProbePolicy implements Policy {
  constructor() {}
  evaluate(): Decision {
    return JSON.parse(process.env['BEARING_PROBE_DECISION'] ?? '{"verdict":"none"}') as Decision;
  }
}

async function main(): Promise<void> {
  const probe = { id: 'probe', families: ROUTE_FAMILIES, needs: { channels: [], at: 'agent_guided' as const }, policy: ProbePolicy };
  const runner = bootstrap(container.createChildContainer(), COMMAND_HOSTS, process.env, [probe]).resolve(HookRunner);
  const input = await readStdin();
  const reply = input.ok
    ? await runner.runText(process.argv[2] ?? '', input.text, { nativeEvent: process.argv[4] })
    : await runner.fail(process.argv[2] ?? '', input.failure);
  writeReply(reply);
  process.exit(reply.exitCode);
}

void main();
