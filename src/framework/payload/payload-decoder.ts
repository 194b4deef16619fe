import { injectable } from '../di/injectable';
import { getMetadataStorage } from 'class-validator';
import type { PayloadClass } from '../metadata/handler-definition';
import { payloadAliases } from '../decorators/also-from.decorator';
import { withSnakeCaseKeys } from './normalize-keys';
import { PayloadError } from './payload-error';
import { validatedInstance } from '../../platform/validated-instance';
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
    // Only the declared keys go to class-transformer: it would deep-copy everything else (a host's tool
    // response can be megabytes) just for the validator to strip it again.
    const declared: Record<string, unknown> = {};
    for (const key of declaredKeys(payloadClass)) if (plain[key] !== undefined) declared[key] = plain[key];
    const [instance, errors] = validatedInstance(payloadClass, declared, false);
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
