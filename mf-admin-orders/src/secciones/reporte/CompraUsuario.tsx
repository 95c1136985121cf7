/**
 * `/admin/reporte/compra-usuario`: each customer's purchases in one of the user's zones over a period
 * (the last 30 days unless chosen), sortable and paged on the server, the top customers as a chart,
 * and the whole report as a CSV the API writes. Zone, period, sort and page live in the URL.
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
import { type CompraUsuarioFila, zoneRoleSlugs } from '@mercado/shared/contracts';
import { formatAmount, formatDateShort, formatMoney, toCents } from '@mercado/shared/rules';
import { useId } from 'react';
import { api } from './api.ts';

const dolares = (monto: string) => formatMoney(toCents(monto), null);

const COLUMNAS: Columna<CompraUsuarioFila>[] = [
  { clave: 'nombre', etiqueta: 'Cliente', orden: 'nombre', celda: (f) => f.nombre },
  { clave: 'email', etiqueta: 'Correo', celda: (f) => f.email },
  { clave: 'pedidos', etiqueta: 'Pedidos', orden: 'pedidos', numerica: true, celda: (f) => f.pedidos },
  { clave: 'total', etiqueta: 'Total', orden: 'total', numerica: true, celda: (f) => dolares(f.total) },
  {
    clave: 'ultima',
    etiqueta: 'Última compra',
    orden: 'ultima',
    celda: (f) => formatDateShort(f.ultimaCompra),
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
  const r = datos.carga.estado === 'listo' ? datos.carga.datos : datos.anteriores;
  return (
    <PaginaAdmin
      titulo="Compras por cliente"
      migas={[{ etiqueta: 'Reporte Compras por Usuarios' }]}
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
        <Dia listado={listado} nombre="desde" etiqueta="Desde" valor={r?.desde} />
        <Dia listado={listado} nombre="hasta" etiqueta="Hasta" valor={r?.hasta} />
      </Filtros>
      {r && (
        <dl className={estilos.bloque} aria-label="Resumen del período">
          <dt>Clientes</dt>
          <dd>{r.resumen.clientes}</dd>
          <dt>Pedidos</dt>
          <dd>{r.resumen.pedidos}</dd>
          <dt>Total</dt>
          <dd>{dolares(r.resumen.total)}</dd>
        </dl>
      )}
      {r && (
        <section aria-label="Los clientes que más compraron">
          <h2 className={estilos.subtitulo}>Los clientes que más compraron</h2>
          <GraficoBarras
            titulo={`Los ${r.top.length} clientes que más compraron, en USD`}
            filas={r.top}
            clave={(f) => f.usuarioId}
            etiqueta={(f) => f.nombre}
            series={[{ etiqueta: 'Total (USD)', valor: (f) => toCents(f.total), tono: 'marca' }]}
            formato={formatAmount}
            vacio="No hubo compras en el período."
          />
        </section>
      )}
      <TablaAdmin
        titulo="Compras por cliente"
        columnas={COLUMNAS}
        datos={datos}
        listado={listado}
        claveFila={(f) => f.usuarioId}
        vacio="No hubo compras en esta zona y período"
      />
    </PaginaAdmin>
  );
}

/** A day of the period, written to the URL when chosen. */
function Dia({
  listado,
  nombre,
  etiqueta,
  valor,
}: {
  listado: ReturnType<typeof useListado>;
  nombre: string;
  etiqueta: string;
  valor: string | undefined;
}) {
  const id = useId();
  return (
    <div className={estilos.filtro}>
      <label htmlFor={id}>{etiqueta}</label>
      <input
        id={id}
        type="date"
        className="mv-input"
        value={listado.valores[nombre] || valor || ''}
        onChange={(e) => listado.cambiar({ [nombre]: e.target.value })}
      />
    </div>
  );
}

/** The whole report as the API writes it: the same zone, period and sort, every page. */
const reporteCsv = ({ pagina: _, ...filtros }: Record<string, string> & { zona: string }) =>
  api.compraUsuarioCsv(filtros);
