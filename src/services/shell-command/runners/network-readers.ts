import type { Arg } from '../arg';
import type { RunnerReading } from './runner-reading';
import { collectEffects, noEffects } from './option-effects';
import { scanOptions } from './option-scan';
import type { ReadContext } from './runner-spec';
import { unread } from './spec-reader';

/**
 * ssh (openssh-client 9.2p1) runs its command on another machine: nothing of it can be read here. `-V` prints the
 * version, `-G` the configuration and `-Q` what it supports, and none of them connects.
 */
export function readSsh(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const scan = scanOptions(args, context.spec.grammar!);
  if (scan.kind === 'refused') return [];
  if (scan.kind === 'read' && collectEffects(scan.options, context.spec.grammar, noEffects()).stop) return [];
  return [unread(`${context.via} runs its command on another machine`)];
}

/** iproute2's global options that take a value (ip(8), iproute2 6.1: each may be shortened, `-n` for `-netns`). */
const IP_VALUES = /^-(f|fa|fam|fami|famil|family|l|lo|loo|loop|loops|rc|rcv|rcvb|rcvbu|rcvbuf|n|ne|net|netn|netns)$/;

/**
 * `ip [OPTIONS] netns exec NAME CMD…`, `ip -all netns exec CMD…` and `ip vrf exec NAME CMD…` (iproute2 6.1): the
 * command runs in another network namespace or VRF, with the same files (netns also mounts /etc/netns/NAME over
 * /etc). Any other `ip` command runs nothing; `-batch FILE` runs the ip commands of a file.
 */
export function readIpExec(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  let at = 0;
  let all = false;
  for (; at < args.length && args[at]!.text.startsWith('-'); at++) {
    const option = args[at]!;
    if (option.dynamic) return [unread(`${context.via}: ${option.text} may be an option, computed at run time`)];
    if (/^-b(a|at|atc|atch)?$/.test(option.text)) return [unread(`${context.via} -batch runs the ip commands of a file`)];
    if (/^-a(l|ll)?$/.test(option.text)) all = true;
    if (IP_VALUES.test(option.text)) at++;
  }
  const object = args[at];
  const verb = args[at + 1];
  if (!object || !verb || object.dynamic || verb.dynamic)
    return object?.dynamic || verb?.dynamic ? [unread(`${context.via}: its command is computed at run time`)] : [];
  const netns = object.text.length >= 4 && 'netns'.startsWith(object.text);
  if ((!netns && object.text !== 'vrf') || !'exec'.startsWith(verb.text)) return [];
  const command = args.slice(at + (netns && all ? 2 : 3));
  return command.length > 0 ? [{ kind: 'command', words: command, via: `${context.via} ${netns ? 'netns' : 'vrf'} exec` }] : [];
}
