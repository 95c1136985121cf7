import type { Banner as BannerDatos } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { atributos } from '../lib/imagen.ts';
import * as styles from './componentes.module.css';

/** An advertising image with its intrinsic size; a link when it has a URL (external: new tab). */
export function Banner({ banner, diferida = true }: { banner: BannerDatos; diferida?: boolean }) {
  const img = (
    <img
      className={styles.bannerImagen}
      {...atributos(banner.imagen)}
      alt={banner.url ? '' : banner.alt}
      loading={diferida ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
  if (!banner.url) return img;
  return (
    <Link
      to={banner.url}
      external={banner.externo}
      className={styles.bannerEnlace}
      aria-label={banner.externo ? `${banner.alt} (se abre en una pestaña nueva)` : banner.alt}
    >
      {img}
    </Link>
  );
}
