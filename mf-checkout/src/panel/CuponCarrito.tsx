/** A user's cart coupon: the one applied, with its discount or why it does not apply, and the form. */
import type { CarritoVista } from '@mercado/shared/contracts';
import { useCurrency } from '@mercado/shared/react';
import { type FormEvent, useId, useState } from 'react';
import { aplicarCupon, quitarCupon } from '../carrito/nucleo.ts';
import { formatMoney } from '../reglas.ts';
import * as styles from './panel.module.css';

export function Cupon({
  zona,
  pagina,
  carrito,
  descuento,
  anunciar,
}: {
  zona: string;
  pagina: number;
  carrito: CarritoVista;
  /** The coupon's discount in the chosen currency (the totals rule's). */
  descuento: number;
  anunciar: (texto: string) => void;
}) {
  const { seleccionada } = useCurrency();
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const { cupon } = carrito;

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    const limpio = codigo.trim().toUpperCase();
    if (!/^[A-Z0-9_-]{3,40}$/.test(limpio)) {
      setError('Ingrese un código de cupón válido');
      return;
    }
    setEnviando(true);
    setError(null);
    const r = await aplicarCupon(zona, pagina, limpio);
    setEnviando(false);
    if (r.ok) {
      setCodigo('');
      anunciar(`Cupón ${limpio} aplicado`);
    } else {
      // What the shopper typed stays in the field.
      setError(r.mensaje);
    }
  };

  return (
    <div className={styles.cupon}>
      {cupon && (
        <div className={styles.cuponAplicado}>
          <p>
            <span className={styles.etiquetaCupon}>{cupon.codigo}</span> {cupon.nombre}
            {cupon.aplicable ? (
              <strong> −{formatMoney(descuento, seleccionada)}</strong>
            ) : (
              <span className={styles.lineaMensaje}> {cupon.motivo}</span>
            )}
          </p>
          <button
            type="button"
            className={styles.enlace}
            onClick={() =>
              void quitarCupon(zona, pagina).then((r) => anunciar(r.ok ? 'Cupón quitado' : r.mensaje))
            }
          >
            Quitar cupón
          </button>
        </div>
      )}
      <form className={styles.cuponForm} onSubmit={enviar} noValidate>
        <label htmlFor={inputId} className={styles.cuponLabel}>
          {cupon ? 'Cambiar cupón' : '¿Tiene un cupón?'}
        </label>
        <div className={styles.cuponFila}>
          <input
            id={inputId}
            className="mv-input"
            value={codigo}
            onChange={(event) => setCodigo(event.target.value)}
            placeholder="Código"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="mv-button mv-button--secondary" disabled={enviando}>
            {enviando ? 'Aplicando…' : 'Aplicar'}
          </button>
        </div>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
