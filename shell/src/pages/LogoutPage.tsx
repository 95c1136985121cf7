import { links } from '@mercado/shared/links';
import { useEffect } from 'react';
import { logout, navigateTo } from '../app/services.ts';
import { readDefaultZone } from '../website/website.ts';
import * as styles from './Pages.module.css';

export function LogoutPage() {
  useEffect(() => {
    void logout().then(() => {
      const zona = readDefaultZone();
      navigateTo(zona ? links.zona(zona.slug) : links.inicio(), { replace: true });
    });
  }, []);
  return (
    <section className={styles.center} aria-busy="true">
      <h1 className={styles.title}>Cerrando sesión…</h1>
    </section>
  );
}
