/** The config section (issue 35): access on every entry, table-driven (401, 403 with another role, 2xx). */
import { adminConfig } from '@mercado/shared/endpoints/admin-config';
import { type CasoAcceso, probarAcceso } from './admin-acceso.ts';
import type { TestApp } from './helpers.ts';

/** The configuration as it is now, read straight from the database (the case's `anterior`). */
async function actual(t: TestApp) {
  const c = await t.db.selectFrom('configuracion').selectAll().executeTakeFirstOrThrow();
  const m = await t.db.selectFrom('moneda').select('tasa').where('id', '=', 2).executeTakeFirstOrThrow();
  return { ...c, tasa: m.tasa };
}

/** A save of the value it already has: allowed (200) and changes nothing. */
const mismo = (
  campo: string,
  columna:
    | 'minimo_compra'
    | 'costo_empaquetado'
    | 'igtf'
    | 'tasa_umbral_confirmacion'
    | 'ajuste_umbral_aprobacion',
): CasoAcceso => ({
  entrada: async (t) => {
    const valor = (await actual(t))[columna];
    return { [campo]: valor, anterior: valor };
  },
});

probarAcceso('admin config: every entry', adminConfig, {
  rolSeccion: 'ROLE_CONFIG',
  rolAjeno: 'ROLE_CATEGORIA',
  casos: {
    configdata: { entrada: () => ({}) },
    historial: { entrada: () => ({ pagina: 1 }) },
    tasa: {
      entrada: async (t) => {
        const { tasa } = await actual(t);
        // A cent more per dollar: within the threshold, so no confirmation needed.
        const [entero, fraccion = ''] = tasa.split('.');
        return {
          tasa: `${entero}.${String(Number(fraccion.padEnd(4, '0')) + 100).padStart(4, '0')}`,
          anterior: tasa,
        };
      },
    },
    iconoCategoria: {
      entrada: async (t) => {
        const { icono_categoria } = await actual(t);
        return { iconoCategoria: icono_categoria, anterior: icono_categoria };
      },
    },
    minimoCompra: mismo('minimoCompra', 'minimo_compra'),
    costoEmpaquetado: mismo('costoEmpaquetado', 'costo_empaquetado'),
    igtf: mismo('igtf', 'igtf'),
    tasaUmbral: mismo('tasaUmbralConfirmacion', 'tasa_umbral_confirmacion'),
    ajusteUmbral: mismo('ajusteUmbralAprobacion', 'ajuste_umbral_aprobacion'),
  },
});
