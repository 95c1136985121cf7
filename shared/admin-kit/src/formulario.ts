/**
 * One form for register and edit (conventions "Forms"): validated with the entry's own zod schema
 * before sending and by the API again; Spanish messages beside each field (the API's `campos`
 * included); a save refused because someone else changed the record (409) keeps everything the user
 * typed; leaving with unsaved changes asks first; names and slugs are checked as the user types.
 */

import { MensajesAdmin } from '@mercado/shared/contracts';
import { cuerpoDeError, mensajeDeError, statusOf } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { navigate } from '@mercado/shared/react';
import type { z } from '@mercado/shared/zod';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { avisar, olvidarAviso } from './aviso.ts';

type Valores = Record<string, unknown>;

export interface Formulario<V extends Valores> {
  valores: V;
  poner<K extends keyof V>(campo: K, valor: V[K]): void;
  /** Spanish message per field ('a.b' for nested ones). */
  errores: Readonly<Record<string, string>>;
  /** The message above the form: a refused save, a conflict, a failed connection. */
  general: string | null;
  /** The last save was refused because the record changed meanwhile (409). */
  conflicto: boolean;
  enviando: boolean;
  /** Changed since opened or last saved. */
  sucio: boolean;
  enviar(event?: FormEvent): Promise<void>;
  /** Starts again from `valores` (the record read again). */
  reiniciar(valores: V): void;
}

/** The first message of each field path of a failed parse. */
function erroresDe(error: z.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const clave = issue.path.length ? issue.path.map(String).join('.') : '_';
    out[clave] ??= issue.message;
  }
  return out;
}

export function useFormulario<V extends Valores, S extends z.ZodType, R = unknown>({
  inicial,
  esquema,
  convertir,
  guardar,
  alGuardar,
  aviso = MensajesAdmin.GUARDADO,
  ir,
}: {
  inicial: V;
  /** The entry's body schema (what the API validates). */
  esquema: S;
  /**
   * What the schema checks, made from the values: a form whose inputs hold text (numbers, ids and
   * nulls typed as text) makes its body here. The values as they are when absent.
   */
  convertir?: (valores: V) => unknown;
  guardar: (datos: z.output<S>) => Promise<R>;
  /** After a save (e.g. read the record again). */
  alGuardar?: (respuesta: R) => void;
  /**
   * What a save says under the page's title (`avisar`): 'Cambios guardados' unless told ('Producto
   * registrado'); null when the save did nothing (a confirmation declined) or says it itself.
   */
  aviso?: string | null | ((respuesta: R) => string | null);
  /** The page a save goes to (a registered record's), where its message is shown. */
  ir?: (respuesta: R) => string;
}): Formulario<V> {
  const [valores, setValores] = useState(inicial);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [conflicto, setConflicto] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [sucio, setSucio] = useState(false);
  const enfocar = useRef(false);

  // After a refused save, the first field with an error takes the focus (screen readers read it).
  useEffect(() => {
    if (!enfocar.current) return;
    enfocar.current = false;
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  return {
    valores,
    poner(campo, valor) {
      setValores((actuales) => ({ ...actuales, [campo]: valor }));
      setSucio(true);
      olvidarAviso();
      setErrores(({ [campo as string]: _, ...resto }) => resto);
    },
    errores,
    general,
    conflicto,
    enviando,
    sucio,
    reiniciar(nuevos) {
      setValores(nuevos);
      setErrores({});
      setGeneral(null);
      setConflicto(false);
      setSucio(false);
    },
    async enviar(event) {
      event?.preventDefault();
      if (enviando) return;
      setGeneral(null);
      const parsed = esquema.safeParse(convertir ? convertir(valores) : valores);
      if (!parsed.success) {
        setErrores(erroresDe(parsed.error));
        setGeneral('Revise los campos marcados.');
        enfocar.current = true;
        return;
      }
      setEnviando(true);
      try {
        const respuesta = await guardar(parsed.data);
        setErrores({});
        setConflicto(false);
        setSucio(false);
        const texto = typeof aviso === 'function' ? aviso(respuesta) : aviso;
        const destino = ir?.(respuesta);
        if (texto) avisar(texto, destino);
        alGuardar?.(respuesta);
        if (destino) navigate(destino, { replace: true });
      } catch (error) {
        const { campos } = cuerpoDeError(error);
        // A 409 that names a field (a slug in use) is that field's error; one that names none, or
        // only the version, says the record changed meanwhile.
        const { version: _, ...deLosCampos } = campos;
        const esConflicto = statusOf(error) === 409 && Object.keys(deLosCampos).length === 0;
        setConflicto(esConflicto);
        setErrores(esConflicto ? {} : campos);
        setGeneral(mensajeDeError(error, 'No pudimos guardar los cambios. Intente de nuevo.'));
        enfocar.current = !esConflicto;
      } finally {
        setEnviando(false);
      }
    },
  };
}

const SALIR = {
  titulo: 'Cambios sin guardar',
  mensaje: 'Tiene cambios sin guardar. ¿Desea salir de esta página y descartarlos?',
  aceptar: 'Salir sin guardar',
  cancelar: 'Seguir editando',
};

/**
 * While `sucio`, leaving asks first: closing or reloading the tab (the browser's own prompt) and any
 * link of the page (the shell's router would go at once: the click is held, and followed if the user
 * accepts).
 */
export function useSalidaConCambios(sucio: boolean): void {
  useEffect(() => {
    if (!sucio) return;
    const antesDeSalir = (event: BeforeUnloadEvent) => event.preventDefault();
    const alPulsar = (event: MouseEvent) => {
      const enlace = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!enlace || enlace.target === '_blank' || event.button !== 0 || event.metaKey || event.ctrlKey)
        return;
      if (new URL(enlace.href).origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      void platform.services.confirm(SALIR).then((salir) => {
        if (!salir) return;
        window.removeEventListener('beforeunload', antesDeSalir);
        document.removeEventListener('click', alPulsar, true);
        const url = new URL(enlace.href);
        navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    window.addEventListener('beforeunload', antesDeSalir);
    document.addEventListener('click', alPulsar, true);
    return () => {
      window.removeEventListener('beforeunload', antesDeSalir);
      document.removeEventListener('click', alPulsar, true);
    };
  }, [sucio]);
}

export type Disponibilidad = 'comprobando' | 'libre' | 'en-uso' | null;

/**
 * Whether `valor` (a name, a slug) is free, asked 400 ms after the user stops typing; null while empty,
 * unchanged from `actual` (the record's own), or when the check failed (the save checks again).
 */
export function useDisponible(
  valor: string,
  verificar: (valor: string) => Promise<{ disponible: boolean }>,
  actual?: string,
): Disponibilidad {
  const [estado, setEstado] = useState<Disponibilidad>(null);
  const verificarActual = useRef(verificar);
  verificarActual.current = verificar;
  useEffect(() => {
    const limpio = valor.trim();
    if (!limpio || limpio === actual) {
      setEstado(null);
      return;
    }
    let vigente = true;
    setEstado('comprobando');
    const espera = setTimeout(() => {
      verificarActual.current(limpio).then(
        (r) => vigente && setEstado(r.disponible ? 'libre' : 'en-uso'),
        () => vigente && setEstado(null),
      );
    }, 400);
    return () => {
      vigente = false;
      clearTimeout(espera);
    };
  }, [valor, actual]);
  return estado;
}

/** The hint under a name or slug field for its availability. */
export function textoDisponibilidad(estado: Disponibilidad, que: 'nombre' | 'slug'): string | null {
  if (estado === 'comprobando') return 'Comprobando disponibilidad…';
  if (estado === 'libre') return que === 'nombre' ? 'Nombre disponible' : 'Dirección web disponible';
  if (estado === 'en-uso')
    return que === 'nombre' ? 'Ese nombre ya está en uso' : 'Esa dirección web ya está en uso';
  return null;
}
