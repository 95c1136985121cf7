import { describe, expect, it } from 'vitest';
import { panelVisible } from './panel.ts';
import { PANEL } from './secciones.ts';

describe('panelVisible', () => {
  it('keeps spec order inside each area and drops areas without entries', () => {
    const grupos = panelVisible([
      'ROLE_ADMIN',
      'ROLE_PRODUCTO',
      'ROLE_CATEGORIA',
      'ROLE_TARJETA',
      'ROLE_CONFIG',
    ]);
    expect(grupos.map((g) => g.etiqueta)).toEqual(['Catálogo', 'Finanzas']);
    expect(grupos[0]?.entradas.map((e) => e.etiqueta)).toEqual([
      'Categorias',
      'Productos',
      'Configuraciones',
    ]);
    expect(grupos[1]?.entradas.map((e) => e.href)).toEqual([
      '/admin/tarjeta/solicitud',
      '/admin/tarjeta/saldo',
      '/admin/vuelto',
    ]);
  });

  it('shows nothing without ROLE_ADMIN, and every entry to a user with every role', () => {
    expect(panelVisible(['ROLE_PRODUCTO'])).toEqual([]);
    const roles = [
      'ROLE_ADMIN',
      'ROLE_TIENDA',
      'ROLE_CATEGORIA',
      'ROLE_ETIQUETA',
      'ROLE_PRODUCTO',
      'ROLE_ZONA_ACTUALIZAR',
      'ROLE_LISTA_RAPIDA',
      'ROLE_PUBLICIDAD',
      'ROLE_ONE_SIGNAL',
      'ROLE_INVENTARIO',
      'ROLE_CONFIG',
      'ROLE_PEDIDO',
      'ROLE_MEMBRESIA',
      'ROLE_CLIENTE',
      'ROLE_USUARIO_ADMIN',
      'ROLE_ATENCION_CLIENTE',
      'ROLE_TARJETA',
      'ROLE_CUPON',
      'ROLE_ENVIO',
    ];
    expect(panelVisible(roles).flatMap((g) => g.entradas)).toHaveLength(PANEL.length);
  });
});
