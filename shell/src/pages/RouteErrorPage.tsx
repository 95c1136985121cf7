import * as styles from './Pages.module.css';

/** Last resort when a route crashes while rendering: the page is never blank. */
export function RouteErrorPage() {
  return (
    <main id="contenido" className={styles.center}>
      <h1 className={styles.title}>Algo salió mal</h1>
      <p>Error procesando la informacion, intente nuevamente.</p>
      <div className={styles.actions}>
        <button type="button" className="mv-button" onClick={() => window.location.reload()}>
          Recargar
        </button>
        <a className="mv-button mv-button--secondary" href="/">
          Ir al inicio
        </a>
      </div>
    </main>
  );
}
