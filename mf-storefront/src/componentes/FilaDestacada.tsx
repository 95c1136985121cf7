import type { DestacadoBloque } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { memo, useId } from 'react';
import * as base from './componentes.module.css';
import * as styles from './FilaDestacada.module.css';
import { ProductCard } from './ProductCard.tsx';

/** `/:zona/destacado/:slug`: every product of a featured block (its "Ver todo"). */
export const enlaceDestacado = (zona: string, slug: string) =>
  `/${encodeURIComponent(zona)}/destacado/${encodeURIComponent(slug)}`;

/**
 * A featured block on the zone home: its title and "Ver todo" on one line, its first products in a
 * row that swipes sideways (scroll snap; the next card peeks out, so the row shows it goes on). The
 * block's image is left for its own page: on the seed's and staff's banners it only repeats the
 * title, and a phone would scroll past it five times. Keyboard users tab through the cards, and the
 * browser scrolls each one into view.
 */
export const FilaDestacada = memo(function FilaDestacada({
  zona,
  bloque,
}: {
  zona: string;
  bloque: DestacadoBloque;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.bloque}>
      <div className={styles.cabecera}>
        <h2 id={id} className={base.subtitulo}>
          {bloque.titulo}
        </h2>
        <Link
          to={enlaceDestacado(zona, bloque.slug)}
          className={styles.verTodo}
          aria-label={`Ver todo: ${bloque.titulo}`}
        >
          Ver todo
        </Link>
      </div>
      <ul className={styles.fila} aria-labelledby={id}>
        {bloque.productos.map((producto) => (
          <li key={producto.id}>
            <ProductCard producto={producto} zona={zona} arribaDelPliegue={false} />
          </li>
        ))}
      </ul>
    </section>
  );
});
