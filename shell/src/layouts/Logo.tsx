import { Link, useSession } from '@mercado/shared/react';
import * as styles from './Logo.module.css';

/** Logo by user type (spec §2): prime and mayorista users see their badge. */
export function Logo({ to, light = false }: { to: string; light?: boolean }) {
  const session = useSession();
  const tipo = session?.usuarioTipo.tipo;
  const badge = tipo === 2 ? 'Prime' : tipo === 3 ? 'Mayorista' : null;
  return (
    <Link
      to={to}
      className={`${styles.logo} ${light ? styles.light : ''}`}
      aria-label="Mercado, ir al inicio"
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.15" />
        <path
          d="M7 11h3l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.4-1.1L26 14H11.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="14" cy="26" r="1.6" fill="currentColor" />
        <circle cx="22" cy="26" r="1.6" fill="currentColor" />
      </svg>
      <span className={styles.word}>Mercado</span>
      {badge && (
        <span className={`${styles.badge} ${tipo === 2 ? styles.prime : styles.mayorista}`}>{badge}</span>
      )}
    </Link>
  );
}
