/**
 * The orders (`/admin/pedido`): filtered, sorted and paged on the server (the filters' choices from
 * /admin/orden/datafiltro), newest first. While it is open it asks every few seconds how many orders
 * matching the same filters arrived after the newest one shown, and says so ("3 pedidos nuevos —
 * Mostrar") instead of moving the rows under the staff member's cursor.
 */

import {
  type Columna,
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
  useNombreZona,
} from '@mercado/admin-kit';
import type { OrdenAdminResumen, OrdenDataFiltro } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { contar, formatDateTimeShort } from '@mercado/shared/rules';
import { useEffect, useId, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { api, dolares } from './api.ts';

/** The list's choice filters: the query value, its label, and its choices in datafiltro. */
const SELECTORES: readonly {
  nombre: string;
  etiqueta: string;
  lista: keyof OrdenDataFiltro;
  todas?: string;
}[] = [
  { nombre: 'estatus', etiqueta: 'Estatus', lista: 'estatus' },
  { nombre: 'zona', etiqueta: 'Zona', lista: 'zonas', todas: 'Todas' },
  { nombre: 'metodo', etiqueta: 'Método de pago', lista: 'metodosPago' },
  { nombre: 'tipoEnvio', etiqueta: 'Entrega o retiro', lista: 'tiposEnvio' },
  { nombre: 'franja', etiqueta: 'Horario', lista: 'franjas' },
];

/** How often the list asks what is new. */
const SONDEO_MS = 10_000;

function FiltroFecha({ listado, nombre, etiqueta }: { listado: Listado; nombre: string; etiqueta: string }) {
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

/** How many orders arrived after `ultimo` with these filters, asked every SONDEO_MS. */
function useNuevos(consulta: Record<string, string>, ultimo: number | null) {
  const [nuevas, setNuevas] = useState(0);
  const clave = JSON.stringify(consulta);
  useEffect(() => {
    setNuevas(0);
    if (ultimo === null) return;
    let vigente = true;
    const preguntar = async () => {
      try {
        const r = await api.ordenesNuevas({ ...JSON.parse(clave), despues: ultimo });
        if (vigente) setNuevas(r.nuevas);
      } catch {
        // A missed poll is asked again at the next tick.
      }
    };
    const reloj = setInterval(preguntar, SONDEO_MS);
    return () => {
      vigente = false;
      clearInterval(reloj);
    };
  }, [clave, ultimo]);
  return nuevas;
}

export function ListaPedidos({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'fecha', dir: 'desc' });
  const datos = useDatosAdmin(`pedidos:${search}`, () => api.listarOrdenesAdmin(listado.consulta));
  const filtros = useDatosAdmin('pedidos:datafiltro', () => api.dataFiltro({}));
  const nombreZona = useNombreZona();
  const pagina = datos.carga.estado === 'listo' ? datos.carga.datos : null;
  const ultimo = pagina ? Math.max(0, ...pagina.items.map((o) => o.id)) : null;
  const { pagina: _p, orden: _o, dir: _d, ...soloFiltros } = listado.consulta;
  const nuevas = useNuevos(soloFiltros, ultimo);
  const opciones = filtros.carga.estado === 'listo' ? filtros.carga.datos : null;
  const nombreMetodo = (codigo: string) =>
    opciones?.metodosPago.find((m) => m.valor === codigo)?.nombre ?? codigo;

  const columnas: Columna<OrdenAdminResumen>[] = [
    {
      clave: 'numero',
      etiqueta: 'Pedido',
      celda: (o) => <Link to={enlace('pedido/:orden', { orden: o.id })}>{o.numero}</Link>,
    },
    { clave: 'fecha', etiqueta: 'Fecha', orden: 'fecha', celda: (o) => formatDateTimeShort(o.fecha) },
    {
      clave: 'cliente',
      etiqueta: 'Cliente',
      celda: (o) => (
        <>
          {o.cliente.nombre}
          <br />
          <small>{o.cliente.email}</small>
        </>
      ),
    },
    { clave: 'zona', etiqueta: 'Zona', celda: (o) => nombreZona(o.zona) },
    { clave: 'estatus', etiqueta: 'Estatus', celda: (o) => o.estatusNombre },
    {
      clave: 'pago',
      etiqueta: 'Pago',
      celda: (o) => (
        <>
          {o.metodoPago ? nombreMetodo(o.metodoPago) : 'Saldo'}
          {o.referencia && <small> · Ref. {o.referencia}</small>}
          {o.referenciaUsadaEn.length > 0 && (
            <strong> · Referencia usada en {o.referenciaUsadaEn.join(', ')}</strong>
          )}
        </>
      ),
    },
    {
      clave: 'entrega',
      etiqueta: 'Entrega',
      orden: 'entrega',
      celda: (o) => `${o.tipoEnvio === 'pickup' ? 'Retiro en tienda' : 'Entrega a domicilio'} · ${o.franja}`,
    },
    { clave: 'total', etiqueta: 'Total', orden: 'total', numerica: true, celda: (o) => dolares(o.total) },
  ];

  return (
    <PaginaAdmin
      titulo="Pedidos"
      migas={[{ etiqueta: 'Pedidos' }]}
      acciones={
        <Link to={enlace('pedido/preparacion')} className="mv-button">
          Preparación
        </Link>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Cliente o número de pedido" />
        {SELECTORES.map(({ nombre, etiqueta, lista, todas }) => (
          <FiltroOpciones
            key={nombre}
            listado={listado}
            nombre={nombre}
            etiqueta={etiqueta}
            todas={todas}
            opciones={(opciones?.[lista] ?? []).map((o) => ({ valor: o.valor, etiqueta: o.nombre }))}
          />
        ))}
        <FiltroFecha listado={listado} nombre="desde" etiqueta="Desde" />
        <FiltroFecha listado={listado} nombre="hasta" etiqueta="Hasta" />
      </Filtros>
      <p role="status" aria-live="polite" className={estilos.nota}>
        {nuevas > 0 && (
          <>
            {contar(nuevas, 'pedido nuevo', 'pedidos nuevos')} —{' '}
            <button type="button" className="mv-button mv-button--secondary" onClick={datos.recargar}>
              Mostrar
            </button>
          </>
        )}
      </p>
      <TablaAdmin
        titulo="Pedidos"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(o) => o.id}
        vacio="No hay pedidos con estos filtros"
      />
    </PaginaAdmin>
  );
}
