import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/**
 * A plain JSON object as an instance of a decorated class, and what class-validator finds wrong with it. Keys the
 * class does not declare are stripped from the instance; with `rejectUndeclared` each is also an error (a settings
 * file or a stored record must not carry keys bearing cannot read; a host payload may). `forbidUnknownValues` is
 * off: the instance is always of a decorated class.
 */
export function validatedInstance<T extends object>(type: new () => T, plain: object, rejectUndeclared: boolean): [T, ValidationError[]] {
  const instance = plainToInstance(type, plain);
  return [instance, validateSync(instance, { whitelist: true, forbidNonWhitelisted: rejectUndeclared, forbidUnknownValues: false })];
}
