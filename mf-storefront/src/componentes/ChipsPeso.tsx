/**
 * Issue 36: a product sold by weight gets the chips "½ kg" and "1 kg" (only those that are valid
 * quantities under spec §5) to add that much at once; the cart caps the sum like any add.
 */
import { fromThousandths, sumarConTope } from '@mercado/shared/rules';
import { type ReglasAgregar, reglasDe, useAgregar, useEnCarrito, useResultados } from '../carrito.ts';
import { chipsPeso } from '../reglas.ts';
import * as styles from './ChipsPeso.module.css';
import { idsEstado } from './EstadoAgregar.tsx';

export function ChipsPeso({
  zona,
  producto,
  queryID,
  estadoId,
}: {
  zona: string;
  producto: ReglasAgregar & { id: number; nombre: string };
  queryID?: string | undefined;
  /** The id of the caller's EstadoAgregar: every chip names its answer. */
  estadoId: string;
}) {
  const agregar = useAgregar();
  const enCarrito = useEnCarrito(zona, producto.id);
  const resultado = useResultados()[producto.id];
  const chips = chipsPeso(producto);
  if (chips.length === 0) return null;
  const base = resultado?.estado === 'enviado' ? (resultado.objetivo ?? enCarrito) : enCarrito;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form's fieldset.
    <div className={styles.chips} role="group" aria-label={`Agregar por peso: ${producto.nombre}`}>
      {chips.map((c) => (
        <button
          key={c.cantidad}
          type="button"
          className={styles.chip}
          aria-label={`Agregar ${c.texto} de ${producto.nombre}`}
          aria-describedby={idsEstado(estadoId)}
          onClick={() => {
            agregar(zona, [
              {
                productoId: producto.id,
                cantidad: fromThousandths(c.cantidad),
                objetivo: base === null ? undefined : sumarConTope(base, c.cantidad, producto).cantidad,
                queryID,
                reglas: reglasDe(producto),
              },
            ]);
          }}
        >
          {c.texto}
        </button>
      ))}
    </div>
  );
}
