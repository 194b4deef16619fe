/** Stdin no host's payload can be read from (not JSON, not an object), with the diagnostic each must give. */
export const UNREADABLE_PAYLOADS: ReadonlyArray<readonly [string, string | Buffer, RegExp]> = [
  ['not JSON', '{"hook_event_name":', /^bearing: json_malformed: /],
  ['empty stdin', '', /^bearing: json_malformed: /],
  ['invalid UTF-8 bytes', Buffer.from([0xff, 0xfe, 0x7b, 0x80]), /^bearing: json_malformed: /],
  ['an array', '[]', /^bearing: payload_not_object: expected a JSON object, got an array$/],
  ['null', 'null', /^bearing: payload_not_object: expected a JSON object, got null$/],
  ['a number', '42', /^bearing: payload_not_object: expected a JSON object, got a number$/],
  ['a string', '"PreToolUse"', /^bearing: payload_not_object: expected a JSON object, got a string$/],
];
