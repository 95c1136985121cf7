/**
 * Change owed (`/admin/vuelto`): paged, sorted and filtered by the API with its state in the URL
 * (text, status, zone, courier, reason, days), and above the table what is still owed within those
 * filters per zone and per courier.
 */

import {
  type Carga,
  entradaDeListado,
  estilos,
  FiltroOpciones,
  Filtros,
  FiltroTexto,
  type Listado,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import type {
  VueltoDataFiltro,
  VueltoFila,
  VueltoPagina,
  VueltoTotales,
} from '@mercado/shared/contracts/admin-vuelto';
import { Link } from '@mercado/shared/react';
import { formatDateTimeShort } from '@mercado/shared/rules';
import { useId } from 'react';
import { enlace } from '../../descripcion.ts';
import { api, bolivares, dolares, ESTADOS, MOTIVOS, opciones } from './api.ts';

/** A calendar-day filter written to the URL at once (AAAA-MM-DD; '' = none). */
function FiltroDia({ listado, nombre, etiqueta }: { listado: Listado; nombre: string; etiqueta: string }) {
  const id = useId();
  return (
    <div className={estilos.filtro}>
      <label htmlFor={id}>{etiqueta}</label>
      <input
        id={id}
        type="date"
        className="mv-input"
        value={listado.valores[nombre] ?? ''}
        onChange={(event) => listado.cambiar({ [nombre]: event.target.value })}
      />
    </div>
  );
}

/** The zone and courier filters' choices; while they load (or if they fail) the filters wait. */
function FiltrosDeDatos({ listado, carga }: { listado: Listado; carga: Carga<VueltoDataFiltro> }) {
  const datos = carga.estado === 'listo' ? carga.datos : { zonas: [], repartidores: [] };
  return (
    <>
      <FiltroOpciones
        listado={listado}
        nombre="zona"
        etiqueta="Zona"
        todas="Todas"
        opciones={datos.zonas.map((z) => ({ valor: z.slug, etiqueta: z.nombre }))}
      />
      <FiltroOpciones
        listado={listado}
        nombre="repartidor"
        etiqueta="Repartidor"
        opciones={datos.repartidores.map((r) => ({ valor: r.id, etiqueta: r.nombre }))}
      />
    </>
  );
}

/** One group's table of what is owed: its name, how many and how much (USD and Bs at each order's rate). */
function TablaTotales({
  id,
  titulo,
  grupo,
  filas,
}: {
  id: string;
  titulo: string;
  grupo: string;
  filas: readonly { clave: string; nombre: string; cantidad: number; monto: string; montoBs: string }[];
}) {
  return (
    <section className={`mv-card ${estilos.bloque}`} aria-labelledby={id}>
      <h2 id={id} className={estilos.subtitulo}>
        {titulo}
      </h2>
      {filas.length === 0 ? (
        <p className={estilos.nota}>Nada pendiente con estos filtros.</p>
      ) : (
        <table className={estilos.tabla}>
          <thead>
            <tr>
              <th scope="col">{grupo}</th>
              <th scope="col" className={estilos.numerica}>
                Vueltos
              </th>
              <th scope="col" className={estilos.numerica}>
                Debido
              </th>
            </tr>
          </thead>
          <tbody>
            {filas.map((f) => (
              <tr key={f.clave}>
                <td>{f.nombre}</td>
                <td className={estilos.numerica}>{f.cantidad}</td>
                <td className={estilos.numerica}>
                  {dolares(f.monto)} <span className={estilos.nota}>{bolivares(f.montoBs)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Totales({ totales }: { totales: VueltoTotales }) {
  const { pendiente } = totales;
  return (
    <>
      <p className={estilos.bloque} aria-live="polite">
        Pendiente por pagar: <strong>{dolares(pendiente.monto)}</strong> ({bolivares(pendiente.montoBs)}) en{' '}
        {pendiente.cantidad} {pendiente.cantidad === 1 ? 'vuelto' : 'vueltos'}
      </p>
      <div className={estilos.columnas}>
        <TablaTotales
          id="vuelto-por-zona"
          titulo="Pendiente por zona"
          grupo="Zona"
          filas={totales.porZona.map((z) => ({ ...z, clave: z.slug }))}
        />
        <TablaTotales
          id="vuelto-por-repartidor"
          titulo="Pendiente por repartidor"
          grupo="Repartidor"
          filas={totales.porRepartidor.map((r) => ({ ...r, clave: r.id ?? '' }))}
        />
      </div>
    </>
  );
}

const COLUMNAS = [
  {
    clave: 'id',
    etiqueta: 'Vuelto',
    celda: (v: VueltoFila) => <Link to={enlace('vuelto/:vuelto', { vuelto: v.id })}>{`Vuelto ${v.id}`}</Link>,
  },
  { clave: 'pedido', etiqueta: 'Pedido', celda: (v: VueltoFila) => v.orden.numero },
  {
    clave: 'cliente',
    etiqueta: 'Cliente',
    celda: (v: VueltoFila) => (
      <>
        {v.cliente.nombre} <span className={estilos.nota}>{v.cliente.email}</span>
      </>
    ),
  },
  { clave: 'zona', etiqueta: 'Zona', celda: (v: VueltoFila) => v.zona.nombre },
  { clave: 'repartidor', etiqueta: 'Repartidor', celda: (v: VueltoFila) => v.repartidor ?? '—' },
  { clave: 'motivo', etiqueta: 'Motivo', celda: (v: VueltoFila) => MOTIVOS[v.motivo] ?? v.motivo },
  {
    clave: 'monto',
    etiqueta: 'Monto',
    orden: 'monto',
    numerica: true,
    celda: (v: VueltoFila) => (
      <>
        {dolares(v.monto)} <span className={estilos.nota}>{bolivares(v.montoBs)}</span>
      </>
    ),
  },
  {
    clave: 'fecha',
    etiqueta: 'Registrado',
    orden: 'fecha',
    celda: (v: VueltoFila) => formatDateTimeShort(v.creadoEn),
  },
  {
    clave: 'estatus',
    etiqueta: 'Estatus',
    celda: (v: VueltoFila) => (
      <span className={v.estatus === 'pendiente' ? estilos.activo : estilos.inactivo}>
        {ESTADOS[v.estatus]}
      </span>
    ),
  },
];

export function ListaVuelto({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'fecha', dir: 'desc' });
  const datos = useDatosAdmin(`vuelto:${search}`, () =>
    api.listar(entradaDeListado<Parameters<typeof api.listar>[0]>(listado)),
  );
  const filtro = useDatosAdmin('vuelto-datafiltro', () => api.dataFiltro({}));
  const pagina: VueltoPagina | null =
    datos.carga.estado === 'listo' ? datos.carga.datos : (datos.anteriores ?? null);
  return (
    <PaginaAdmin
      titulo="Vuelto"
      migas={[{ etiqueta: 'Vuelto' }]}
      acciones={
        <Link className="mv-button" to={enlace('vuelto/registrar')}>
          Registrar vuelto
        </Link>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Cliente o pedido" />
        <FiltroOpciones listado={listado} nombre="estado" etiqueta="Estatus" opciones={opciones(ESTADOS)} />
        <FiltrosDeDatos listado={listado} carga={filtro.carga} />
        <FiltroOpciones listado={listado} nombre="motivo" etiqueta="Motivo" opciones={opciones(MOTIVOS)} />
        <FiltroDia listado={listado} nombre="desde" etiqueta="Desde" />
        <FiltroDia listado={listado} nombre="hasta" etiqueta="Hasta" />
      </Filtros>
      {pagina && <Totales totales={pagina.totales} />}
      <TablaAdmin
        titulo="Vueltos"
        columnas={COLUMNAS}
        datos={datos}
        listado={listado}
        claveFila={(fila) => fila.id}
        vacio="No hay vueltos con estos filtros"
      />
    </PaginaAdmin>
  );
}
