/**
 * Issue 38 (decision 0054): a strip that says the page is offline while it is, and for a few seconds
 * that the connection is back. A polite status region, in the page from the start so a screen reader
 * hears each change without losing its place; empty (hidden) the rest of the time.
 */
import { useSinConexion } from '@mercado/shared/offline/react';
import { useEffect, useRef, useState } from 'react';
import * as styles from './SinConexion.module.css';

/** How long 'Conexión restablecida' stays. */
const AVISO_VUELTA_MS = 4000;

export function SinConexion() {
  const sin = useSinConexion();
  const [volvio, setVolvio] = useState(false);
  const estuvo = useRef(false);
  useEffect(() => {
    if (sin) {
      estuvo.current = true;
      setVolvio(false);
      return;
    }
    if (!estuvo.current) return;
    setVolvio(true);
    const t = window.setTimeout(() => setVolvio(false), AVISO_VUELTA_MS);
    return () => window.clearTimeout(t);
  }, [sin]);
  return (
    <div className={sin ? styles.sin : styles.volvio} role="status" aria-live="polite">
      {sin
        ? 'Sin conexión. Puede ver la tienda y su carrito; lo que agregue se enviará al volver la conexión.'
        : volvio
          ? 'Conexión restablecida.'
          : ''}
    </div>
  );
}
