/**
 * The fields and footer the content forms share (featured blocks, sliders, quick lists): a name with
 * its slug made from it (editable, its availability checked as the user types), priority and status,
 * the refused-save message and the save button with 'Cambios guardados'.
 */

import type { Historial, ImagenSubida } from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import {
  estilos as admin,
  CampoImagen,
  type Formulario,
  HistorialCambios,
  textoDisponibilidad,
  useDisponible,
} from '@mercado/shared/react/admin';
import { slugDe } from '@mercado/shared/rules';
import { useState } from 'react';
import { AvisoGuardado } from './AvisoGuardado.tsx';

export function ErrorGeneral({ f }: { f: Formulario<Record<string, unknown>> }) {
  if (!f.general) return null;
  return (
    <p role="alert" className={admin.errorGeneral}>
      {f.general}
    </p>
  );
}

/** The save button, and 'Cambios guardados' once saved and until the form changes. */
export function PieFormulario({
  f,
  texto,
  guardado,
}: {
  f: Formulario<Record<string, unknown>>;
  texto: string;
  guardado: boolean;
}) {
  return (
    <>
      <button type="submit" className="mv-button" disabled={f.enviando}>
        {f.enviando ? 'Guardando…' : texto}
      </button>
      <AvisoGuardado visible={guardado && !f.sucio} />
    </>
  );
}

/** `campo` ('titulo', 'nombre') and the slug made from it until the user edits the slug. */
export function CamposNombreSlug<C extends string>({
  id,
  f,
  campo,
  etiqueta,
  verificar,
  actual,
}: {
  id: string;
  f: Formulario<Record<C | 'slug', string>>;
  campo: C;
  etiqueta: string;
  verificar: (slug: string) => Promise<{ disponible: boolean }>;
  /** The record's own slug (editing), which is not 'in use'. */
  actual: string | undefined;
}) {
  const [slugTocado, setSlugTocado] = useState(actual !== undefined);
  const disponible = useDisponible(f.valores.slug, verificar, actual);
  return (
    <>
      <Field id={`${id}-${campo}`} label={etiqueta} error={f.errores[campo]}>
        {(control) => (
          <input
            {...control}
            className="mv-input"
            maxLength={120}
            value={f.valores[campo]}
            onChange={(e) => {
              f.poner(campo, e.target.value);
              if (!slugTocado) f.poner('slug', slugDe(e.target.value));
            }}
          />
        )}
      </Field>
      <Field
        id={`${id}-slug`}
        label="Slug"
        hint={textoDisponibilidad(disponible, 'slug')}
        error={f.errores.slug}
      >
        {(control) => (
          <input
            {...control}
            className="mv-input"
            maxLength={120}
            value={f.valores.slug}
            onChange={(e) => {
              setSlugTocado(true);
              f.poner('slug', e.target.value);
            }}
          />
        )}
      </Field>
    </>
  );
}

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
      <HistorialCambios clave={`${clave}:${version}`} leer={historial} />
    </>
  );
}
