import {
  formatQuantity,
  type ModalidadVentaValor,
  type QuantityRules,
  quantityOptions,
} from '@mercado/shared/rules';
import { useId } from 'react';
import * as styles from './componentes.module.css';

/**
 * Quantity select with the shared options of spec §5 (minimo×unidad up to min(stock, maximo×unidad)
 * in steps of grupo×unidad), read as "2 und" or "500 g" / "1,5 kg". Values are thousandths.
 * 0 ("Quitar") only when asked for: adding 0 to a cart makes no sense.
 */
export function SelectorCantidad({
  reglas,
  modalidad,
  valor,
  onCambiar,
  incluirCero = false,
  etiquetaCero = 'Quitar',
  etiqueta = 'Cantidad',
  etiquetaOculta = false,
}: {
  reglas: QuantityRules;
  modalidad: ModalidadVentaValor;
  valor: number;
  onCambiar: (thousandths: number) => void;
  incluirCero?: boolean;
  /** What option 0 says ('Quitar' in a cart, 'No agregar' in a quick list). */
  etiquetaCero?: string;
  etiqueta?: string;
  etiquetaOculta?: boolean;
}) {
  const id = useId();
  const opciones = quantityOptions(reglas).filter((q) => incluirCero || q > 0);
  if (opciones.length === 0) return null;
  return (
    <div className={styles.campo}>
      <label htmlFor={id} className={etiquetaOculta ? 'mv-visually-hidden' : undefined}>
        {etiqueta}
      </label>
      <select
        id={id}
        className={`mv-input ${styles.select}`}
        value={String(valor)}
        onChange={(event) => onCambiar(Number(event.target.value))}
      >
        {opciones.map((q) => (
          <option key={q} value={String(q)}>
            {q === 0 ? etiquetaCero : formatQuantity(q, modalidad)}
          </option>
        ))}
      </select>
    </div>
  );
}
