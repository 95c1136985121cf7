/**
 * Back-office inventory of a zone (issue 18, decision 0025): access over every entry (the other zone 403
 * also through a branch or an inventory id).
 */
import { adminInventario } from '@mercado/shared/endpoints/admin-inventario';
import { probarAcceso } from './admin-acceso.ts';
import { filaDe, sucursalDe, versionPrecio } from './admin-inventario-contexto.ts';

probarAcceso('inventario: every entry', adminInventario, {
  rolSeccion: 'ROLE_INVENTARIO',
  rolAjeno: 'ROLE_CATEGORIA',
  casos: {
    listar: { porZona: true, entrada: (_, zona) => ({ zona }) },
    opciones: { porZona: true, entrada: (_, zona) => ({ zona }) },
    exportar: { porZona: true, entrada: (_, zona) => ({ zona }) },
    importarPrevia: {
      porZona: true,
      entrada: async (t, zona) => {
        const f = await filaDe(t, zona);
        return { zona, csv: `producto,sucursal,existencia\n${f.producto_id},${await sucursalDe(t, zona)},7` };
      },
    },
    importarAplicar: {
      porZona: true,
      entrada: async (t, zona) => {
        const f = await filaDe(t, zona);
        return { zona, csv: `producto,sucursal,existencia\n${f.producto_id},${await sucursalDe(t, zona)},7` };
      },
    },
    registrar: {
      porZona: true,
      estados: [201],
      entrada: async (t, zona) => {
        const sucursal = await sucursalDe(t, zona);
        const f = await filaDe(t, zona);
        await t.db.deleteFrom('inventario').where('id', '=', f.id).execute();
        return { zona, sucursal, producto: f.producto_id, existencia: '5', costo: '1,00' };
      },
    },
    leer: { porZona: true, entrada: async (t, zona) => ({ zona, inventario: (await filaDe(t, zona)).id }) },
    editar: {
      porZona: true,
      entrada: async (t, zona) => {
        const f = await filaDe(t, zona);
        return { zona, inventario: f.id, existencia: '9', costo: f.costo, version: f.version };
      },
    },
    historial: {
      porZona: true,
      entrada: async (t, zona) => ({ zona, inventario: (await filaDe(t, zona)).id }),
    },
    sucursalProducto: {
      porZona: true,
      entrada: async (t, zona) => ({
        zona,
        sucursal: await sucursalDe(t, zona),
        producto: (await filaDe(t, zona)).producto_id,
      }),
    },
    precios: {
      porZona: true,
      entrada: async (t, zona) => ({ zona, producto: (await filaDe(t, zona)).producto_id }),
    },
    guardarPrecios: {
      porZona: true,
      entrada: async (t, zona) => {
        const producto = (await filaDe(t, zona)).producto_id;
        return {
          zona,
          producto,
          precios: [{ usuarioTipo: 1, precio: '99.00', version: await versionPrecio(t, zona, producto) }],
        };
      },
    },
    historialPrecios: {
      porZona: true,
      entrada: async (t, zona) => ({ zona, producto: (await filaDe(t, zona)).producto_id }),
    },
  },
});
