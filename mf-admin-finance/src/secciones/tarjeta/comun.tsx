/**
 * What the tarjeta pages share: a staff decision (approve, reject with a reason, an adjustment),
 * validated with the entry's own schema, confirmed in the shell's Radix dialog and then sent; the
 * labels of statuses, methods and movement types; how their history reads.
 */

import {
  estilos,
  type FormatoHistorial,
  type Formulario,
  useFormulario,
  useSalidaConCambios,
  valores,
} from '@mercado/admin-kit';
import { NOMBRE_DE_TIPO } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import type { z } from '@mercado/shared/zod';
import type { ReactNode } from 'react';

export const ESTADOS_SOLICITUD: Record<string, string> = {
  PENDIENTE: 'Pendiente',
  APROBADA: 'Aprobada',
  RECHAZADA: 'Rechazada',
};
export const ESTADOS_AJUSTE: Record<string, string> = {
  PENDIENTE: 'Pendiente de aprobación',
  APLICADO: 'Aplicado',
  RECHAZADO: 'Rechazado',
};
export const METODOS: Record<string, string> = {
  pago_movil: 'Pago Móvil',
  transferencia: 'Transferencia',
  zelle: 'Zelle',
};
export const SIGNOS: Record<string, string> = { credito: 'Crédito (suma)', debito: 'Débito (resta)' };
export const TIPOS: Record<string, string> = NOMBRE_DE_TIPO;

export const opciones = (etiquetas: Record<string, string>) =>
  Object.entries(etiquetas).map(([valor, etiqueta]) => ({ valor, etiqueta }));

/** A status as a badge (pending stands out). */
export function Estado({ estatus, nombres }: { estatus: string; nombres: Record<string, string> }) {
  return (
    <span className={estatus === 'PENDIENTE' ? estilos.activo : estilos.inactivo}>
      {nombres[estatus] ?? estatus}
    </span>
  );
}

/** How the history of a request and of a customer's balance reads. */
export const FORMATO_TARJETA: FormatoHistorial = {
  estatus: { etiqueta: 'Estado', valor: valores.opcion({ ...ESTADOS_SOLICITUD, ...ESTADOS_AJUSTE }) },
  motivo: { etiqueta: 'Motivo' },
  motivoRechazo: { etiqueta: 'Motivo del rechazo' },
  ajuste: { etiqueta: 'Ajuste N.º' },
  monto: { etiqueta: 'Monto', valor: valores.dinero },
  signo: { etiqueta: 'Signo', valor: valores.opcion(SIGNOS) },
  saldoResultante: { etiqueta: 'Saldo resultante', valor: valores.dinero },
  movimiento: { etiqueta: 'Movimiento N.º' },
  regalo: { etiqueta: 'Código de regalo enviado' },
};

/**
 * One staff decision: its fields, validated with the entry's schema, then the Radix confirmation,
 * then the call; the record is read again after it, or after a refusal (409: someone decided first).
 * Leaving with a typed amount or reason asks first.
 */
export function Decision<V extends Record<string, unknown>, S extends z.ZodType>({
  id,
  titulo,
  inicial,
  esquema,
  confirmar,
  boton,
  secundario,
  enviar,
  alDecidir,
  campos,
  aviso = 'Decisión guardada',
}: {
  id: string;
  titulo: string;
  inicial: V;
  esquema: S;
  confirmar: (datos: z.output<S>) => { titulo: string; mensaje: string };
  boton: string;
  secundario?: boolean;
  enviar: (datos: z.output<S>) => Promise<unknown>;
  alDecidir: (respuesta: unknown) => void;
  campos?: (form: Formulario<V>) => ReactNode;
  aviso?: string | ((respuesta: unknown) => string);
}) {
  const form = useFormulario({
    inicial,
    esquema,
    guardar: async (datos) => {
      const ok = await platform.services.confirm({
        ...confirmar(datos),
        aceptar: boton,
        cancelar: 'Cancelar',
      });
      return ok ? enviar(datos) : null;
    },
    aviso: (respuesta) =>
      respuesta === null ? null : typeof aviso === 'function' ? aviso(respuesta) : aviso,
    alGuardar: (respuesta) => {
      if (respuesta !== null) {
        form.reiniciar(inicial);
        alDecidir(respuesta);
      }
    },
  });
  useSalidaConCambios(form.sucio);
  return (
    <form
      className={`mv-card ${estilos.formulario}`}
      onSubmit={form.enviar}
      noValidate
      aria-labelledby={`${id}-t`}
    >
      <h2 id={`${id}-t`} className={estilos.subtitulo}>
        {titulo}
      </h2>
      {form.general && (
        <p role="alert" className={estilos.errorGeneral}>
          {form.general}
          {form.conflicto && (
            <>
              {' '}
              <button
                type="button"
                className="mv-button mv-button--secondary"
                onClick={() => alDecidir(null)}
              >
                Recargar
              </button>
            </>
          )}
        </p>
      )}
      {campos?.(form)}
      <div className={estilos.acciones}>
        <button
          type="submit"
          className={secundario ? 'mv-button mv-button--secondary' : 'mv-button'}
          disabled={form.enviando}
        >
          {form.enviando ? 'Guardando…' : boton}
        </button>
      </div>
    </form>
  );
}
