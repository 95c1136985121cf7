import { describe, expect, it } from 'vitest';
import { confirmacion, porAutor } from './publicar.ts';

const cambios = [
  { que: 'Mensaje publicitario', autores: ['ana@demo.test'], propio: true },
  { que: 'Destacado «Café»', autores: ['luis@demo.test'], propio: false },
  { que: 'Imagen del carrusel «Navidad»', autores: ['ana@demo.test', 'luis@demo.test'], propio: false },
];

describe('the confirmation of a publication', () => {
  it('counts the changes of each author', () => {
    expect(porAutor(cambios)).toBe('2 de ana@demo.test, 2 de luis@demo.test');
  });

  it('publishing mine names my changes and the ones that stay waiting, with whose they are', () => {
    expect(confirmacion('Caracas', cambios, 'mios')).toEqual({
      titulo: 'Publicar mis cambios en Caracas',
      mensaje:
        'Se publicará 1 cambio (1 de ana@demo.test): Mensaje publicitario. Quedarán sin publicar 2 cambios (2 de luis@demo.test, 1 de ana@demo.test).',
      aceptar: 'Publicar mis cambios',
      cancelar: 'Cancelar',
    });
  });

  it('publishing all names every change and its authors', () => {
    expect(confirmacion('Caracas', cambios, 'todo').mensaje).toBe(
      'Se publicarán 3 cambios (2 de ana@demo.test, 2 de luis@demo.test): Mensaje publicitario, Destacado «Café», Imagen del carrusel «Navidad».',
    );
  });

  it('a publication whose changes are not listed says what shoppers will see', () => {
    expect(confirmacion('Caracas', [], 'todo').mensaje).toBe(
      'Los compradores verán la página de la zona tal como la muestra la vista previa.',
    );
  });
});
