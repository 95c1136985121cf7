/** The product page's title (paginas/ProductoPage.tsx, tabIndex -1). */
const ID_TITULO_PRODUCTO = 'mf-storefront-titulo';
/** How long a chosen suggestion waits for its page's title before leaving the focus where it is. */
const ESPERA_MS = 10_000;

/**
 * A suggestion opened its product: the focus goes to that page's title once it shows, so a keyboard
 * or screen-reader user starts on the product, not in the search box again. It waits for a title
 * that was not on the page when the suggestion was chosen, and gives up when the shopper has moved
 * the focus away from the box meanwhile, or after ESPERA_MS.
 */
export function enfocarTituloAlLlegar(caja: HTMLElement | null): void {
  const anterior = document.getElementById(ID_TITULO_PRODUCTO);
  const terminar = () => {
    observador.disconnect();
    window.clearTimeout(plazo);
  };
  const intentar = () => {
    const activo = document.activeElement;
    if (activo && activo !== caja && activo !== document.body) {
      terminar();
      return;
    }
    const titulo = document.getElementById(ID_TITULO_PRODUCTO);
    if (!titulo || titulo === anterior) return;
    terminar();
    titulo.focus();
  };
  const observador = new MutationObserver(intentar);
  const plazo = window.setTimeout(terminar, ESPERA_MS);
  observador.observe(document.body, { childList: true, subtree: true });
}
