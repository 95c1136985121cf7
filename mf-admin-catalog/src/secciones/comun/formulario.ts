/**
 * One form for register and edit whose inputs hold text (numbers, ids and nulls are made from it on
 * save): the values, the fields' Spanish errors (from the same zod schema the API validates with, and
 * the API's own `campos`), and a 409 that keeps what was typed. The kit's `useFormulario` validates
 * its values as they are, so it needs them in the schema's own types.
 */
import { ApiError } from '@mercado/shared/http';
import type { z } from '@mercado/shared/zod';
import { useRef, useState } from 'react';

export type Errores = Record<string, string>;

/** The first message of each field (its top-level name) of a failed parse. */
function erroresZod(error: z.$ZodError): Errores {
  const out: Errores = {};
  for (const issue of error.issues) {
    const campo = String(issue.path[0] ?? '_');
    out[campo] ??= issue.message;
  }
  return out;
}

export function useFormulario<T extends Record<string, unknown>>(inicial: T) {
  const [valores, setValores] = useState<T>(inicial);
  const [errores, setErrores] = useState<Errores>({});
  const [mensaje, setMensaje] = useState<{ tipo: 'error' | 'ok'; texto: string } | null>(null);
  const [guardando, setGuardando] = useState(false);
  const guardados = useRef(JSON.stringify(inicial));
  const sucio = JSON.stringify(valores) !== guardados.current;

  const cambiar = <K extends keyof T>(campo: K, valor: T[K]) => {
    setValores((v) => ({ ...v, [campo]: valor }));
    setErrores(({ [campo as string]: _quitado, ...resto }) => resto);
  };

  /** Validates with `schema`, then sends; the API's field errors and message land beside the fields. */
  async function enviar<S extends z.ZodType, R>(
    schema: S,
    datos: unknown,
    guardar: (entrada: z.output<S>) => Promise<R>,
    exito: string,
  ): Promise<R | null> {
    setMensaje(null);
    const parsed = schema.safeParse(datos);
    if (!parsed.success) {
      setErrores(erroresZod(parsed.error));
      setMensaje({ tipo: 'error', texto: 'Revise los campos marcados' });
      return null;
    }
    setGuardando(true);
    try {
      const r = await guardar(parsed.data);
      setErrores({});
      setMensaje({ tipo: 'ok', texto: exito });
      return r;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setErrores(err.campos);
      setMensaje({ tipo: 'error', texto: err.mensaje });
      return null;
    } finally {
      setGuardando(false);
    }
  }

  /** After a save: what is saved now is the new clean state. */
  const guardado = (nuevos: T) => {
    guardados.current = JSON.stringify(nuevos);
    setValores(nuevos);
  };

  return { valores, errores, mensaje, guardando, sucio, cambiar, enviar, guardado, setValores };
}
