import { Link } from '@mercado/shared/react';
import * as styles from './componentes.module.css';

export interface Miga {
  nombre: string;
  /** Absent on the current page. */
  href?: string;
}

/** Breadcrumbs: an ordered list in a named nav; the last item is the current page. */
export function Migas({ items }: { items: Miga[] }) {
  return (
    <nav aria-label="Ruta de navegación" className={styles.migas}>
      <ol>
        {items.map((item, i) => {
          const actual = i === items.length - 1;
          return (
            <li key={item.href ?? item.nombre}>
              {item.href && !actual ? (
                <Link to={item.href}>{item.nombre}</Link>
              ) : (
                <span aria-current={actual ? 'page' : undefined}>{item.nombre}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
