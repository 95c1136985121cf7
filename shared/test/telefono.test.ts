import { describe, expect, it } from 'vitest';
import {
  CambioTelefonoRequestSchema,
  normalizarTelefono,
  TELEFONO_ESCRITO_MAX,
} from '../src/contracts/index.ts';

describe('normalizarTelefono (issue 34)', () => {
  it.each([
    ['0424 765 4321', '0424-7654321'],
    ['0424-7654321', '0424-7654321'],
    ['04247654321', '0424-7654321'],
    ['+58 424 7654321', '0424-7654321'],
    ['+58 0424 7654321', '0424-7654321'],
    ['0058 424 765 4321', '0424-7654321'],
    ['584247654321', '0424-7654321'],
    ['(0212) 555.12.34', '0212-5551234'],
    ['  0414-123 45 67 ', '0414-1234567'],
    ['0058 (0424) 765 - 43 - 21', '0424-7654321'],
  ])('%s → %s', (escrito, esperado) => {
    // A field with maxLength TELEFONO_ESCRITO_MAX holds every spelling read here (issue 36).
    expect(escrito.length).toBeLessThanOrEqual(TELEFONO_ESCRITO_MAX);
    expect(normalizarTelefono(escrito)).toBe(esperado);
    expect(CambioTelefonoRequestSchema.parse({ telefono: escrito })).toEqual({ telefono: esperado });
  });

  it.each(['424 765 4321', '0424-765432', '+1 424 7654321', '0424-76543210', 'abc', ''])(
    'rejects %j with the Spanish message',
    (escrito) => {
      const r = CambioTelefonoRequestSchema.safeParse({ telefono: escrito });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Ingrese un teléfono válido, por ejemplo 0414-1234567');
    },
  );
});
