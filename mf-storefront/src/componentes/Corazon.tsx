import { useFavorito } from '../favoritos.ts';
import * as styles from './Corazon.module.css';

/** The heart of a product card or page: saves the product to "Mis favoritos" (issue 34). */
export function Corazon({
  producto,
  grande = false,
  enTarjeta = false,
}: {
  producto: { id: number; nombre: string };
  grande?: boolean;
  /** Over the card's image corner. */
  enTarjeta?: boolean;
}) {
  const { guardado, toggle } = useFavorito(producto.id, producto.nombre);
  return (
    <button
      type="button"
      className={[styles.corazon, grande && styles.grande, enTarjeta && styles.enTarjeta]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={guardado}
      aria-label={`${guardado ? 'Quitar de favoritos' : 'Agregar a favoritos'}: ${producto.nombre}`}
      title={guardado ? 'Quitar de favoritos' : 'Agregar a favoritos'}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
