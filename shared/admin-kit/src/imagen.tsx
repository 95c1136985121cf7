/**
 * An image field (conventions "Images"): pick a JPEG, PNG or WebP up to 5 MB, see it at once, and the
 * upload's progress and result; a refused file says why (checked here first, and by content on the
 * API). `subir` calls the section's upload entry; `alSubir` gets what it answers: the stored image,
 * or the record with its new image for entries that answer with the record.
 */

import { type ImagenSubida, MAX_BYTES_SUBIDA, MensajesSubida } from '@mercado/shared/contracts';
import { cuerpoDeError, mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { useEffect, useId, useState } from 'react';
import * as estilos from './admin.module.css';

const TIPOS = ['image/jpeg', 'image/png', 'image/webp'];

/** A stored image's URL for the browser: the API's paths ('/media/…') are under its origin. */
export function urlDeMedio(ruta: string): string {
  return ruta.startsWith('/') ? `${platform.services.http.prefixUrl.replace(/\/+$/, '')}${ruta}` : ruta;
}

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
  const [vista, setVista] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (vista && URL.revokeObjectURL(vista)), [vista]);
  // A new stored image (the page took the upload's answer): it replaces the local preview.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when `actual` changes
  useEffect(() => setVista(null), [actual]);

  const elegir = async (archivo: File | undefined) => {
    if (!archivo) return;
    setError(null);
    if (!TIPOS.includes(archivo.type)) return setError(MensajesSubida.FORMATO);
    if (archivo.size > MAX_BYTES_SUBIDA) return setError(MensajesSubida.PESO);
    setVista(URL.createObjectURL(archivo));
    setSubiendo(true);
    try {
      alSubir(await subir(archivo));
    } catch (fallo) {
      setVista(null);
      setError(
        cuerpoDeError(fallo).campos.archivo ??
          mensajeDeError(fallo, 'No pudimos subir la imagen. Intente de nuevo.'),
      );
    } finally {
      setSubiendo(false);
    }
  };

  const mensaje = error ?? errorExterno ?? null;
  const src = vista ?? (actual ? urlDeMedio(actual) : null);
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
        {actual || vista ? 'Cambiar imagen' : 'Elegir imagen'}
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
          void elegir(event.target.files?.[0]);
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
