import * as styles from './Pages.module.css';

/** The registry could not be fetched: nothing can be composed, say so in Spanish with a retry. */
export function BootFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="contenido" className={styles.center}>
      <h1 className={styles.title}>No pudimos cargar Mercado</h1>
      <p>Revise su conexión a internet e intente nuevamente en unos momentos.</p>
      <div className={styles.actions}>
        <button type="button" className="mv-button" onClick={onRetry}>
          Reintentar
        </button>
      </div>
    </main>
  );
}
