/** Pieces every catalogue page uses: list paging and sorting, status toggles, availability, history. */
import type { Carga } from '@mercado/shared/consulta';
import type { Historial } from '@mercado/shared/contracts';
import { ApiError } from '@mercado/shared/http';
import { platform } from '@mercado/shared/platform';
import { Link, navigate } from '@mercado/shared/react';
import { estilos as admin } from '@mercado/shared/react/admin';
import { type ReactNode, useEffect, useState } from 'react';
import * as estilos from './catalogo.module.css';
import { useDatos } from './datos.ts';

export { admin, estilos };

export function Cargando({ carga, children }: { carga: Carga<unknown>; children: ReactNode }) {
  if (carga.estado === 'cargando') return <p role="status">Cargando…</p>;
  if (carga.estado === 'error')
    return (
      <p role="alert" className={estilos.error}>
        {carga.error instanceof ApiError ? carga.error.mensaje : 'No se pudo cargar la información'}
      </p>
    );
  return children;
}

/** A sortable column header: the URL's `orden`/`dir`, toggled by a click. */
export function Ordenable({
  clave,
  params,
  cambiar,
  children,
}: {
  clave: string;
  params: URLSearchParams;
  cambiar: (c: Record<string, string | null>) => void;
  children: ReactNode;
}) {
  const actual = params.get('orden');
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const activa = actual === clave;
  return (
    <th scope="col" aria-sort={activa ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className={estilos.orden}
        onClick={() => cambiar({ orden: clave, dir: activa && dir === 'asc' ? 'desc' : 'asc' })}
      >
        {children}
        {activa ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
}

export function Paginacion({
  pagina,
  paginas,
  total,
  cambiar,
}: {
  pagina: number;
  paginas: number;
  total: number;
  cambiar: (c: Record<string, string | null>) => void;
}) {
  return (
    <nav aria-label="Páginas" className={estilos.paginacion}>
      <button
        type="button"
        className="mv-button mv-button--secondary"
        disabled={pagina <= 1}
        onClick={() => cambiar({ pagina: String(pagina - 1) })}
      >
        Anterior
      </button>
      <span>
        Página {pagina} de {paginas} · {total} {total === 1 ? 'registro' : 'registros'}
      </span>
      <button
        type="button"
        className="mv-button mv-button--secondary"
        disabled={pagina >= paginas}
        onClick={() => cambiar({ pagina: String(pagina + 1) })}
      >
        Siguiente
      </button>
    </nav>
  );
}

export const textoEstatus = (estatus: number) => (estatus === 1 ? 'Activo' : 'Inactivo');

/** ACTIVO ⇄ INACTIVO after the shell's confirmation dialog (Radix), through the entity's status call. */
export function BotonEstatus({
  nombre,
  estatus,
  cambiar,
  alCambiar,
}: {
  nombre: string;
  estatus: 1 | 2;
  cambiar: (estatus: 1 | 2) => Promise<unknown>;
  alCambiar: () => void;
}) {
  const nuevo = estatus === 1 ? 2 : 1;
  const accion = nuevo === 1 ? 'Activar' : 'Inactivar';
  return (
    <button
      type="button"
      className="mv-button mv-button--secondary"
      aria-label={`${accion} ${nombre}`}
      onClick={async () => {
        const ok = await platform.services.confirm({
          titulo: `${accion} «${nombre}»`,
          mensaje:
            nuevo === 2
              ? 'Dejará de verse en la tienda y en el buscador. ¿Desea continuar?'
              : 'Volverá a verse en la tienda y en el buscador. ¿Desea continuar?',
          aceptar: accion,
          cancelar: 'Cancelar',
        });
        if (!ok) return;
        try {
          await cambiar(nuevo);
        } catch (err) {
          await platform.services.alert({
            titulo: 'No se pudo cambiar el estatus',
            mensaje: err instanceof ApiError ? err.mensaje : 'Intente nuevamente',
          });
        }
        alCambiar();
      }}
    >
      {accion}
    </button>
  );
}

/** Whether a name or slug is free, asked 400 ms after the user stops typing. */
export function useDisponible(consultar: (() => Promise<{ disponible: boolean }>) | null, clave: string) {
  const [disponible, setDisponible] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is asked.
  useEffect(() => {
    setDisponible(null);
    if (!consultar) return;
    let vigente = true;
    const t = setTimeout(() => {
      consultar()
        .then((r) => vigente && setDisponible(r.disponible))
        .catch(() => undefined);
    }, 400);
    return () => {
      vigente = false;
      clearTimeout(t);
    };
  }, [clave]);
  return disponible;
}

/** A link back that asks first when the form has unsaved changes. */
export function Volver({ a, sucio, children }: { a: string; sucio: boolean; children: ReactNode }) {
  return (
    <Link
      to={a}
      onClick={async (e) => {
        if (!sucio) return;
        e.preventDefault();
        const salir = await platform.services.confirm({
          titulo: 'Cambios sin guardar',
          mensaje: 'Tiene cambios sin guardar. ¿Desea salir sin guardarlos?',
          aceptar: 'Salir sin guardar',
          cancelar: 'Seguir editando',
        });
        if (salir) navigate(a);
      }}
    >
      {children}
    </Link>
  );
}

const valor = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** A record's changes: who, when, and each field before → after. */
export function HistorialCambios({ clave, leer }: { clave: string; leer: () => Promise<Historial> }) {
  const [carga] = useDatos(`historial:${clave}`, leer);
  return (
    <section aria-labelledby="historial-titulo" className={admin.bloque}>
      <h2 id="historial-titulo" className={admin.subtitulo}>
        Historial de cambios
      </h2>
      <Cargando carga={carga}>
        {carga.estado === 'listo' &&
          (carga.datos.items.length === 0 ? (
            <p className={admin.nota}>Sin cambios registrados.</p>
          ) : (
            <ol className={estilos.historial}>
              {carga.datos.items.map((c) => (
                <li key={c.id}>
                  <strong>{c.accion}</strong> · {c.usuario} ·{' '}
                  {new Date(c.en).toLocaleString('es-VE', { timeZone: 'America/Caracas' })}
                  <ul>
                    {Object.keys({ ...c.antes, ...c.despues }).map((campo) => (
                      <li key={campo}>
                        {campo}: {valor(c.antes?.[campo])} → {valor(c.despues?.[campo])}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          ))}
      </Cargando>
    </section>
  );
}

export function Aviso({ mensaje }: { mensaje: { tipo: 'error' | 'ok'; texto: string } | null }) {
  if (!mensaje) return null;
  return (
    <p
      role={mensaje.tipo === 'error' ? 'alert' : 'status'}
      className={mensaje.tipo === 'error' ? estilos.error : estilos.ok}
    >
      {mensaje.texto}
    </p>
  );
}
