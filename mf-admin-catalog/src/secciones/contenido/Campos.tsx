/**
 * The fields the content forms share besides the kit's (featured blocks, sliders, quick lists,
 * banners): priority and status, an image's text and link, a saved record's image and history.
 */

import { CampoImagen, type Formulario, HistorialCambios } from '@mercado/admin-kit';
import type { Historial, ImagenSubida } from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import { FORMATO_CONTENIDO } from './historial.ts';

export function CamposPrioridadEstatus({
  id,
  f,
}: {
  id: string;
  f: Formulario<{ prioridad: number; estatus: 1 | 2 }>;
}) {
  return (
    <>
      <Field id={`${id}-prioridad`} label="Prioridad" hint="Menor primero." error={f.errores.prioridad}>
        {(control) => (
          <input
            {...control}
            className="mv-input"
            type="number"
            min={0}
            max={9999}
            value={f.valores.prioridad}
            onChange={(e) => f.poner('prioridad', Number(e.target.value))}
          />
        )}
      </Field>
      <Field id={`${id}-estatus`} label="Estatus" error={f.errores.estatus}>
        {(control) => (
          <select
            {...control}
            className="mv-input"
            value={f.valores.estatus}
            onChange={(e) => f.poner('estatus', Number(e.target.value) === 1 ? 1 : 2)}
          >
            <option value={1}>Activo</option>
            <option value={2}>Inactivo</option>
          </select>
        )}
      </Field>
    </>
  );
}

/** An image's alternative text and its link (banners, sliders). */
export function CamposAltEnlace({ id, f }: { id: string; f: Formulario<{ alt: string; url: string }> }) {
  return (
    <>
      <Field
        id={`${id}-alt`}
        label="Texto alternativo"
        hint="Lo que dice la imagen, para quien no la ve."
        error={f.errores.alt}
      >
        {(control) => (
          <input
            {...control}
            className="mv-input"
            maxLength={200}
            value={f.valores.alt}
            onChange={(e) => f.poner('alt', e.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-url`}
        label="Enlace"
        hint="Una ruta del sitio (/caracas/lista-rapida) o https://… Vacío: sin enlace."
        error={f.errores.url}
      >
        {(control) => (
          <input
            {...control}
            className="mv-input"
            maxLength={500}
            value={f.valores.url}
            onChange={(e) => f.poner('url', e.target.value)}
          />
        )}
      </Field>
    </>
  );
}

/**
 * A saved record's image (uploaded at the version the form holds, which the upload bumps) and its
 * history, read again at each new version.
 */
export function ImagenEHistorial({
  etiqueta,
  imagen,
  version,
  subir,
  alCambiarVersion,
  clave,
  historial,
}: {
  etiqueta: string;
  imagen: string | null;
  version: number;
  subir: (archivo: File, version: number) => Promise<ImagenSubida & { version: number }>;
  alCambiarVersion: (version: number) => void;
  clave: string;
  historial: (pagina: number) => Promise<Historial>;
}) {
  return (
    <>
      <CampoImagen
        etiqueta={etiqueta}
        actual={imagen}
        alt=""
        subir={(archivo) =>
          subir(archivo, version).then((r) => {
            alCambiarVersion(r.version);
            return r;
          })
        }
        alSubir={() => undefined}
      />
      <HistorialCambios clave={clave} version={version} leer={historial} formato={FORMATO_CONTENIDO} />
    </>
  );
}
