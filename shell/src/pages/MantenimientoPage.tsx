import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { loadZonas } from '../website/website.ts';
import * as styles from './Pages.module.css';

export function MantenimientoPage() {
  const { zona } = useParams();
  const [nombre, setNombre] = useState<string | null>(null);
  useEffect(() => {
    if (!zona) return;
    loadZonas()
      .then((zonas) => setNombre(zonas.find((z) => z.slug === zona)?.nombre ?? null))
      .catch(() => undefined);
  }, [zona]);
  return (
    <section className={styles.center} aria-labelledby="mant-title">
      <p className={styles.code} aria-hidden="true">
        <Icon name="tool" size={56} />
      </p>
      <h1 id="mant-title" className={styles.title}>
        {zona ? `${nombre ?? zona} está en mantenimiento` : 'Sitio en mantenimiento'}
      </h1>
      <p>
        {zona
          ? 'Esta zona de entrega no está disponible por el momento. Puede comprar en otra zona mientras tanto.'
          : 'Estamos haciendo mejoras. Vuelva a intentarlo en unos minutos.'}
      </p>
      <div className={styles.actions}>
        <Link to={links.inicio()} className="mv-button">
          Elegir otra zona
        </Link>
      </div>
    </section>
  );
}
