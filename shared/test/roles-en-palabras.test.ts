import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '../src/contracts/constants.ts';
import { nombreDeRol, permisoDeRol } from '../src/rules/roles.ts';

describe('roles as staff read them', () => {
  it('gives every admin role of spec §6 a Spanish name and what it allows', () => {
    for (const rol of ADMIN_ROLES) {
      expect(nombreDeRol(rol)).not.toMatch(/ROLE_/);
      expect(permisoDeRol(rol)).toMatch(/\.$/);
    }
    expect(nombreDeRol('ROLE_ZONA_ACTUALIZAR')).toBe('Zonas');
  });

  it('names a zone role by its zone, the real name when it is known', () => {
    expect(nombreDeRol('ROLE_ZONA_san-cristobal')).toBe('Zona San Cristobal');
    expect(nombreDeRol('ROLE_ZONA_caracas', () => 'Gran Caracas')).toBe('Zona Gran Caracas');
    expect(permisoDeRol('ROLE_ZONA_caracas')).toContain('zona Caracas');
  });

  it('leaves a role it does not know as it is', () => {
    expect(nombreDeRol('ROLE_OTRO')).toBe('ROLE_OTRO');
  });
});
