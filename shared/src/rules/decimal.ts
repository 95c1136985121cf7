/**
 * Exact decimal strings ⇄ scaled integers (BigInt). Money, taxes, rates and quantities arrive from
 * the API as decimal strings ("3.45", "16.0000", "0.500"); parsing them into floats would drift, so
 * every rule works on integers at a fixed scale.
 */

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** 10^n as BigInt. */
export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * Integer division rounded half-up (half away from zero, as banks and the tax authority do:
 * -0.005 → -0.01). `divisor` must be positive.
 */
export function divRoundHalfUp(dividend: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError('El divisor debe ser positivo');
  const negative = dividend < 0n;
  const abs = negative ? -dividend : dividend;
  const quotient = abs / divisor;
  const rest = abs % divisor;
  const rounded = rest * 2n >= divisor ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/**
 * Parses a plain decimal string (dot as decimal separator, no thousands) into an integer scaled by
 * 10^scale. Extra decimals are rounded half-up. Returns null for anything that is not a decimal.
 */
export function parseScaled(value: string, scale: number): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = BigInt(whole + fraction);
  const diff = scale - fraction.length;
  const scaled = diff >= 0 ? digits * pow10(diff) : divRoundHalfUp(digits, pow10(-diff));
  return sign === '-' ? -scaled : scaled;
}

/** Inverse of `parseScaled`: an integer scaled by 10^scale as a decimal string with `scale` decimals. */
export function formatScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Converts a BigInt that must fit in a safe integer. */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('Valor fuera de rango');
  }
  return Number(value);
}

/** Groups the digits of a non-negative integer string with dots: "1234567" → "1.234.567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
