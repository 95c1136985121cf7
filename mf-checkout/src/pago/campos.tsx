/** Small accessible form pieces of the checkout: every control labelled, its error tied to it. */
import type { ReactNode } from 'react';
import * as styles from './pago.module.css';

/** DOM id of a form field ('pago.referencia' → 'pago-pago-referencia'), also the error summary's link. */
export const idCampo = (campo: string) => `pago-${campo.replace(/[^a-zA-Z0-9]+/g, '-')}`;
export const idError = (campo: string) => `${idCampo(campo)}-error`;

export function ErrorCampo({ campo, error }: { campo: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={idError(campo)} className={styles.errorCampo}>
      {error}
    </p>
  );
}

/** aria attributes of a control with a possible error (and an optional hint). */
export function ariaCampo(campo: string, error: string | undefined, ayuda?: string) {
  const describedBy = [error ? idError(campo) : null, ayuda ?? null].filter(Boolean).join(' ');
  return {
    id: idCampo(campo),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export function Campo({
  campo,
  etiqueta,
  error,
  children,
  ayuda,
}: {
  campo: string;
  etiqueta: string;
  error: string | undefined;
  children: ReactNode;
  ayuda?: ReactNode;
}) {
  return (
    <div className={styles.campo}>
      <label htmlFor={idCampo(campo)} className={styles.etiqueta}>
        {etiqueta}
      </label>
      {children}
      {ayuda}
      <ErrorCampo campo={campo} error={error} />
    </div>
  );
}
