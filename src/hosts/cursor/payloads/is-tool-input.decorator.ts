import { ValidateBy } from 'class-validator';
import { isPlainObject } from '../../../platform/plain-object';

/** A tool input as Cursor sends it: an object (generic tool events) or JSON text (MCP events). */
export function IsToolInput(): PropertyDecorator {
  return ValidateBy({
    name: 'isToolInput',
    validator: {
      validate: (value: unknown) => typeof value === 'string' || isPlainObject(value),
      defaultMessage: (args) => `${args?.property ?? 'tool_input'} must be an object or a JSON string`,
    },
  });
}
