/**
 * Helpers of the back-office zones tests (admin-zona*.test.ts, issue 18, decision 0026): new records of
 * each kind, ids and versions.
 */

import { caracasDay, sumarDias } from '@mercado/shared/rules';
import { zonaId } from './checkout-helpers.ts';
import type { TestApp } from './helpers.ts';

/** Blocked dates far ahead, a new one each time (one date once per zone). */
let diasAdelante = 100;
export const fechaAdelante = () => sumarDias(caracasDay(new Date()), diasAdelante++);

// ── Fresh records of a zone, made in the database (each access case works on its own) ─────────────

export const nuevo = {
  async direccion(t: TestApp, zona: string) {
    return t.db
      .insertInto('zona_direccion')
      .values({
        zona_id: await zonaId(t, zona),
        nombre: `Tienda ${Math.random()}`,
        direccion: 'Av. Principal',
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  },
  async area(t: TestApp, zona: string) {
    return t.db
      .insertInto('zona_area')
      .values({ zona_id: await zonaId(t, zona), nombre: `Área ${Math.random()}` })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  },
  async sector(t: TestApp, zona: string) {
    const area = await nuevo.area(t, zona);
    return t.db
      .insertInto('zona_sector')
      .values({ area_id: area.id, nombre: `Sector ${Math.random()}` })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  },
  async horario(t: TestApp, zona: string, capacidad = 5) {
    return t.db
      .insertInto('zona_horario')
      .values({
        zona_id: await zonaId(t, zona),
        dia_semana: 3,
        hora_inicio: '06:00',
        hora_fin: '07:00',
        capacidad,
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  },
  async horarioPickup(t: TestApp, zona: string) {
    const d = await nuevo.direccion(t, zona);
    return t.db
      .insertInto('zona_horario_pickup')
      .values({ direccion_id: d.id, dia_semana: 3, hora_inicio: '06:00', hora_fin: '07:00', capacidad: 5 })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  },
  async bloqueo(t: TestApp, zona: string) {
    return t.db
      .insertInto('zona_envio_bloqueo')
      .values({
        zona_id: await zonaId(t, zona),
        fecha: fechaAdelante(),
        motivo: 'Inventario',
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  },
  async link(t: TestApp, zona: string) {
    return t.db
      .insertInto('zona_link_menu')
      .values({ zona_id: await zonaId(t, zona), nombre: 'Blog', url: '/blog', externo: false, prioridad: 9 })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  },
};

/** The claims of an access token. */
export const cargaDe = (token: string): { uid: string; roles: string[] } =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
export const SEARCH_ADMIN = { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-admin-key' };
export const unico = () => Math.random().toString(36).slice(2, 8);
export const horarioBody = {
  diaSemana: 3,
  horaInicio: '06:00',
  horaFin: '07:00',
  capacidad: 4,
  corteMinutos: 30,
};
export const zonaActual = (t: TestApp, zona: string) =>
  t.db.selectFrom('zona').selectAll().where('slug', '=', zona).executeTakeFirstOrThrow();
export type Nuevo = (t: TestApp, zona: string) => Promise<{ id: number; version: number }>;
/** A by-id entry's cases: read, edit, status, delete and history of a fresh record. */
export const porId = (crear: Nuevo, extra: Record<string, unknown> = {}) => ({
  porZona: true,
  entrada: async (t: TestApp, zona: string) => ({ ...(await crear(t, zona)), ...extra }),
});
