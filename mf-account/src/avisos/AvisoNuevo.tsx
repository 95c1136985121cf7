/**
 * The notice that arrived while the page is open (issue 38): a small toast at the foot of the page in a
 * polite live region (read out after what the shopper is doing, the focus stays where it is), with the
 * notice's link and a button to dismiss it. It stays until dismissed or followed: no timer takes it
 * away before it is read. The region is always in the page, so what is put in it is announced.
 */

import type { Aviso } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { contar } from '@mercado/shared/rules';
import { createPortal } from 'react-dom';
import * as styles from './avisos.module.css';
import { textoEnlace } from './enlaces.ts';

export interface Nuevo {
  aviso: Aviso;
  /** Other new notices that arrived with it (in the bell's list). */
  otros: number;
}

export function AvisoNuevo({
  nuevo,
  cerrar,
  seguir,
}: {
  nuevo: Nuevo | null;
  cerrar: () => void;
  /** The shopper followed the link: the notice is read. */
  seguir: (aviso: Aviso) => void;
}) {
  return createPortal(
    <div role="status" aria-live="polite" className={styles.region}>
      {nuevo && (
        <div className={styles.toast}>
          <p className={styles.toastTitulo}>{nuevo.aviso.titulo}</p>
          <p className={styles.toastTexto}>{nuevo.aviso.texto}</p>
          {nuevo.otros > 0 && (
            <p className={styles.toastOtros}>
              Y {contar(nuevo.otros, 'aviso nuevo', 'avisos nuevos')} más en Avisos.
            </p>
          )}
          <p className={styles.toastAcciones}>
            <Link
              to={nuevo.aviso.enlace}
              aria-label={`${textoEnlace(nuevo.aviso.enlace)}: ${nuevo.aviso.titulo}`}
              onClick={() => seguir(nuevo.aviso)}
            >
              {textoEnlace(nuevo.aviso.enlace)}
            </Link>
            <button type="button" className={styles.toastCerrar} aria-label="Cerrar aviso" onClick={cerrar}>
              Cerrar
            </button>
          </p>
        </div>
      )}
    </div>,
    document.body,
  );
}
