import { useLoadedWhenIdle } from '../dialogs/useLoadedWhenIdle.ts';
import * as styles from './Layouts.module.css';

const loadFooter = () => import('./Footer.tsx').then((module) => module.Footer);

/**
 * The footer, below the fold of every store page: its code (links, app stores, payment methods, the
 * delivery promise worded by the shipping rules) is fetched when the browser is idle after the first
 * page shows, not before it. Until then its place is kept, in its colour.
 */
export function FooterDiferido() {
  const { loaded: Footer } = useLoadedWhenIdle(loadFooter, false);
  return Footer ? <Footer /> : <div className={styles.footerReservado} />;
}
