import { CARRITO_PAGINAS, type OrdenUsuario, type RepetirOrden } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { toCents } from '@mercado/shared/rules';
import { useEffect, useRef, useState } from 'react';
import { api } from './api.ts';
import { usd } from './formato.ts';
import * as styles from './pedidos.module.css';

const PAGINAS = Array.from({ length: CARRITO_PAGINAS }, (_, i) => i);

/** What went into the cart, at what price against the one paid, and what could not. */
function Resultado({ r }: { r: RepetirOrden }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={styles.tarjeta}
      aria-labelledby="mf-account-repetido"
    >
      <p id="mf-account-repetido">
        <strong>{r.mensaje}</strong> (Carrito {r.pagina + 1}, zona {r.zona.nombre}:{' '}
        {r.carrito.cantidadProductos} {r.carrito.cantidadProductos === 1 ? 'producto' : 'productos'}).
      </p>
      {r.agregados.length > 0 && (
        <ul className={styles.lista} aria-label="Productos agregados">
          {r.agregados.map((a) => {
            const cambio = toCents(a.precioActual) - toCents(a.precioPagado);
            return (
              <li key={a.producto.id}>
                {a.producto.nombre}
                {cambio !== 0 && (
                  <p className={styles.cambio}>
                    Cambió de precio: pagó {usd(a.precioPagado)}, hoy cuesta {usd(a.precioActual)}.
                  </p>
                )}
                {a.mensaje && <p className={styles.cambio}>{a.mensaje}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {r.faltantes.length > 0 && (
        <>
          <p>No se agregaron:</p>
          <ul className={styles.lista} aria-label="Productos no agregados">
            {r.faltantes.map((f) => (
              <li key={f.producto.id}>
                {f.producto.nombre}: <span className={styles.motivo}>{f.motivo}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div>
        <button type="button" className="mv-button" onClick={() => platform.panel.set('carrito')}>
          Ver carrito
        </button>
      </div>
    </div>
  );
}

/**
 * "Repetir pedido": the order's products sold in the zone the shopper is in go into the cart they
 * choose, at today's prices (POST …/repetir, one write on the server); the header's cart is told
 * ('carrito:actualizado'), so its count and the cart panel read the cart again.
 */
export function RepetirPedido({ orden }: { orden: OrdenUsuario }) {
  const [pagina, setPagina] = useState(0);
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<RepetirOrden | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The zone the shopper is in (the last one entered), else the order's.
  const zona = platform.zona.get() ?? orden.zona.slug;
  const zonaNombre =
    zona === orden.zona.slug ? orden.zona.nombre : (platform.website.get()?.zona?.nombre ?? zona);

  const repetir = async () => {
    if (enviando) return;
    setEnviando(true);
    setError(null);
    setResultado(null);
    try {
      const r = await api.orden.repetirOrden({ id: orden.id, zona, pagina });
      platform.bus.emit('carrito:actualizado', {
        zona: r.zona.slug,
        pagina: r.pagina,
        cantidadItems: r.carrito.cantidadProductos,
        version: r.carrito.version,
      });
      setResultado(r);
    } catch (fallo) {
      setError(mensajeDeError(fallo, 'No pudimos agregar los productos. Intente de nuevo.'));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section className={`mv-card ${styles.tarjeta}`} aria-labelledby="mf-account-repetir">
      <h2 id="mf-account-repetir" className={styles.subtitulo}>
        Repetir pedido
      </h2>
      <p>
        Agregamos al carrito que elija los productos de este pedido que estén disponibles en la zona{' '}
        {zonaNombre}, a los precios de hoy.
      </p>
      <fieldset className={styles.carritos}>
        <legend>Agregar al</legend>
        {PAGINAS.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name="mf-account-repetir-carrito"
              value={p}
              checked={pagina === p}
              onChange={() => setPagina(p)}
            />
            Carrito {p + 1}
          </label>
        ))}
      </fieldset>
      <div>
        <button
          type="button"
          className="mv-button"
          onClick={repetir}
          disabled={enviando}
          aria-busy={enviando}
        >
          {enviando ? 'Agregando…' : 'Repetir pedido'}
        </button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {resultado && <Resultado key={resultado.carrito.version} r={resultado} />}
    </section>
  );
}
