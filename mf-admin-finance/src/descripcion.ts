/**
 * What the finance back-office serves (decision 0013): its sections of the admin side panel
 * (spec §2, roles of spec §6), each described in its folder under `secciones/` (its pages, their
 * routes and panel links); `disponible: false` marks a page not built yet, listed and marked
 * 'Disponible próximamente'.
 */
import { adminSectionRoutes, defineDescription, enlacesDe } from '@mercado/shared/federation/describe';
import { seccionConfig } from './secciones/config/seccion.ts';
import { seccionCupon } from './secciones/cupon/seccion.ts';
import { seccionEnvio } from './secciones/envio/seccion.ts';
import { seccionFinanzas } from './secciones/finanzas/seccion.ts';
import { seccionTarjeta } from './secciones/tarjeta/seccion.ts';
import { seccionVuelto } from './secciones/vuelto/seccion.ts';

const secciones = [
  seccionFinanzas,
  seccionTarjeta,
  seccionVuelto,
  seccionCupon,
  seccionEnvio,
  seccionConfig,
] as const;

export const descripcion = defineDescription({
  format: '1.2',
  name: 'mf_admin_finance',
  routes: secciones.flatMap(adminSectionRoutes),
  navigation: { admin: { grupo: { etiqueta: 'Finanzas', orden: 3 }, secciones } },
});

/** The URL of one of its pages: `enlace('tarjeta/solicitud/:solicitud', { solicitud: id })`. */
export const enlace = enlacesDe(descripcion);
