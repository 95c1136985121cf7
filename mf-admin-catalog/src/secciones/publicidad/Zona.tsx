/**
 * `/admin/publicidad/zona` (the caller's zones, with changes waiting to be published) and
 * `/admin/publicidad/zona/:zona`: the zone's pages, the changes waiting with whose they are, and its
 * home as shoppers will see it, with 'Publicar mis cambios' and 'Publicar todo' (decision 0027, issue 33).
 */

import {
  estilos as admin,
  avisar,
  type Columna,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
  useNombreZona,
} from '@mercado/admin-kit';
import {
  type CambioPendiente,
  type VistaPrevia as Datos,
  MensajesPublicidad,
} from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { formatDateTime } from '@mercado/shared/rules';
import { useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { ZonasDelUsuario } from '../comun/ZonasDelUsuario.tsx';
import { api, migasZona } from './api.ts';
import { type Alcance, cambiosQueVan, confirmacion } from './publicar.ts';
import * as estilos from './publicidad.module.css';
import { VistaPrevia } from './VistaPrevia.tsx';

type ZonaFila = Awaited<ReturnType<typeof api.zonas>>['items'][number];

const COLUMNAS: readonly Columna<ZonaFila>[] = [
  {
    clave: 'nombre',
    etiqueta: 'Zona',
    orden: 'nombre',
    celda: (z) => <Link to={enlace('publicidad/zona/:zona', { zona: z.slug })}>{z.nombre}</Link>,
  },
  {
    clave: 'pendiente',
    etiqueta: 'Publicación',
    celda: (z) => (z.pendiente ? 'Cambios sin publicar' : 'Publicada'),
  },
];

export function ZonasPublicidad(props: SubpaginaProps) {
  return (
    <ZonasDelUsuario
      pagina={props}
      titulo="Publicidad"
      clave="publicidad-zonas"
      leer={api.zonas}
      columnas={COLUMNAS}
      vacio="No tiene zonas asignadas: cada zona necesita su permiso."
    />
  );
}

const PAGINAS = [
  ['mensaje-publicidad', 'Mensaje publicidad'],
  ['publicidad', 'Imágenes de publicidad'],
  ['imagen-oferta', 'Imagen oferta'],
  ['imagen-lista-rapida', 'Imagen lista rápida'],
  ['destacado', 'Destacados'],
  ['slider', 'Carrusel'],
  ['publicaciones', 'Publicaciones'],
] as const;

/** The changes waiting to be published, each with whose it is. */
function CambiosPendientes({ cambios }: { cambios: readonly CambioPendiente[] }) {
  return (
    <section aria-labelledby="cambios-sin-publicar">
      <h2 id="cambios-sin-publicar" className={admin.subtitulo}>
        Cambios sin publicar
      </h2>
      <ul className={estilos.cambios}>
        {cambios.map((c) => (
          <li key={c.que}>
            <strong>{c.que}</strong> — {c.autores.join(', ')}
            {c.propio ? ' (suyo)' : ''}
          </li>
        ))}
      </ul>
      {cambios.some((c) => !c.propio) && (
        <p className={admin.nota}>
          «Publicar mis cambios» publica solo los suyos; los cambios de otras personas quedan sin publicar.
        </p>
      )}
    </section>
  );
}

export function ZonaPublicidad({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const nombre = useNombreZona()(zona);
  const datos = useDatosAdmin(`vista-previa:${zona}`, () => api.vistaPrevia({ zona }));
  // The publication under way: its button says so until the call ends (not until its message is read).
  const [publicando, setPublicando] = useState<Alcance | null>(null);
  const previa: Datos | null = datos.carga.estado === 'listo' ? datos.carga.datos : datos.anteriores;

  const publicar = async (alcance: Alcance) => {
    if (!previa) return;
    if (!(await platform.services.confirm(confirmacion(nombre, previa.cambios, alcance)))) return;
    setPublicando(alcance);
    let fallo: unknown = null;
    try {
      await api.publicar({ zona, firma: previa.firma, alcance });
    } catch (error) {
      fallo = error;
    } finally {
      setPublicando(null);
      datos.recargar();
    }
    if (fallo === null) avisar(`${MensajesPublicidad.PUBLICADO}.`);
    else
      await platform.services.alert({
        titulo: 'No se publicó',
        mensaje: mensajeDeError(fallo, 'Error procesando la informacion, intente nuevamente'),
      });
  };
  const boton = (alcance: Alcance, etiqueta: string) => (
    <button
      type="button"
      className={alcance === 'todo' ? 'mv-button' : 'mv-button mv-button--secondary'}
      onClick={() => publicar(alcance)}
      disabled={
        publicando !== null ||
        !previa?.pendiente ||
        (alcance === 'mios' && cambiosQueVan(previa.cambios, alcance).length === 0)
      }
    >
      {publicando === alcance ? 'Publicando…' : etiqueta}
    </button>
  );

  return (
    <PaginaAdmin
      titulo={`Publicidad de ${nombre}`}
      migas={migasZona(zona, nombre)}
      acciones={
        <>
          {boton('mios', 'Publicar mis cambios')}
          {boton('todo', 'Publicar todo')}
        </>
      }
    >
      <nav aria-label="Páginas de la zona">
        <ul className={admin.enlaces}>
          {PAGINAS.map(([ruta, etiqueta]) => (
            <li key={ruta}>
              <Link className={admin.enlace} to={enlace(`publicidad/zona/:zona/${ruta}` as const, { zona })}>
                {etiqueta}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {datos.carga.estado === 'error' ? (
        <p role="alert" className={admin.error}>
          {mensajeDeError(datos.carga.error, 'No pudimos preparar la vista previa. Intente de nuevo.')}
        </p>
      ) : !previa ? (
        <p role="status" className={admin.cargando}>
          Preparando la vista previa…
        </p>
      ) : (
        <>
          <p role="status" className={estilos.estado}>
            {previa.pendiente ? (
              <span className={estilos.pendiente}>
                Hay cambios sin publicar: así se verá la zona al publicar.
              </span>
            ) : (
              <span>Los compradores ya ven esta página.</span>
            )}
            {previa.publicacion && (
              <span className={admin.nota}>
                Última publicación: {formatDateTime(previa.publicacion.publicadoEn)} por{' '}
                {previa.publicacion.publicadoPor}
              </span>
            )}
          </p>
          {previa.cambios.length > 0 && <CambiosPendientes cambios={previa.cambios} />}
          <h2 className={admin.subtitulo}>Vista previa</h2>
          <VistaPrevia inicio={previa.inicio} />
        </>
      )}
    </PaginaAdmin>
  );
}
