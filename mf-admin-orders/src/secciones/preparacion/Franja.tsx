/**
 * `/admin/pedido/preparacion/:zona/:tipo/:fecha/:horario`: the slot's orders being prepared, line by
 * line, for a picker walking the store with a phone or tablet. Each line is marked picked, substituted
 * (a product of the zone at most its paid price, chosen from a search; not offered when the customer
 * asked not to replace it) or missing; the order closes (ready) once every line is marked, refunding
 * the difference to the customer's balance. Its printable list is one link away.
 */

import {
  Cargando,
  estilos,
  FalloDeCarga,
  HistorialCambios,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
  useNombreZona,
} from '@mercado/admin-kit';
import {
  ESTADO_LINEA_NOMBRES,
  type EstadoLinea,
  type LineaPreparacion,
  OrdenEstatus,
  type OrdenPreparacion,
  type TipoEnvio,
} from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { contar, toCents } from '@mercado/shared/rules';
import { useId, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { dolares } from '../pedido/api.ts';
import { api, cantidad, enlaces, PREFERENCIA, TIPO_ENVIO_NOMBRES } from './api.ts';
import { formatoPreparacion } from './historial.ts';
import * as propios from './preparacion.module.css';
import { Sustitutos } from './Sustitutos.tsx';

/** The slot of the page's path. */
export function franjaDeRuta(ruta: Record<string, string>) {
  return {
    zona: ruta.zona!,
    tipo: (ruta.tipo === 'delivery' ? 'delivery' : 'pickup') as TipoEnvio,
    fecha: ruta.fecha!,
    horario: Number(ruta.horario),
  };
}

export function Franja({ ruta }: SubpaginaProps) {
  const franja = franjaDeRuta(ruta);
  const { zona } = franja;
  const nombreZona = useNombreZona();
  const datos = useDatosAdmin(`preparacion:${zona}:${franja.tipo}:${franja.fecha}:${franja.horario}`, () =>
    api.adminPreparacion.franja(franja),
  );
  const vista = datos.carga.estado === 'listo' ? datos.carga.datos : datos.anteriores;
  const titulo = vista?.franja.etiqueta || 'Horario';
  return (
    <PaginaAdmin
      titulo={`Preparación · ${titulo}`}
      migas={[
        { etiqueta: 'Pedidos', href: enlace('pedido') },
        { etiqueta: 'Preparación', href: enlaces.zonas },
        { etiqueta: nombreZona(zona), href: enlaces.zona(zona) },
        { etiqueta: titulo },
      ]}
      acciones={
        <>
          <Link
            className="mv-button mv-button--secondary"
            to={enlaces.imprimir(zona, { ...franja, horarioId: franja.horario })}
          >
            Lista para imprimir
          </Link>
          <button type="button" className="mv-button mv-button--secondary" onClick={datos.recargar}>
            Actualizar
          </button>
        </>
      }
    >
      <p className={estilos.nota}>{TIPO_ENVIO_NOMBRES[franja.tipo]}</p>
      {!vista && datos.carga.estado === 'cargando' && <Cargando />}
      {datos.carga.estado === 'error' && (
        <FalloDeCarga
          error={datos.carga.error}
          recargar={datos.recargar}
          lista={{ etiqueta: nombreZona(zona), href: enlaces.zona(zona) }}
          porDefecto="No pudimos cargar los pedidos del horario. Intente de nuevo."
        />
      )}
      {vista && vista.ordenes.length === 0 && (
        <p className={estilos.vacio}>No quedan pedidos en preparación en este horario.</p>
      )}
      {vista?.ordenes.map((o) => (
        <Orden key={o.id} zona={zona} orden={o} alCambiar={datos.recargar} />
      ))}
    </PaginaAdmin>
  );
}

function Orden({ zona, orden, alCambiar }: { zona: string; orden: OrdenPreparacion; alCambiar: () => void }) {
  const titulo = useId();
  const [error, setError] = useState<string | null>(null);
  const [cerrando, setCerrando] = useState(false);
  const [historial, setHistorial] = useState(false);
  const cerrar = async () => {
    const reintegro = toCents(orden.reintegro) > 0;
    const ok = await platform.services.confirm({
      titulo: `Cerrar el pedido ${orden.numero}`,
      mensaje: reintegro
        ? `El pedido pasará a «Listo» y se reintegrarán ${dolares(orden.reintegro)} al saldo del cliente por los productos faltantes o sustituidos.`
        : 'El pedido pasará a «Listo». Todos sus productos se entregan como se pidieron.',
      aceptar: 'Cerrar pedido',
      cancelar: 'Seguir preparando',
    });
    if (!ok) return;
    setCerrando(true);
    setError(null);
    try {
      await api.adminPedido.cambiarEstatus({
        id: orden.id,
        estatus: OrdenEstatus.LISTA,
        estatusActual: OrdenEstatus.EN_PREPARACION,
      });
      alCambiar();
    } catch (e) {
      setError(mensajeDeError(e, 'No se pudo cerrar el pedido. Intente de nuevo.'));
      setCerrando(false);
    }
  };
  return (
    <section aria-labelledby={titulo} className={`mv-card ${propios.orden}`}>
      <header className={propios.ordenCabecera}>
        <h2 id={titulo} className={estilos.subtitulo}>
          Pedido {orden.numero}
        </h2>
        <span>{orden.cliente}</span>
        <span className={propios.preferencia}>Preferencia del pedido: {PREFERENCIA[orden.sustitucion]}</span>
        {orden.nota && <p className={estilos.nota}>Nota del cliente: {orden.nota}</p>}
      </header>
      <ol className={propios.lineas} aria-label={`Productos del pedido ${orden.numero}`}>
        {orden.lineas.map((l) => (
          <li key={l.producto.id}>
            <Linea zona={zona} orden={orden} linea={l} alMarcar={alCambiar} />
          </li>
        ))}
      </ol>
      <footer className={propios.ordenPie}>
        <p aria-live="polite" className={estilos.nota}>
          {orden.porMarcar === 0
            ? 'Todos los productos están marcados.'
            : `${orden.porMarcar === 1 ? 'Falta' : 'Faltan'} ${contar(orden.porMarcar, 'producto', 'productos')} por marcar.`}{' '}
          Reintegro al cerrar: {dolares(orden.reintegro)}
        </p>
        {error && (
          <p role="alert" className={estilos.errorGeneral}>
            {error}
          </p>
        )}
        <button
          type="button"
          className="mv-button"
          disabled={orden.porMarcar > 0 || cerrando}
          onClick={cerrar}
        >
          {cerrando ? 'Cerrando…' : 'Cerrar pedido: listo'}
        </button>
      </footer>
      {/* The history is read only once opened: a slot has many orders. */}
      <details onToggle={(e) => setHistorial(e.currentTarget.open)}>
        <summary>Historial de la preparación</summary>
        {historial && (
          <HistorialCambios
            clave={`preparacion:${orden.id}:${orden.lineas.map((l) => l.marca?.version ?? 0).join(':')}`}
            leer={(pagina) => api.adminPreparacion.historial({ zona, orden: orden.id, pagina })}
            formato={formatoPreparacion(orden.lineas.map((l) => l.producto.nombre))}
          />
        )}
      </details>
    </section>
  );
}

const CLASE_ESTADO: Record<EstadoLinea, string | undefined> = {
  recogido: propios.recogido,
  sustituido: propios.sustituido,
  faltante: propios.faltante,
};

function Linea({
  zona,
  orden,
  linea,
  alMarcar,
}: {
  zona: string;
  orden: OrdenPreparacion;
  linea: LineaPreparacion;
  alMarcar: () => void;
}) {
  const [eligiendo, setEligiendo] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const marca = linea.marca;
  const noReemplazar = linea.sustitucion === 'no_reemplazar';
  const marcar = async (estado: EstadoLinea, sustituto?: number) => {
    setEnviando(true);
    setError(null);
    try {
      await api.adminPreparacion.marcar({
        zona,
        orden: orden.id,
        producto: linea.producto.id,
        estado,
        ...(sustituto === undefined ? {} : { sustituto }),
        ...(marca ? { version: marca.version } : {}),
      });
      setEligiendo(false);
    } catch (e) {
      setError(mensajeDeError(e, 'No se pudo marcar el producto. Intente de nuevo.'));
    } finally {
      setEnviando(false);
      alMarcar();
    }
  };
  const pulsado = (estado: EstadoLinea) => marca?.estado === estado;
  return (
    <div className={`${propios.linea} ${marca ? CLASE_ESTADO[marca.estado] : ''}`}>
      <div className={propios.lineaProducto}>
        <strong>{linea.producto.nombre}</strong>
        <span>
          {cantidad(linea.cantidad, linea.modalidadVenta)} · {dolares(linea.total)} ·{' '}
          {linea.producto.categoria}
        </span>
        <span className={noReemplazar ? propios.noReemplazar : propios.preferencia}>
          {PREFERENCIA[linea.sustitucion]}
        </span>
        {marca && (
          <span className={propios.marca}>
            {marca.estado === 'sustituido' && marca.sustituto
              ? `Sustituido por ${marca.sustituto.nombre} (${dolares(marca.sustituto.total)})`
              : ESTADO_LINEA_NOMBRES[marca.estado]}
            {toCents(marca.diferencia) > 0 && ` · diferencia ${dolares(marca.diferencia)}`}
          </span>
        )}
      </div>
      <fieldset className={propios.botones}>
        <legend className="mv-visually-hidden">Marcar {linea.producto.nombre}</legend>
        <button
          type="button"
          className="mv-button mv-button--secondary"
          aria-pressed={pulsado('recogido')}
          disabled={enviando}
          onClick={() => marcar('recogido')}
        >
          Recogido
        </button>
        <button
          type="button"
          className="mv-button mv-button--secondary"
          aria-pressed={pulsado('sustituido')}
          aria-expanded={eligiendo}
          disabled={enviando || noReemplazar}
          title={noReemplazar ? 'El cliente pidió no reemplazar este producto' : undefined}
          onClick={() => setEligiendo(!eligiendo)}
        >
          Sustituir…
        </button>
        <button
          type="button"
          className="mv-button mv-button--secondary"
          aria-pressed={pulsado('faltante')}
          disabled={enviando}
          onClick={() => marcar('faltante')}
        >
          Faltante
        </button>
      </fieldset>
      {error && (
        <p role="alert" className={estilos.errorGeneral}>
          {error}
        </p>
      )}
      {eligiendo && (
        <Sustitutos
          zona={zona}
          orden={orden.id}
          linea={linea}
          elegir={(id) => marcar('sustituido', id)}
          cancelar={() => setEligiendo(false)}
        />
      )}
    </div>
  );
}
