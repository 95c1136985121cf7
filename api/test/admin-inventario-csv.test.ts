/**
 * Back-office inventory of a zone (issue 18, decision 0025): the CSV preview with each kind of bad
 * row, an apply that fails halfway leaving nothing changed, and the export read back.
 */
import {
  ImportarPreviaSchema,
  MensajesInventario,
  mensajeCeldas,
  ProductoDetalleSchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  buscar,
  caracas,
  diaMas,
  pedir,
  prepararInventario,
  productoSinStock,
  storefront,
  sucursalDe,
  t,
  tokens,
  url,
  versionInventario,
  versionPrecio,
  zonaId,
} from './admin-inventario-contexto.ts';

prepararInventario();

describe('inventario', () => {
  describe('CSV', () => {
    it('the preview lists every bad row and changes nothing', async () => {
      const [a, b, c] = await t.db
        .selectFrom('inventario')
        .select(['producto_id', 'costo'])
        .where('sucursal_id', '=', await sucursalDe(t, 'caracas'))
        .orderBy('producto_id')
        .limit(3)
        .execute();
      const suc = await sucursalDe(t, 'caracas');
      const ajena = await sucursalDe(t, 'valencia');
      const slugB = (
        await t.db
          .selectFrom('producto')
          .select('slug')
          .where('id', '=', b!.producto_id)
          .executeTakeFirstOrThrow()
      ).slug;
      const csv = [
        'producto,sucursal,existencia,costo,precio_normal,oferta_normal,precio_prime,oferta_prime,precio_mayorista,oferta_mayorista,oferta_hasta',
        `${a!.producto_id},${suc},"10,5",1.00,"5,00",,,,,,`, // 2 good (comma decimals)
        `no-existe,${suc},1,,,,,,,,`, // 3 unknown product
        `${a!.producto_id},99999,1,,,,,,,,`, // 4 unknown branch
        `${a!.producto_id},${ajena},1,,,,,,,,`, // 5 branch of another zone
        `${b!.producto_id},${suc},doce,,,,,,,,`, // 6 bad number
        `${slugB},${suc},1,2.00,3.00,3.00,,,,,${diaMas(2)}`, // 7 offer not below the price
        `${c!.producto_id},${suc},1,2.00,1.50,,,,,,`, // 8 price below cost
        `${c!.producto_id},${await sucursalDe(t, 'caracas')},,,,,,,,,`.replace(`${suc},`, `${suc},`), // 9 duplicate of 8
        `${a!.producto_id},${suc},1,1.00,9.00,8.00,,,,,`.replace(`${a!.producto_id},`, `${b!.producto_id},`), // 10 offer without end
      ];
      csv.push(`${a!.producto_id},${suc},1,1.00,6.00,5.00,,,,,2020-01-01`); // 11 past end date (and duplicate of 2)
      const antes = await t.db
        .selectFrom('inventario')
        .select(['id', 'existencia', 'version'])
        .orderBy('id')
        .execute();
      const r = await pedir('POST', url('caracas', '/importar/previa'), caracas, { csv: csv.join('\n') });
      expect(r.statusCode, r.body).toBe(200);
      const previa = ImportarPreviaSchema.parse(r.json());
      expect(previa.filas).toBe(10);
      const errores = previa.errores.map((e) => [e.fila, e.columna, e.mensaje]);
      expect(errores).toEqual(
        expect.arrayContaining([
          [3, 'producto', MensajesInventario.PRODUCTO_DESCONOCIDO],
          [4, 'sucursal', MensajesInventario.SUCURSAL_DESCONOCIDA],
          [5, 'sucursal', MensajesInventario.SUCURSAL_OTRA_ZONA],
          [6, 'existencia', MensajesInventario.NUMERO_INVALIDO],
          [7, 'oferta_normal', MensajesInventario.OFERTA_NO_MENOR],
          [8, 'precio_normal', MensajesInventario.BAJO_COSTO],
          [9, null, `${MensajesInventario.FILA_DUPLICADA} 8`],
          [10, 'oferta_hasta', MensajesInventario.OFERTA_SIN_FECHA],
          [11, 'oferta_hasta', MensajesInventario.OFERTA_VENCIDA],
          [11, null, `${MensajesInventario.FILA_DUPLICADA} 2`],
        ]),
      );
      expect(previa.errores.some((e) => e.fila === 2)).toBe(false);
      const aplicar = await pedir('POST', url('caracas', '/importar/aplicar'), caracas, {
        csv: csv.join('\n'),
      });
      expect(aplicar.statusCode).toBe(422);
      expect(
        await t.db.selectFrom('inventario').select(['id', 'existencia', 'version']).orderBy('id').execute(),
      ).toEqual(antes);

      const sinColumnas = await pedir('POST', url('caracas', '/importar/previa'), caracas, {
        csv: 'nombre,existencia\nx,1',
      });
      expect(sinColumnas.json().errores).toEqual([
        { fila: 1, columna: null, mensaje: `${MensajesInventario.COLUMNAS} producto, sucursal`, valor: null },
      ]);
    });

    it('a row with more cells than the header is refused whole, and each error shows its value', async () => {
      const [a, b] = await t.db
        .selectFrom('inventario')
        .select(['producto_id'])
        .where('sucursal_id', '=', await sucursalDe(t, 'caracas'))
        .orderBy('producto_id')
        .limit(2)
        .execute();
      const suc = await sucursalDe(t, 'caracas');
      const csv = [
        'producto,nombre,sucursal,existencia,costo',
        `${a!.producto_id},Aceite de soya, 1 L,${suc},4,1.00`, // 2 a name with an unquoted comma
        `${b!.producto_id},Arroz,${suc},-3,1.00`, // 3 negative stock
        `${b!.producto_id},Arroz,${suc},"2,5",-1`.replace(`${b!.producto_id},`, `${a!.producto_id},`), // 4 negative cost
        `no-existe,Nada,${suc},1,1.00`, // 5 unknown product
      ].join('\n');
      const r = await pedir('POST', url('caracas', '/importar/previa'), caracas, { csv });
      expect(r.statusCode, r.body).toBe(200);
      const previa = ImportarPreviaSchema.parse(r.json());
      expect(previa.errores).toEqual([
        {
          fila: 2,
          columna: null,
          mensaje: mensajeCeldas(6, 5),
          valor: `${a!.producto_id}, Aceite de soya, 1 L, ${suc}, 4, 1.00`,
        },
        { fila: 3, columna: 'existencia', mensaje: MensajesInventario.EXISTENCIA_NEGATIVA, valor: '-3' },
        { fila: 4, columna: 'costo', mensaje: MensajesInventario.COSTO_NEGATIVO, valor: '-1' },
        {
          fila: 5,
          columna: 'producto',
          mensaje: MensajesInventario.PRODUCTO_DESCONOCIDO,
          valor: 'no-existe',
        },
      ]);
      expect(previa.totalErrores).toBe(4);
    });

    it('applying a good file changes stock and prices in one go, audited, and the store and search show them', async () => {
      const p = await productoSinStock();
      const [s1, s2] = await t.db
        .selectFrom('sucursal as s')
        .innerJoin('zona as z', 'z.id', 's.zona_id')
        .select('s.id')
        .where('z.slug', '=', 'caracas')
        .where('s.estatus', '=', 1)
        .orderBy('s.id')
        .limit(2)
        .execute();
      // The versions the rows are based on, as an export writes them.
      const precios = (await Promise.all([1, 2, 3].map((tipo) => versionPrecio(t, 'caracas', p.id, tipo))))
        .map((v) => v ?? '')
        .join(';');
      const csv = [
        'producto;sucursal;existencia;costo;precio_normal;oferta_normal;precio_prime;oferta_prime;precio_mayorista;oferta_mayorista;oferta_hasta;version;version_precio_normal;version_precio_prime;version_precio_mayorista',
        `${p.slug};${s1!.id};4;1,10;3,20;2,90;3,00;;2,80;;${diaMas(4)};${await versionInventario(t, s1!.id, p.id)};${precios}`,
        `${p.slug};${s2!.id};6,5;1,10;3,20;2,90;3,00;;2,80;;${diaMas(4)};${await versionInventario(t, s2!.id, p.id)};${precios}`,
      ].join('\n');
      const previa = ImportarPreviaSchema.parse(
        (await pedir('POST', url('caracas', '/importar/previa'), caracas, { csv })).json(),
      );
      expect(previa).toMatchObject({ filas: 2, existencias: 2, precios: 1, errores: [], totalConflictos: 0 });
      const r = await pedir('POST', url('caracas', '/importar/aplicar'), caracas, { csv });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ filas: 2, existencias: 2, precios: 1, conflictos: 0 });

      const normal = ProductoDetalleSchema.parse((await storefront(p.slug)).json());
      expect(normal).toMatchObject({ precio: '3.20', oferta: '2.90', existencia: '10.500' });
      const may = ProductoDetalleSchema.parse(
        (await storefront(p.slug, tokens['mayorista@demo.test'])).json(),
      );
      expect(may).toMatchObject({ precio: '2.80', oferta: '0.00' });
      const hit = (await buscar(p.nombre, UsuarioTipo.PRIME)).find((h) => h.objectID === String(p.id));
      expect(hit?.disponibilidad.caracas_2).toMatchObject({ precio: '3.00', existencia: 10.5 });

      const fila = await t.db
        .selectFrom('inventario')
        .select('id')
        .where('sucursal_id', '=', s1!.id)
        .where('producto_id', '=', p.id)
        .executeTakeFirstOrThrow();
      const h = await pedir('GET', url('caracas', `/${fila.id}/historial`), caracas);
      expect(h.json().items[0]).toMatchObject({
        accion: 'importar',
        usuario: 'inventario@demo.test',
        despues: { existencia: '4.000' },
      });
      // The same file again changes nothing.
      expect(
        ImportarPreviaSchema.parse(
          (await pedir('POST', url('caracas', '/importar/previa'), caracas, { csv })).json(),
        ),
      ).toMatchObject({
        filas: 2,
        existencias: 0,
        precios: 0,
        errores: [],
        totalConflictos: 0,
      });
    });

    it('an apply that fails halfway leaves nothing changed', async () => {
      const filas = await t.db
        .selectFrom('inventario')
        .select(['producto_id'])
        .where('sucursal_id', '=', await sucursalDe(t, 'caracas'))
        .orderBy('producto_id')
        .limit(40)
        .execute();
      const suc = await sucursalDe(t, 'caracas');
      const ultimo = filas.at(-1)!.producto_id;
      const lineas = [];
      for (const f of filas)
        lineas.push(
          `${f.producto_id},${suc},77,0.50,40.00,${await versionInventario(t, suc, f.producto_id)},${(await versionPrecio(t, 'caracas', f.producto_id)) ?? ''}`,
        );
      const csv = [
        'producto,sucursal,existencia,costo,precio_normal,version,version_precio_normal',
        ...lineas,
      ].join('\n');
      // The database refuses the last product's price: the stock rows were already written by then.
      // One statement per call: PGlite's extended protocol takes no multi-statement SQL.
      await sql
        .raw(
          `create function rechazar_precio() returns trigger language plpgsql as $$ begin raise exception 'rechazado'; end $$`,
        )
        .execute(t.db);
      await sql
        .raw(
          `create trigger rechazar_precio before insert or update on producto_precio for each row
           when (new.producto_id = ${ultimo}) execute function rechazar_precio()`,
        )
        .execute(t.db);
      const foto = async () => ({
        inventario: await t.db.selectFrom('inventario').selectAll().orderBy('id').execute(),
        precios: await t.db
          .selectFrom('producto_precio')
          .selectAll()
          .orderBy('producto_id')
          .orderBy('zona_id')
          .orderBy('usuario_tipo')
          .execute(),
        existencias: await t.db
          .selectFrom('producto_existencia')
          .selectAll()
          .orderBy('producto_id')
          .orderBy('zona_id')
          .orderBy('usuario_tipo')
          .execute(),
        auditoria: (
          await t.db
            .selectFrom('auditoria')
            .select(sql<number>`count(*)::int`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      });
      const antes = await foto();
      try {
        const r = await pedir('POST', url('caracas', '/importar/aplicar'), caracas, { csv });
        expect(r.statusCode).toBe(500);
        expect(await foto()).toEqual(antes);
      } finally {
        await sql.raw('drop trigger rechazar_precio on producto_precio').execute(t.db);
        await sql.raw('drop function rechazar_precio()').execute(t.db);
      }
      const ok = await pedir('POST', url('caracas', '/importar/aplicar'), caracas, { csv });
      expect(ok.json()).toEqual({ filas: 40, existencias: 40, precios: 40, conflictos: 0 });
    });

    it('the export holds the zone’s rows, and reads back without errors or changes', async () => {
      const r = await pedir('GET', url('caracas', '/exportar'), caracas);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('text/csv');
      const lineas = r.body.trim().split('\n');
      expect(lineas[0]).toBe(
        'producto,nombre,sucursal,existencia,costo,precio_normal,oferta_normal,precio_prime,oferta_prime,precio_mayorista,oferta_mayorista,oferta_hasta,version,version_precio_normal,version_precio_prime,version_precio_mayorista',
      );
      const enZona = await t.db
        .selectFrom('inventario as i')
        .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('s.zona_id', '=', await zonaId(t, 'caracas'))
        .executeTakeFirstOrThrow();
      expect(lineas).toHaveLength(enZona.n + 1);
      const previa = ImportarPreviaSchema.parse(
        (await pedir('POST', url('caracas', '/importar/previa'), caracas, { csv: r.body })).json(),
      );
      expect(previa.errores.filter((e) => e.mensaje !== MensajesInventario.OFERTA_VENCIDA)).toEqual([]);
      expect(previa).toMatchObject({ filas: enZona.n, existencias: 0, precios: 0, totalConflictos: 0 });
    });
  });
});
