import type { Decision } from '../protocol/decision';
import type { HookEvent } from '../protocol/hook-event';
import type { HostReply } from '../protocol/host-reply';
import { ruleReply, type ReplyRule, type RuleReplyOptions } from './encoding/rule-reply';
import { HostAdapter } from './host-adapter';

/**
 * A host whose replies follow one table of what each native event honours (Claude Code, Codex, Kimi Code): the
 * subclass names its table and its text limit, and one that adds an event says in `replyRule` how it is answered.
 */
export abstract class RuleTableAdapter extends HostAdapter {
  protected abstract readonly replyRules: Readonly<Record<string, ReplyRule>>;
  protected abstract readonly replyOptions: RuleReplyOptions;

  encode(event: HookEvent, decision: Decision): HostReply {
    return ruleReply(event, decision, this.replyRule(event.nativeEvent), this.replyOptions);
  }

  /** What an event honours; a subclass that adds an event says here how it is answered. */
  protected replyRule(nativeEvent: string): ReplyRule {
    return this.replyRules[nativeEvent] ?? {};
  }
}
