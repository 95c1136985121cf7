/**
 * What the customer sections share: the decision forms (approve, carry out, credit, reject with a
 * reason; block and unblock), each confirmed in the shell's Radix dialog before it is sent, and the
 * labels of a request's status and of an account.
 */

import { CampoMotivo, estilos, type Formulario, useFormulario } from '@mercado/admin-kit';
import {
  type Persona,
  RechazoBodySchema,
  UsuarioEstatus,
  type UsuarioEstatusValor,
  UsuarioTipo,
  type UsuarioTipoValor,
} from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { formatDateTime, formatDateTimeShort } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import type { ReactNode } from 'react';

export const ESTADOS_SOLICITUD: Record<string, string> = {
  PENDIENTE: 'Pendiente',
  APROBADA: 'Aprobada',
  RECHAZADA: 'Rechazada',
  EJECUTADA: 'Cuenta borrada',
  ACREDITADA: 'Acreditada',
};

export const TIPOS_USUARIO: Record<UsuarioTipoValor, string> = {
  [UsuarioTipo.NORMAL]: 'Normal',
  [UsuarioTipo.PRIME]: 'PRIME',
  [UsuarioTipo.MAYORISTA]: 'Mayorista',
};

export const ESTATUS_USUARIO: Record<UsuarioEstatusValor, string> = {
  [UsuarioEstatus.ACTIVO]: 'Activo',
  [UsuarioEstatus.BLOQUEADO]: 'Bloqueado',
  [UsuarioEstatus.INACTIVO]: 'Inactivo',
  [UsuarioEstatus.VERIFICAR_EMAIL]: 'Por verificar correo',
  [UsuarioEstatus.ELIMINADO]: 'Eliminado',
};

export const opciones = (etiquetas: Record<string | number, string>) =>
  Object.entries(etiquetas).map(([valor, etiqueta]) => ({ valor, etiqueta }));

/** A request's status as a badge (pending stands out). */
export function EstadoSolicitud({ estatus }: { estatus: string }) {
  return (
    <span className={estatus === 'PENDIENTE' ? estilos.activo : estilos.inactivo}>
      {ESTADOS_SOLICITUD[estatus] ?? estatus}
    </span>
  );
}

/** A customer in a row: name, email, and a link to their page when the caller may open customers. */
export function NombrePersona({ persona }: { persona: Persona }) {
  return (
    <>
      {persona.nombre} <span className={estilos.nota}>{persona.email}</span>
    </>
  );
}

/** A moment on a record's page, on the Caracas clock ('5 de marzo de 2026, 3:04 p. m.'), or '—'. */
export const fecha = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** A moment in a list's row, on the Caracas clock ('5 mar. 2026, 3:04 p. m.'), or '—'. */
export const fechaCorta = (iso: string | null) => (iso ? formatDateTimeShort(iso) : '—');

/**
 * One staff decision: its fields (`campos`, a reason when it needs one), validated with the entry's
 * schema, then the Radix confirmation (`confirmar`), then the call; disabled, with the reason beside
 * it, while the record is in a state the server refuses it in (`impedido`). The record is read again
 * after it, or after a refusal (409: someone decided first).
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
  impedido,
}: {
  id: string;
  titulo: string;
  inicial: V;
  esquema: S;
  confirmar: { titulo: string; mensaje: string };
  boton: string;
  /** A secondary look for the less usual decision (reject). */
  secundario?: boolean;
  enviar: (datos: z.output<S>) => Promise<unknown>;
  alDecidir: () => void;
  campos?: (form: Formulario<V>) => ReactNode;
  /** Why the server would refuse the decision now: then it is not offered, and the reason is beside it. */
  impedido?: string | null;
}) {
  const form = useFormulario({
    inicial,
    esquema,
    guardar: async (datos) => {
      const ok = await platform.services.confirm({ ...confirmar, aceptar: boton, cancelar: 'Cancelar' });
      return ok ? enviar(datos) : null;
    },
    aviso: (respuesta) => (respuesta === null ? null : 'Decisión guardada'),
    alGuardar: (respuesta) => {
      if (respuesta !== null) alDecidir();
    },
  });
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
              <button type="button" className="mv-button mv-button--secondary" onClick={alDecidir}>
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
          disabled={form.enviando || Boolean(impedido)}
          aria-describedby={impedido ? `${id}-impedido` : undefined}
        >
          {form.enviando ? 'Guardando…' : boton}
        </button>
        {impedido && (
          <p id={`${id}-impedido`} className={estilos.nota}>
            {impedido}
          </p>
        )}
      </div>
    </form>
  );
}

/** The rejection of a pending request, with the reason its customer reads. */
export function Rechazo({
  titulo,
  mensaje,
  version,
  enviar,
  alDecidir,
}: {
  titulo: string;
  mensaje: string;
  version: number;
  enviar: (datos: z.output<typeof RechazoBodySchema>) => Promise<unknown>;
  alDecidir: () => void;
}) {
  return (
    <Decision
      id="rechazar"
      titulo={titulo}
      inicial={{ motivo: '', version }}
      esquema={RechazoBodySchema}
      confirmar={{ titulo, mensaje }}
      boton="Rechazar"
      secundario
      enviar={enviar}
      alDecidir={alDecidir}
      campos={(form) => <CampoMotivo id="rechazar-motivo" form={form} etiqueta="Motivo del rechazo" />}
    />
  );
}

/** When and by whom a record was decided, and the rejection's reason (rows of its `<dl>`). */
export function DatosDecision({
  decidido,
}: {
  decidido: { decididoEn: string | null; decididoPor: string | null; motivo: string | null };
}) {
  return (
    <>
      {decidido.decididoEn && (
        <>
          <dt>Decidida</dt>
          <dd>
            {fecha(decidido.decididoEn)} por {decidido.decididoPor ?? '—'}
          </dd>
        </>
      )}
      {decidido.motivo && (
        <>
          <dt>Motivo del rechazo</dt>
          <dd>{decidido.motivo}</dd>
        </>
      )}
    </>
  );
}
