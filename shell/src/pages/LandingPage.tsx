import { EstatusRegistro, type Zona } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { Link, useSession } from '@mercado/shared/react';
import { useDinero } from '@mercado/shared/react/dinero';
import { textoPromesaEnvio } from '@mercado/shared/rules';
import { useEffect, useState } from 'react';
import { navigateTo } from '../app/services.ts';
import { Icon } from '../components/Icon.tsx';
import { loadZonas, readDefaultZone, rememberZone } from '../website/website.ts';
import * as styles from './LandingPage.module.css';

/**
 * Landing (spec §2): no menus, green background, pick the delivery zone. Only active zones are offered:
 * one under maintenance would only bounce to its maintenance page.
 */
export function LandingPage() {
  const session = useSession();
  const dinero = useDinero();
  const [zonas, setZonas] = useState<Zona[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const activas = zonas?.filter((zona) => zona.estatus === EstatusRegistro.ACTIVO) ?? null;
  const remembered = readDefaultZone();
  // The remembered zone, offered once the list says it is still active (named as the list names it).
  const continuar = remembered ? activas?.find((zona) => zona.slug === remembered.slug) : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the fetch on retry.
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    loadZonas().then(
      (list) => !cancelled && setZonas(list),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const pick = (zona: Pick<Zona, 'slug' | 'nombre'>) => {
    rememberZone(zona);
    navigateTo(links.zona(zona.slug));
  };

  return (
    <div className={styles.landing}>
      <main id="contenido" tabIndex={-1} className={styles.main}>
        <p className={styles.brand} aria-hidden="true">
          <Icon name="cart" size={28} /> Mercado
        </p>
        <h1 className={styles.title}>Tu supermercado en línea</h1>
        <p className={styles.lead}>Elija su zona y reciba su compra en el horario que prefiera.</p>

        {continuar && (
          <button type="button" className={styles.continue} onClick={() => pick(continuar)}>
            Continuar en {continuar.nombre}
          </button>
        )}

        <section id="zonas-entrega" className={styles.zones} aria-labelledby="zonas-title">
          <h2 id="zonas-title" className={styles.subtitle}>
            {continuar ? 'O elija otra zona de entrega' : 'Elija su zona de entrega'}
          </h2>
          {!zonas && !failed && (
            <p role="status" className={styles.muted}>
              Cargando zonas…
            </p>
          )}
          {failed && (
            <div role="alert" className={styles.error}>
              <p>No pudimos cargar las zonas de entrega.</p>
              <button
                type="button"
                className="mv-button mv-button--secondary"
                onClick={() => setAttempt((n) => n + 1)}
              >
                Reintentar
              </button>
            </div>
          )}
          {activas && activas.length === 0 && <p>Por ahora no hay zonas de entrega disponibles.</p>}
          {activas && activas.length > 0 && (
            <ul className={styles.zoneList}>
              {activas.map((zona) => (
                <li key={zona.slug}>
                  <button type="button" className={styles.zone} onClick={() => pick(zona)}>
                    {zona.nombre}
                  </button>
                  <span className={styles.envio}>{textoPromesaEnvio(zona.envio, dinero)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <p className={styles.account}>
          {session ? (
            <Link to={links.miCuenta()}>Mi cuenta</Link>
          ) : (
            <>
              <Link to={links.login()}>Iniciar Sesión</Link> · <Link to={links.registro()}>Regístrate</Link>
            </>
          )}
        </p>
      </main>
    </div>
  );
}
