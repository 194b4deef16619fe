import { injectable } from 'tsyringe';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { PayloadClass } from '../metadata/handler-definition';
import { payloadAliases } from '../decorators/also-from.decorator';
import { withSnakeCaseKeys } from './normalize-keys';
import { PayloadError } from './payload-error';
import { validationMessage } from './validation-message';

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
    const instance = plainToInstance(payloadClass, plain);
    const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: false, forbidUnknownValues: false });
    if (errors.length > 0) throw new PayloadError(validationMessage(errors[0]!));
    return instance;
  }
}
