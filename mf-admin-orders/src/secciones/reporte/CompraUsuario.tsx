/**
 * `/admin/reporte/compra-usuario`: each customer's purchases (paid orders) in one of the user's zones
 * over a period (the last 30 days unless chosen), with the orders not paid yet apart ("por cobrar"),
 * sortable and paged on the server, the top customers as a chart, and the whole report as a CSV the
 * API writes. Zone, period, sort and page live in the URL. A period the API refuses is said at its
 * field, in the API's words, and the figures of the previous period go (they would pass for these).
 */

import {
  BotonExportarCsv,
  type Columna,
  estilos,
  FiltroOpciones,
  Filtros,
  GraficoBarras,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
  useNombreZona,
} from '@mercado/admin-kit';
import { type CompraUsuarioFila, type CompraUsuarioReporte, zoneRoleSlugs } from '@mercado/shared/contracts';
import { cuerpoDeError } from '@mercado/shared/http/errores';
import { contar, formatDateShort, formatMoney, toCents } from '@mercado/shared/rules';
import { useId } from 'react';
import { api } from './api.ts';
import * as propios from './reporte.module.css';

const dolares = (monto: string) => formatMoney(toCents(monto), null);
/** Orders not paid yet and their amount ('2 pedidos · $ 12,40'), or a dash. */
const porCobrar = (pedidos: number, monto: string) =>
  pedidos === 0 ? '—' : `${contar(pedidos, 'pedido', 'pedidos')} · ${dolares(monto)}`;

const COLUMNAS: Columna<CompraUsuarioFila>[] = [
  { clave: 'nombre', etiqueta: 'Cliente', orden: 'nombre', celda: (f) => f.nombre },
  { clave: 'email', etiqueta: 'Correo', celda: (f) => f.email },
  { clave: 'pedidos', etiqueta: 'Compras', orden: 'pedidos', numerica: true, celda: (f) => f.pedidos },
  { clave: 'total', etiqueta: 'Total', orden: 'total', numerica: true, celda: (f) => dolares(f.total) },
  {
    clave: 'ultima',
    etiqueta: 'Última compra',
    orden: 'ultima',
    celda: (f) => (f.ultimaCompra ? formatDateShort(f.ultimaCompra) : '—'),
  },
  {
    clave: 'porCobrar',
    etiqueta: 'Por cobrar',
    numerica: true,
    celda: (f) => porCobrar(f.pendientes, f.totalPendiente),
  },
];

export function CompraUsuario({ pathname, search, roles }: SubpaginaProps) {
  const zonas = zoneRoleSlugs(roles);
  const nombreZona = useNombreZona();
  const listado = useListado({ pathname, search }, { orden: 'total', dir: 'desc' });
  const consulta = { zona: zonas[0] ?? '', ...listado.consulta };
  const datos = useDatosAdmin(`compra-usuario:${JSON.stringify(consulta)}`, () =>
    api.compraUsuario(consulta),
  );
  const { carga } = datos;
  // A refused period (400) names its field; the figures shown are this period's only: none after a
  // failure, the previous ones marked stale while the next load.
  const periodo = carga.estado === 'error' ? cuerpoDeError(carga.error).campos : {};
  const problema = periodo.desde ?? periodo.hasta ?? null;
  const r = carga.estado === 'listo' ? carga.datos : carga.estado === 'cargando' ? datos.anteriores : null;
  const problemaId = useId();
  // The days stay in their fields when a period is refused (the URL holds only those chosen).
  const dias = r ?? datos.anteriores;
  return (
    <PaginaAdmin
      titulo="Compras por cliente"
      migas={[{ etiqueta: 'Reporte de compras' }]}
      acciones={
        <BotonExportarCsv
          archivo={`compras-por-cliente-${consulta.zona}.csv`}
          descargar={() => reporteCsv(consulta)}
        />
      }
    >
      <Filtros>
        <FiltroOpciones
          listado={listado}
          nombre="zona"
          etiqueta="Zona"
          todas={nombreZona(consulta.zona)}
          opciones={zonas.slice(1).map((slug) => ({ valor: slug, etiqueta: nombreZona(slug) }))}
        />
        <Dia
          listado={listado}
          nombre="desde"
          etiqueta="Desde"
          valor={dias?.desde}
          problema={periodo.desde ? problemaId : undefined}
        />
        <Dia
          listado={listado}
          nombre="hasta"
          etiqueta="Hasta"
          valor={dias?.hasta}
          problema={periodo.hasta ? problemaId : undefined}
        />
      </Filtros>
      {problema ? (
        <p id={problemaId} role="alert" className={estilos.aviso}>
          {problema}
        </p>
      ) : (
        <>
          {r && <Resumen r={r} anterior={carga.estado !== 'listo'} />}
          <TablaAdmin
            titulo="Compras por cliente"
            columnas={COLUMNAS}
            datos={datos}
            listado={listado}
            claveFila={(f) => f.usuarioId}
            vacio="No hubo compras en esta zona y período"
          />
        </>
      )}
    </PaginaAdmin>
  );
}

/** The period's figures and its top customers; dimmed and busy while the next period loads. */
function Resumen({ r, anterior }: { r: CompraUsuarioReporte; anterior: boolean }) {
  return (
    <div aria-busy={anterior} className={anterior ? propios.anterior : undefined}>
      <dl className={estilos.bloque} aria-label="Resumen del período">
        <dt>Clientes que compraron</dt>
        <dd>{r.resumen.clientes}</dd>
        <dt>Compras (pedidos pagados)</dt>
        <dd>{r.resumen.pedidos}</dd>
        <dt>Total comprado</dt>
        <dd>{dolares(r.resumen.total)}</dd>
        <dt>Por cobrar</dt>
        <dd>{porCobrar(r.resumen.pendientes, r.resumen.totalPendiente)}</dd>
      </dl>
      <p className={estilos.nota}>
        Por cobrar: pedidos con el pago por verificar o en efectivo contra entrega aún no entregados. No
        cuentan como compra hasta que se pagan.
      </p>
      <section aria-label="Los clientes que más compraron">
        <h2 className={estilos.subtitulo}>Los clientes que más compraron</h2>
        <GraficoBarras
          titulo={`Los ${r.top.length} clientes que más compraron, en USD`}
          disposicion="filas"
          filas={r.top}
          clave={(f) => f.usuarioId}
          etiqueta={(f) => f.nombre}
          series={[{ etiqueta: 'Total comprado (USD)', valor: (f) => toCents(f.total), tono: 'marca' }]}
          formato={(centavos) => formatMoney(centavos, null)}
          vacio="No hubo compras en el período."
        />
      </section>
    </div>
  );
}
/** A day of the period, written to the URL when chosen; invalid, described by the API's word, when refused. */
function Dia({
  listado,
  nombre,
  etiqueta,
  valor,
  problema,
}: {
  listado: ReturnType<typeof useListado>;
  nombre: string;
  etiqueta: string;
  valor: string | undefined;
  /** The id of the message saying why the API refused this day. */
  problema: string | undefined;
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
        aria-describedby={problema}
        value={listado.valores[nombre] || valor || ''}
        onChange={(e) => listado.cambiar({ [nombre]: e.target.value })}
      />
    </div>
  );
}

/** The whole report as the API writes it: the same zone, period and sort, every page. */
const reporteCsv = ({ pagina: _, ...filtros }: Record<string, string> & { zona: string }) =>
  api.compraUsuarioCsv(filtros);
