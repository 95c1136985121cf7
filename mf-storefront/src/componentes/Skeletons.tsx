import * as styles from './componentes.module.css';

/** Announces the load once for screen readers; the shapes are decoration. */
export function Cargando({ texto = 'Cargando…' }: { texto?: string }) {
  return (
    <p className="mv-visually-hidden" role="status">
      {texto}
    </p>
  );
}

/** Product cards while a listing loads: same grid, same heights, no layout shift when it arrives. */
export function GridSkeleton({ cantidad = 8 }: { cantidad?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: cantidad }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
        <li key={i} className={`mv-card ${styles.skCard}`}>
          <div className={`mv-skeleton ${styles.skImagen}`} />
          <div className={`mv-skeleton ${styles.skLinea}`} />
          <div className={`mv-skeleton ${styles.skLineaCorta}`} />
          <div className={`mv-skeleton ${styles.skBoton}`} />
        </li>
      ))}
    </ul>
  );
}

/** A title and a few text lines (text pages, product detail). */
export function TextoSkeleton({ lineas = 5 }: { lineas?: number }) {
  return (
    <div className={styles.skTexto} aria-hidden="true">
      <div className={`mv-skeleton ${styles.skTitulo}`} />
      {Array.from({ length: lineas }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
        <div key={i} className={`mv-skeleton ${i % 3 === 2 ? styles.skLineaCorta : styles.skLinea}`} />
      ))}
    </div>
  );
}

/** A wide banner placeholder (sliders, offer images). */
export function BannerSkeleton() {
  return <div className={`mv-skeleton ${styles.skBanner}`} aria-hidden="true" />;
}

/** The whole page while its code chunk downloads (the Suspense fallback). */
export function PaginaSkeleton() {
  return (
    <div className={styles.pagina}>
      <Cargando />
      <TextoSkeleton lineas={2} />
      <GridSkeleton cantidad={4} />
    </div>
  );
}
