/** "Reintentando…" while a checkout call waits out a 429's Retry-After (issue 36), read out politely. */
import { useSyncExternalStore } from 'react';
import { reintentos } from './espera.ts';
import * as styles from './pago.module.css';

export function AvisoReintento() {
  const activo = useSyncExternalStore(reintentos.suscribir, reintentos.activo, reintentos.activo);
  // The live region is always there, so the text is announced when it appears.
  return (
    <p className={styles.nota} role="status" aria-live="polite">
      {activo ? 'Reintentando…' : ''}
    </p>
  );
}
