/**
 * The table-driven access test every back-office domain runs over all its entries (issue 18,
 * decision 0022): no token 401; another section's role 403; the other zone 403 (for an entry whose
 * zone comes from the URL or from the record it reaches), also with a body no schema accepts (the zone
 * is checked first); the section's role 2xx.
 *
 * `probarAcceso(describe title, domain, casos)` needs a case for every entry of the domain (a new
 * entry without one fails the test). A case gives the entry's input for a zone: `caracas` (the role
 * the caller holds) or `valencia` (the one it does not).
 */
import { randomUUID } from 'node:crypto';
import { zonaRole } from '@mercado/shared/contracts';
import { type Domain, type Endpoint, endpointFields, type Rol } from '@mercado/shared/endpoints';
import { fillPath } from '@mercado/shared/endpoints/path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

export const ZONA_PROPIA = 'caracas';
export const ZONA_AJENA = 'valencia';

export type CasoAcceso = {
  /** The entry's input (params, query and body fields in one object) for a record of `zona`. */
  entrada: (t: TestApp, zona: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Whether the entry reaches one zone (by URL or by record): then the other zone is a 403. */
  porZona?: boolean;
  /** Success statuses when not 200. */
  estados?: readonly number[];
  /** A multipart or binary body, instead of JSON (uploads). */
  cuerpo?: (t: TestApp) => { payload: Buffer | string; headers: Record<string, string> };
};

/** A request for `e` with `input`: path params filled, query fields in the query string, the rest as JSON. */
export function solicitud(e: Endpoint, input: Record<string, unknown>) {
  const fields = endpointFields(e);
  const url = fillPath(e.path, input);
  if (url === null) throw new Error(`missing path params for ${e.path}`);
  const query = new URLSearchParams();
  for (const k of fields.query) if (input[k] !== undefined) query.set(k, String(input[k]));
  const body = Object.fromEntries(
    fields.body.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]),
  );
  const qs = query.toString();
  return {
    method: e.method,
    url: qs ? `${url}?${qs}` : url,
    ...(fields.body.length > 0 ? { payload: body } : {}),
  };
}

/** An active staff account holding exactly `roles` (plus ROLE_USER), signed in: its bearer. */
export async function tokenConRoles(t: TestApp, roles: readonly string[]): Promise<string> {
  const email = `staff-${randomUUID()}@demo.test`;
  const plantilla = await t.db
    .selectFrom('usuario')
    .select('clave_hash')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('usuario')
    .values({
      email,
      nombre: 'Personal de prueba',
      clave_hash: plantilla.clave_hash,
      tipo_documento: 'V',
      documento: String(Math.floor(Math.random() * 90_000_000) + 10_000_000),
      telefono: '0414-1234567',
      estatus: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const nombre of ['ROLE_USER', ...roles]) {
    await t.db
      .insertInto('rol')
      .values({ nombre })
      .onConflict((oc) => oc.column('nombre').doNothing())
      .execute();
    const rol = await t.db
      .selectFrom('rol')
      .select('id')
      .where('nombre', '=', nombre)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('usuario_rol').values({ usuario_id: id, rol_id: rol.id }).execute();
  }
  const { body } = await login(
    t.app,
    email,
    undefined,
    `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  if (!body.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.token as string;
}

/**
 * Runs the four access checks over every entry of `domain`. `rolSeccion` is the section's role;
 * `rolAjeno` one that opens another section (never this one).
 */
export function probarAcceso<D extends Domain>(
  titulo: string,
  domain: D,
  opciones: {
    rolSeccion: Rol;
    rolAjeno: Rol;
    casos: { [K in keyof D]: CasoAcceso };
    /**
     * Whether the entries reaching a zone through a record check its role before the body too (a
     * caller of another zone sending a bad body gets 403, not 400), as those naming the zone do.
     */
    zonaDeRegistroPrimero?: boolean;
  },
): void {
  describe(titulo, () => {
    let t: TestApp;
    let propio: string;
    let ajeno: string;
    beforeAll(async () => {
      t = await createTestApp();
      propio = await tokenConRoles(t, ['ROLE_ADMIN', opciones.rolSeccion, zonaRole(ZONA_PROPIA)]);
      ajeno = await tokenConRoles(t, [
        'ROLE_ADMIN',
        opciones.rolAjeno,
        zonaRole(ZONA_PROPIA),
        zonaRole(ZONA_AJENA),
      ]);
    }, 180_000);
    afterAll(() => t?.close());

    it('every entry of the domain has a case', () => {
      expect(Object.keys(opciones.casos).toSorted()).toEqual(Object.keys(domain).toSorted());
    });

    for (const [nombre, e] of Object.entries(domain)) {
      const caso = opciones.casos[nombre as keyof D];
      const pedir = async (token: string | null, zona: string) => {
        const base = solicitud(e, await caso.entrada(t, zona));
        const cuerpo = caso.cuerpo?.(t);
        return t.app.inject({
          ...base,
          ...(cuerpo ? { payload: cuerpo.payload } : {}),
          headers: { ...(cuerpo?.headers ?? {}), ...(token ? bearer(token) : {}) },
        } as never);
      };
      const fields = endpointFields(e);
      const zonaEnTabla = typeof e.access === 'object' && e.access.zona ? e.access.zona : null;
      // The entry's request with a body no schema accepts: only the zone's field, when the body holds it.
      const pedirInvalido = async (token: string, zona: string) => {
        const entrada = await caso.entrada(t, zona);
        const base = solicitud(e, entrada);
        const campoZona = zonaEnTabla && 'body' in zonaEnTabla ? zonaEnTabla.body : null;
        const payload = { ...(campoZona ? { [campoZona]: entrada[campoZona] } : {}), noEsUnCampo: [] };
        return t.app.inject({ ...base, payload, headers: bearer(token) } as never);
      };
      it(`${nombre} (${e.method} ${e.path}): no token 401, another section's role 403${caso.porZona ? ', the other zone 403' : ''}, its role 2xx`, async () => {
        expect((await pedir(null, ZONA_PROPIA)).statusCode).toBe(401);
        const otraSeccion = await pedir(ajeno, ZONA_PROPIA);
        expect(otraSeccion.statusCode).toBe(403);
        expect(otraSeccion.json().mensaje).toBeTruthy();
        if (caso.porZona) {
          const otraZona = await pedir(propio, ZONA_AJENA);
          expect(otraZona.statusCode, otraZona.body).toBe(403);
          expect(otraZona.json().mensaje).toBe('No tiene los permisos de la Zona necesaria para esta área');
          if (fields.body.length > 0 && (zonaEnTabla || opciones.zonaDeRegistroPrimero)) {
            const invalido = await pedirInvalido(propio, ZONA_AJENA);
            expect(invalido.statusCode, invalido.body).toBe(403);
          }
        }
        const ok = await pedir(propio, ZONA_PROPIA);
        expect(caso.estados ?? e.status ?? [200], ok.body).toContain(ok.statusCode);
      });
    }
  });
}
