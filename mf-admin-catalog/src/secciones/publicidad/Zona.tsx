/**
 * `/admin/publicidad/zona` (the caller's zones, with changes waiting to be published) and
 * `/admin/publicidad/zona/:zona`: the zone's pages, and its home as shoppers will see it with
 * 'Publicar' (decision 0027).
 */

import {
  estilos as admin,
  type Columna,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
  useNombreZona,
} from '@mercado/admin-kit';
import type { VistaPrevia as Datos } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { formatDateTime } from '@mercado/shared/rules';
import { useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { ZonasDelUsuario } from '../comun/ZonasDelUsuario.tsx';
import { api, migasZona } from './api.ts';
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
  ['slider', 'Sliders'],
] as const;

export function ZonaPublicidad({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const nombre = useNombreZona()(zona);
  const datos = useDatosAdmin(`vista-previa:${zona}`, () => api.vistaPrevia({ zona }));
  const [publicando, setPublicando] = useState(false);
  const previa: Datos | null = datos.carga.estado === 'listo' ? datos.carga.datos : datos.anteriores;

  const publicar = async () => {
    if (!previa) return;
    const ok = await platform.services.confirm({
      titulo: `Publicar ${nombre}`,
      mensaje: 'Los compradores verán la página de la zona tal como la muestra la vista previa.',
      aceptar: 'Publicar',
      cancelar: 'Cancelar',
    });
    if (!ok) return;
    setPublicando(true);
    try {
      await api.publicar({ zona, firma: previa.firma });
      await platform.services.alert({
        titulo: 'Publicado',
        mensaje: 'Los compradores ya ven estos cambios.',
      });
    } catch (error) {
      await platform.services.alert({
        titulo: 'No se publicó',
        mensaje: mensajeDeError(error, 'Error procesando la informacion, intente nuevamente'),
      });
    } finally {
      setPublicando(false);
      datos.recargar();
    }
  };

  return (
    <PaginaAdmin
      titulo={`Publicidad de ${nombre}`}
      migas={migasZona(zona, nombre)}
      acciones={
        <button
          type="button"
          className="mv-button"
          onClick={publicar}
          disabled={!previa?.pendiente || publicando}
        >
          {publicando ? 'Publicando…' : 'Publicar'}
        </button>
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
          <h2 className={admin.subtitulo}>Vista previa</h2>
          <VistaPrevia inicio={previa.inicio} />
        </>
      )}
    </PaginaAdmin>
  );
}
