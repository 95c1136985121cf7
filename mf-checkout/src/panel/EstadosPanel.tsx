/**
 * The states the panels that load once share (Mis cupones, Rastreo): a signed-out visitor's prompt,
 * the skeleton while loading and the error with its retry.
 */
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import * as styles from './panel.module.css';

/** What the shell gives each panel: the zone, and the page it opened on (where a sign-in comes back to). */
export interface PanelProps {
  zona: string | undefined;
  /** pathname + search of the page, from the parcel's props. */
  volver: string;
}

/** Asks a visitor to sign in, then comes back to the page they were on. */
export function PedirSesion({ texto, volver }: { texto: string; volver: string }) {
  return (
    <div className={`${styles.panel} ${styles.vacioCaja}`}>
      <p>{texto}</p>
      <Link className="mv-button" to={links.login(volver)} onClick={() => platform.panel.set(null)}>
        Iniciar Sesión
      </Link>
    </div>
  );
}

/** Two card skeletons laid out like the list that will replace them. */
export function TarjetasCargando({ lista }: { lista: string | undefined }) {
  return (
    <div className={lista} aria-hidden="true">
      <div className={`mv-skeleton ${styles.skeletonTarjeta}`} />
      <div className={`mv-skeleton ${styles.skeletonTarjeta}`} />
    </div>
  );
}

export function ErrorConReintento({ mensaje, reintentar }: { mensaje: string; reintentar: () => void }) {
  return (
    <div className={styles.errorCaja} role="alert">
      <p>{mensaje}</p>
      <button type="button" className="mv-button mv-button--secondary" onClick={reintentar}>
        Reintentar
      </button>
    </div>
  );
}
