/**
 * An image field (conventions "Images"): pick a JPEG, PNG or WebP up to 5 MB, see it at once, and the
 * upload's progress and result; a refused file says why (checked here first, and by content on the
 * API). `subir` calls the section's upload entry; `alSubir` gets what it answers: the stored image,
 * or the record with its new image for entries that answer with the record.
 */

import { type Carga, type Consulta, consulta } from '@mercado/shared/consulta';
import { type ImagenSubida, MAX_BYTES_SUBIDA, MensajesSubida } from '@mercado/shared/contracts';
import { cuerpoDeError, mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useMemo } from 'react';
import * as estilos from './admin.module.css';
import { avisar } from './aviso.ts';

const TIPOS = ['image/jpeg', 'image/png', 'image/webp'];

/** A stored image's URL for the browser: the API's paths ('/media/…') are under its origin. */
export function urlDeMedio(ruta: string): string {
  return ruta.startsWith('/') ? `${platform.services.http.prefixUrl.replace(/\/+$/, '')}${ruta}` : ruta;
}

/**
 * The field's last choice: a file refused before sending, or one being sent (its local preview, the
 * upload as a consulta, and the stored image it was chosen over: a new one ends the preview).
 */
type Eleccion<R> = { rechazo: string } | { vista: string; envio: Consulta<R>; sobre: string | null };

/** What a field with no upload reads. */
const SIN_ENVIO = atom<Carga<never>>({ estado: 'cargando' });

export function CampoImagen<R = ImagenSubida>({
  etiqueta,
  actual,
  alt,
  subir,
  alSubir,
  error: errorExterno,
}: {
  etiqueta: string;
  /** The stored image's URL or path, or null. */
  actual: string | null;
  /** What the image shows (its alt text on the page). */
  alt: string;
  subir: (archivo: File) => Promise<R>;
  alSubir: (respuesta: R) => void;
  error?: string | null;
}) {
  const id = useId();
  // The field's choice, in the parcel's jotai store (decision 0012), one atom per field.
  const [eleccion, elegir] = useAtom(useMemo(() => atom<Eleccion<R> | null>(null), []));
  const enviando = eleccion && 'envio' in eleccion ? eleccion : null;
  const envio = useAtomValue(enviando?.envio.carga ?? SIN_ENVIO);
  const vista = enviando?.vista ?? null;
  useEffect(() => () => void (vista && URL.revokeObjectURL(vista)), [vista]);

  const alElegir = (archivo: File | undefined) => {
    if (!archivo) return;
    if (!TIPOS.includes(archivo.type)) return elegir({ rechazo: MensajesSubida.FORMATO });
    if (archivo.size > MAX_BYTES_SUBIDA) return elegir({ rechazo: MensajesSubida.PESO });
    const envio = consulta(async () => {
      const respuesta = await subir(archivo);
      alSubir(respuesta);
      avisar('Imagen guardada');
      return respuesta;
    });
    elegir({ vista: URL.createObjectURL(archivo), envio, sobre: actual });
  };

  const subiendo = enviando !== null && envio.estado === 'cargando';
  const error =
    eleccion && 'rechazo' in eleccion
      ? eleccion.rechazo
      : enviando && envio.estado === 'error'
        ? (cuerpoDeError(envio.error).campos.archivo ??
          mensajeDeError(envio.error, 'No pudimos subir la imagen. Intente de nuevo.'))
        : null;
  // The preview shows until the upload fails or the page takes a new stored image.
  const previa = enviando && envio.estado !== 'error' && enviando.sobre === actual ? vista : null;
  const mensaje = error ?? errorExterno ?? null;
  const src = previa ?? (actual ? urlDeMedio(actual) : null);
  return (
    <div className={estilos.campoImagen}>
      <span className={estilos.etiquetaCampo} id={`${id}-etiqueta`}>
        {etiqueta}
      </span>
      {src ? (
        <img src={src} alt={alt} className={estilos.vistaImagen} />
      ) : (
        <span className={estilos.sinImagen}>Sin imagen</span>
      )}
      <label htmlFor={id} className="mv-button mv-button--secondary">
        {actual || previa ? 'Cambiar imagen' : 'Elegir imagen'}
      </label>
      <input
        id={id}
        type="file"
        accept={TIPOS.join(',')}
        className="mv-visually-hidden"
        aria-labelledby={`${id}-etiqueta`}
        aria-describedby={`${id}-ayuda${mensaje ? ` ${id}-error` : ''}`}
        aria-invalid={mensaje ? true : undefined}
        disabled={subiendo}
        onChange={(event) => {
          alElegir(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p id={`${id}-ayuda`} className={estilos.nota}>
        JPEG, PNG o WebP, hasta 5 MB.
      </p>
      {subiendo && (
        <p role="status" className={estilos.cargando}>
          Subiendo imagen…
        </p>
      )}
      {mensaje && (
        <p id={`${id}-error`} role="alert" className={estilos.error}>
          {mensaje}
        </p>
      )}
    </div>
  );
}
