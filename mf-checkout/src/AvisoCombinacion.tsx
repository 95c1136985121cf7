/**
 * After sign-in, what the merge of the visitor's cart did (issue 36): one sentence per product
 * ("Arroz: 1 und + 2 und = 3 und", or the maximum that capped it), in a status region so a screen
 * reader hears it without losing its place; "Ver carrito" opens the cart, "Cerrar" hides it.
 */
import { platform } from '@mercado/shared/platform';
import type { Combinado } from './carrito/estado.ts';
import * as styles from './combinacion.module.css';

export function AvisoCombinacion({ aviso, onCerrar }: { aviso: Combinado | null; onCerrar: () => void }) {
  return (
    <div role="status" className={aviso ? styles.aviso : 'mv-visually-hidden'}>
      {aviso && (
        <>
          <p className={styles.titulo}>{aviso.titulo}</p>
          {aviso.lineas.length > 0 && (
            <ul className={styles.lista}>
              {aviso.lineas.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          )}
          <div className={styles.acciones}>
            {!aviso.fallo && (
              <button
                type="button"
                className={`mv-button ${styles.boton}`}
                onClick={() => {
                  onCerrar();
                  platform.panel.set('carrito');
                }}
              >
                Ver carrito
              </button>
            )}
            <button
              type="button"
              className={`mv-button mv-button--secondary ${styles.boton}`}
              onClick={onCerrar}
            >
              Cerrar
            </button>
          </div>
        </>
      )}
    </div>
  );
}
