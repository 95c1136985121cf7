/**
 * How to write a payment reference, said from the method's pattern (`MetodoPago.referenciaPatron`,
 * set by the back-office): "La referencia debe tener entre 4 y 12 dígitos" rather than "no es
 * válida", so the shopper knows what to fix (issue 36). The checkout, the gift card purchase and the
 * API give the same sentence.
 */
import { MensajesOrden } from './orden.ts';

/** `^[0-9]{4,12}$`, `^\d{6}$`, `^[A-Za-z0-9]{6,20}$`: what the usual patterns allow, by length. */
const PATRON = /^\^(\[0-9\]|\\d|\[A-Za-z0-9\]|\[a-zA-Z0-9\]|\[A-Z0-9\]|\[0-9A-Za-z\])\{(\d+)(?:,(\d+))?\}\$$/;

/** The sentence for a reference that does not match `patron`; the generic one for other patterns. */
export function mensajeReferenciaInvalida(patron: string | null): string {
  const m = patron ? PATRON.exec(patron) : null;
  if (!m) return MensajesOrden.REFERENCIA_INVALIDA;
  const clase = m[1]!;
  const que = clase === '[0-9]' || clase === '\\d' ? 'dígitos' : 'letras o números';
  const min = Number(m[2]);
  const max = m[3] === undefined ? min : Number(m[3]);
  const cuantos = min === max ? `${min} ${que}` : `entre ${min} y ${max} ${que}`;
  return `La referencia debe tener ${cuantos}${que === 'dígitos' ? ', solo números' : ', sin espacios ni signos'}`;
}
