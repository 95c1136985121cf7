import { describe, expect, it } from 'vitest';
import { validarClave } from './ClavePage.tsx';

describe('password change validation', () => {
  it('asks for every field in Spanish', () => {
    expect(validarClave({ actual: '', nueva: '', confirmacion: '' })).toEqual({
      actual: 'Ingrese su contraseña actual',
      nueva: 'La contraseña debe tener al menos 8 caracteres',
      confirmacion: 'Repita la nueva contraseña',
    });
  });

  it('refuses a short, unchanged or unconfirmed new password', () => {
    expect(validarClave({ actual: 'Vieja1234!', nueva: 'corta', confirmacion: 'corta' }).nueva).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect(
      validarClave({ actual: 'Vieja1234!', nueva: 'Vieja1234!', confirmacion: 'Vieja1234!' }).nueva,
    ).toBe('La nueva contraseña debe ser distinta de la actual');
    expect(validarClave({ actual: 'Vieja1234!', nueva: 'Nueva1234!', confirmacion: 'Nueva1234' })).toEqual({
      confirmacion: 'Las contraseñas no coinciden',
    });
  });

  it('accepts a valid change', () => {
    expect(validarClave({ actual: 'Vieja1234!', nueva: 'Nueva1234!', confirmacion: 'Nueva1234!' })).toEqual(
      {},
    );
  });
});
