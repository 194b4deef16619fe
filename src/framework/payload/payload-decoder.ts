import { injectable } from '../di/injectable';
import { getMetadataStorage, validateSync } from 'class-validator';
import type { PayloadClass } from '../metadata/handler-definition';
import { payloadAliases } from '../decorators/also-from.decorator';
import { withSnakeCaseKeys } from './normalize-keys';
import { PayloadError } from './payload-error';
import { validationMessage } from '../../platform/validation-message';

/**
 * Lenient decoding: unknown keys are ignored, only the keys the payload class declares are checked,
 * snake_case and camelCase spellings are both accepted. Throws PayloadError on a wrong or missing key.
 */
@injectable()
export class PayloadDecoder {
  decode<P extends object>(payloadClass: PayloadClass<P>, raw: Readonly<Record<string, unknown>>): P {
    const plain = withSnakeCaseKeys(raw);
    for (const [field, names] of payloadAliases(payloadClass)) {
      if (plain[field] !== undefined) continue;
      const alias = names.map((n) => plain[n]).find((v) => v !== undefined);
      if (alias !== undefined) plain[field] = alias;
    }
    // Only the declared keys, as they are: no payload class converts a value, and a copy (class-transformer's) would
    // walk every nested value, megabytes of a tool response or a tool input nested deeper than the stack goes.
    const instance = new payloadClass();
    for (const key of declaredKeys(payloadClass)) if (plain[key] !== undefined) (instance as Record<string, unknown>)[key] = plain[key];
    const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: false, forbidUnknownValues: false });
    if (errors.length > 0) throw new PayloadError(validationMessage(errors[0]!));
    return instance;
  }
}

const declaredKeyCache = new WeakMap<Function, readonly string[]>();

/** The properties a payload class (and its parents) declares validation for. */
function declaredKeys(payloadClass: Function): readonly string[] {
  let keys = declaredKeyCache.get(payloadClass);
  if (!keys) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(payloadClass, '', true, false);
    keys = [...new Set(metadata.map((m) => m.propertyName))];
    declaredKeyCache.set(payloadClass, keys);
  }
  return keys;
}
