/**
 * `/admin/finanzas`: the finance team's daily summary over a period (the last 30 days unless chosen;
 * the period and the optional zone live in the URL): a table with one row per day, the period's
 * totals with their breakdown (by payment method, movement type, card, settlement), a chart per
 * measure (drawn by uPlot, loaded only when this page shows charts: `Graficos.tsx`), and the CSV the
 * API writes. The table is each chart's text alternative. A period the API refuses is said at its
 * fields, in the API's words.
 */
import {
  BotonExportarCsv,
  Cargando,
  estilos,
  FalloDeCarga,
  FiltroOpciones,
  Filtros,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
  useListado,
  useNombreZona,
} from '@mercado/admin-kit';
import { zoneRoleSlugs } from '@mercado/shared/contracts';
import type { Cifra, ResumenDiario } from '@mercado/shared/endpoints/admin-finanzas';
import { cuerpoDeError } from '@mercado/shared/http/errores';
import { Link } from '@mercado/shared/react';
import { formatCalendarDay, formatMoney, MonedaTipo, toCents } from '@mercado/shared/rules';
import { lazy, Suspense, useId } from 'react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import * as propios from './finanzas.module.css';

/** The charts and their library: a chunk of their own, fetched when the summary has loaded. */
const Graficos = lazy(() => import('./Graficos.tsx'));

const dolares = (monto: string) => formatMoney(toCents(monto), null);
const bolivares = (monto: string) => formatMoney(toCents(monto), { tipo: MonedaTipo.BOLIVAR });

/** A figure as a cell: USD, bolívares, and how many. */
function CeldaCifra({ c }: { c: Cifra }) {
  if (c.cantidad === 0) return <span className={propios.cero}>—</span>;
  return (
    <>
      <span className={propios.usd}>{dolares(c.usd)}</span>
      <span className={propios.bs}>{bolivares(c.bs)}</span>
      <span className={propios.cantidad}>({c.cantidad})</span>
    </>
  );
}

export function Resumen({ pathname, search, roles }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'dia' });
  const nombreZona = useNombreZona();
  const { desde, hasta, zona } = listado.consulta;
  const consulta = { desde, hasta, zona };
  const datos = useDatosAdmin(`finanzas-resumen:${JSON.stringify(consulta)}`, () => api.resumen(consulta));
  const { carga } = datos;
  const periodo = carga.estado === 'error' ? cuerpoDeError(carga.error).campos : {};
  const problema = periodo.desde ?? periodo.hasta ?? null;
  const problemaId = useId();
  const r = carga.estado === 'listo' ? carga.datos : null;
  const dias = r ?? datos.anteriores;
  const tablaId = useId();
  return (
    <PaginaAdmin
      titulo="Resumen diario"
      migas={[{ etiqueta: 'Resumen financiero' }]}
      acciones={
        <>
          <Link to={enlace('finanzas/cuadre')} className="mv-button mv-button--secondary">
            Revisar el cuadre del saldo
          </Link>
          <BotonExportarCsv
            archivo={`resumen-financiero-${zona ?? 'tienda'}-${dias?.desde ?? ''}-a-${dias?.hasta ?? ''}.csv`}
            descargar={() => api.resumenCsv(consulta)}
          />
        </>
      }
    >
      <Filtros>
        <Dia
          listado={listado}
          nombre="desde"
          etiqueta="Desde"
          valor={dias?.desde}
          problema={problema}
          id={problemaId}
        />
        <Dia
          listado={listado}
          nombre="hasta"
          etiqueta="Hasta"
          valor={dias?.hasta}
          problema={problema}
          id={problemaId}
        />
        <FiltroOpciones
          listado={listado}
          nombre="zona"
          etiqueta="Zona"
          todas="Toda la tienda"
          opciones={zoneRoleSlugs(roles).map((slug) => ({ valor: slug, etiqueta: nombreZona(slug) }))}
        />
      </Filtros>
      <p className={estilos.nota}>
        La zona filtra los pedidos y el vuelto; el saldo, las tarjetas y los ajustes son de toda la tienda.
        Los bolívares, a la tasa de cada día.
      </p>
      {problema ? (
        <p id={problemaId} role="alert" className={estilos.aviso}>
          {problema}
        </p>
      ) : carga.estado === 'error' ? (
        <FalloDeCarga error={carga.error} recargar={datos.recargar} />
      ) : !r ? (
        <Cargando />
      ) : (
        <>
          <Totales r={r} />
          <TablaPorDia r={r} id={tablaId} />
          <Suspense fallback={<p className={estilos.nota}>Cargando gráficos…</p>}>
            <Graficos resumen={r} tablaId={tablaId} />
          </Suspense>
        </>
      )}
    </PaginaAdmin>
  );
}

/** The period's totals: each measure, and under it its breakdown. */
function Totales({ r }: { r: ResumenDiario }) {
  const principales = r.medidas.filter((m) => m.grupo === 'principal');
  return (
    <section className={propios.seccion} aria-labelledby="finanzas-totales">
      <h2 id="finanzas-totales" className={estilos.subtitulo}>
        Totales del {formatCalendarDay(r.desde)} al {formatCalendarDay(r.hasta)}
      </h2>
      <dl className={propios.totales}>
        {principales.map((m) => (
          <div key={m.clave} className={propios.total}>
            <dt>{m.etiqueta}</dt>
            <dd>
              <CeldaCifra c={r.totales[m.clave]!} />
              <ul className={propios.detalle}>
                {r.medidas
                  .filter((d) => d.clave.startsWith(`${m.clave}:`))
                  .map((d) => (
                    <li key={d.clave}>
                      {d.etiqueta.slice(m.etiqueta.length + 2)}: {dolares(r.totales[d.clave]!.usd)} ·{' '}
                      {bolivares(r.totales[d.clave]!.bs)} ({r.totales[d.clave]!.cantidad})
                    </li>
                  ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One row per day; the charts' text alternative. */
function TablaPorDia({ r, id }: { r: ResumenDiario; id: string }) {
  const principales = r.medidas.filter((m) => m.grupo === 'principal');
  return (
    <section className={propios.seccion} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={estilos.subtitulo}>
        Por día
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard. */}
      <section className={estilos.tablaContenedor} aria-labelledby={`${id}-titulo`} tabIndex={0}>
        <table id={id} className={estilos.tabla}>
          <caption className="mv-visually-hidden">
            Resumen por día, en USD y en bolívares a la tasa del día, con la cantidad entre paréntesis
          </caption>
          <thead>
            <tr>
              <th scope="col">Día</th>
              <th scope="col" className={estilos.numerica}>
                Tasa (Bs/USD)
              </th>
              {principales.map((m) => (
                <th key={m.clave} scope="col" className={estilos.numerica}>
                  {m.etiqueta}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.dias.map((d) => (
              <tr key={d.dia}>
                <th scope="row">{formatCalendarDay(d.dia)}</th>
                <td className={estilos.numerica}>{d.tasa.replace('.', ',')}</td>
                {principales.map((m) => (
                  <td key={m.clave} className={`${estilos.numerica} ${propios.cifra}`}>
                    <CeldaCifra c={d.cifras[m.clave]!} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** A day of the period, written to the URL when chosen; marked invalid when the API refused the period. */
function Dia({
  listado,
  nombre,
  etiqueta,
  valor,
  problema,
  id: problemaId,
}: {
  listado: ReturnType<typeof useListado>;
  nombre: string;
  etiqueta: string;
  valor: string | undefined;
  problema: string | null;
  id: string;
}) {
  const id = useId();
  return (
    <div className={estilos.filtro}>
      <label htmlFor={id}>{etiqueta}</label>
      <input
        id={id}
        type="date"
        className="mv-input"
        aria-invalid={problema ? true : undefined}
        aria-describedby={problema ? problemaId : undefined}
        value={listado.valores[nombre] || valor || ''}
        onChange={(e) => listado.cambiar({ [nombre]: e.target.value })}
      />
    </div>
  );
}
