/**
 * Optimistic concurrency (decision 0022): a form saves the `version` it opened; the service reads the
 * row `for update` in its transaction, calls `exigirVersion`, writes `version + 1`. Two staff saving
 * the same record: the second is refused with 409 and a message that says what to do, and nothing of
 * theirs overwrites the first's.
 */
import { MensajesAdmin } from '@mercado/shared/contracts';
import { HttpError } from '../../http/errors.ts';

export const conflicto = () =>
  new HttpError(409, MensajesAdmin.CONFLICTO, { version: MensajesAdmin.CONFLICTO });

/** 409 unless the row is still at the version the form opened. */
export function exigirVersion(actual: number, enviada: number): void {
  if (actual !== enviada) throw conflicto();
}
