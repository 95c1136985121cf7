/** The coupons back-office (issue 35): access over every entry of its domain (ROLE_CUPON; 403 without it). */

import { adminCupon } from '@mercado/shared/endpoints/admin-cupon';
import { probarAcceso } from './admin-acceso.ts';
import type { TestApp } from './helpers.ts';

let n = 0;
const hoy = () => new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10);
const form = () => {
  n += 1;
  return {
    codigo: `ACCESO${n}${Date.now() % 100000}`,
    nombre: `Acceso ${n} ${Date.now()}`,
    porcentaje: true,
    valor: '10',
    minimoCompra: '0',
    fechaInicio: hoy(),
    fechaFin: hoy(),
    limiteUsuario: 0,
    limiteTotal: 0,
    publico: false,
    zonas: [],
    usuarioTipos: [],
    clientes: [],
  };
};

/** A coupon at version 1, made in the DB. */
const cupon = async (t: TestApp) => {
  const f = form();
  const c = await t.db
    .insertInto('cupon')
    .values({
      codigo: f.codigo,
      nombre: f.nombre,
      valor: '5.00',
      fecha_inicio: new Date(),
      fecha_fin: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: c.id };
};

probarAcceso('cupon: every entry', adminCupon, {
  rolSeccion: 'ROLE_CUPON',
  rolAjeno: 'ROLE_ENVIO',
  casos: {
    listado: { entrada: () => ({}) },
    registrar: { estados: [201], entrada: () => form() },
    editar: { entrada: async (t) => ({ ...(await cupon(t)), ...form(), version: 1 }) },
    estatus: { entrada: async (t) => ({ ...(await cupon(t)), estatus: 2, version: 1 }) },
    formRegistrar: { entrada: () => ({}) },
    formEditar: { entrada: (t) => cupon(t) },
    verificar: { entrada: () => ({ codigo: 'LIBRE' }) },
    usos: { entrada: (t) => cupon(t) },
    historial: { entrada: (t) => cupon(t) },
  },
});
