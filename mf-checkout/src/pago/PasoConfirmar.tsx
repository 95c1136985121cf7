/**
 * Step 3: confirm. What to do when a product is missing at preparation (for the order, or product
 * by product), a note, the total to pay and the button that places the order.
 */
import { type FormPago, SUSTITUCION_NOMBRES, type Sustitucion } from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import { formatMoney } from '@mercado/shared/rules';
import { AvisoReintento } from './AvisoReintento.tsx';
import { idCampo } from './campos.ts';
import { CAMPOS, type CalculoPago, type FormularioPago } from './logica.ts';
import * as styles from './pago.module.css';

type Cambiar = (cambio: (f: FormularioPago) => FormularioPago) => void;

const usd = (cents: number) => formatMoney(cents, { tipo: 'dolar', simbolo: '$' });

export function PasoConfirmar({
  fp,
  form,
  cambiar,
  errores,
  calculo,
  enviando,
  onConfirmar,
}: {
  fp: FormPago;
  form: FormularioPago;
  cambiar: Cambiar;
  errores: Record<string, string>;
  calculo: CalculoPago;
  /** The order is being placed: the button says so and waits. */
  enviando: boolean;
  onConfirmar: () => void;
}) {
  const { carrito } = fp;
  return (
    <div className={styles.pasoCuerpo}>
      <fieldset className={styles.grupo}>
        <legend className={styles.leyenda}>Si un producto no está disponible al preparar su pedido</legend>
        {fp.sustituciones.map((s) => (
          <label key={s.codigo} className={styles.opcion}>
            <input
              type="radio"
              name="sustitucion"
              checked={form.sustitucion === s.codigo}
              onChange={() => cambiar((f) => ({ ...f, sustitucion: s.codigo }))}
            />
            <span>{s.nombre}</span>
          </label>
        ))}
      </fieldset>
      <details className={styles.porLinea}>
        <summary>Elegir por producto</summary>
        <ul className={styles.sustituciones}>
          {carrito.lineas.map((l) => {
            const id = `sust-${l.producto.id}`;
            return (
              <li key={l.producto.id}>
                <label htmlFor={id}>{l.producto.nombre}</label>
                <select
                  id={id}
                  className="mv-input"
                  value={form.sustituciones[l.producto.id] ?? ''}
                  onChange={(e) =>
                    cambiar((f) => {
                      const sustituciones = { ...f.sustituciones };
                      if (e.target.value) sustituciones[l.producto.id] = e.target.value as Sustitucion;
                      else delete sustituciones[l.producto.id];
                      return { ...f, sustituciones };
                    })
                  }
                >
                  <option value="">Según la preferencia del pedido</option>
                  {fp.sustituciones.map((s) => (
                    <option key={s.codigo} value={s.codigo}>
                      {SUSTITUCION_NOMBRES[s.codigo] ?? s.nombre}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      </details>
      <Field id={idCampo(CAMPOS.nota)} label="Nota para el pedido (opcional)" error={errores[CAMPOS.nota]}>
        {(control) => (
          <textarea
            className="mv-input"
            rows={2}
            maxLength={500}
            {...control}
            value={form.nota}
            onChange={(e) => cambiar((f) => ({ ...f, nota: e.target.value }))}
          />
        )}
      </Field>
      <p className={styles.totalConfirmar}>
        Total a pagar: <strong>{usd(calculo.totales.total)}</strong>
        <span className={styles.nota}>
          {' '}
          · {formatMoney(calculo.totales.bs.total, { tipo: 'bolivar', simbolo: 'Bs.' })}
        </span>
      </p>
      <button
        type="button"
        className={`mv-button ${styles.confirmar}`}
        onClick={onConfirmar}
        disabled={enviando}
        aria-disabled={enviando || undefined}
      >
        {enviando ? 'Confirmando…' : 'Confirmar pedido'}
      </button>
      <AvisoReintento />
    </div>
  );
}
