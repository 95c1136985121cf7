import { links } from '@mercado/shared/links';
import { Link, useWebsite } from '@mercado/shared/react';
import { usePromesaEnvio } from '@mercado/shared/react/dinero';
import { useAtomValue } from 'jotai';
import { currentZone } from '../app/state.ts';
import * as styles from './Footer.module.css';

export const TELEFONO_ATENCION = '0500-637-2236';

function PaymentMethods() {
  return (
    <svg
      className={styles.payments}
      viewBox="0 0 260 36"
      width="260"
      height="36"
      role="img"
      aria-label="Métodos de pago: Visa, Mastercard, Pago Móvil, Zelle y efectivo"
    >
      <rect x="1" y="1" width="48" height="34" rx="5" fill="#fff" stroke="#c9cfcb" />
      <text
        x="25"
        y="23"
        textAnchor="middle"
        fontSize="13"
        fontWeight="800"
        fill="#1a1f71"
        fontStyle="italic"
      >
        VISA
      </text>
      <rect x="53" y="1" width="48" height="34" rx="5" fill="#fff" stroke="#c9cfcb" />
      <circle cx="71" cy="18" r="9" fill="#eb001b" />
      <circle cx="83" cy="18" r="9" fill="#f79e1b" fillOpacity="0.85" />
      <rect x="105" y="1" width="56" height="34" rx="5" fill="#fff" stroke="#c9cfcb" />
      <text x="133" y="22" textAnchor="middle" fontSize="9.5" fontWeight="700" fill="#146b2d">
        Pago Móvil
      </text>
      <rect x="165" y="1" width="44" height="34" rx="5" fill="#fff" stroke="#c9cfcb" />
      <text x="187" y="23" textAnchor="middle" fontSize="12" fontWeight="800" fill="#6d1ed4">
        Zelle
      </text>
      <rect x="213" y="1" width="46" height="34" rx="5" fill="#fff" stroke="#c9cfcb" />
      <text x="236" y="22" textAnchor="middle" fontSize="10" fontWeight="700" fill="#4a524d">
        Efectivo
      </text>
    </svg>
  );
}

/** The app's pages in the stores, from the API's settings (the site resolve); none configured, no section. */
function DescargaApp() {
  const apps = useWebsite()?.apps;
  const tiendas = [
    { nombre: 'App Store', url: apps?.appStore },
    { nombre: 'Google Play', url: apps?.googlePlay },
  ].filter((t): t is { nombre: string; url: string } => Boolean(t.url));
  if (tiendas.length === 0) return null;
  return (
    <section aria-labelledby="mv-footer-app">
      <h2 id="mv-footer-app" className={styles.heading}>
        Descarga la app
      </h2>
      <ul className={styles.list}>
        {tiendas.map((t) => (
          <li key={t.nombre}>
            <a href={t.url} target="_blank" rel="noopener noreferrer">
              {t.nombre}
              <span className="mv-visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
  const zona = useAtomValue(currentZone);
  // The delivery promise is worded from the zone's shipping rules (issue 17); none outside a zone.
  const promesaEnvio = usePromesaEnvio(zona);
  return (
    <footer className={`${styles.footer} mv-on-dark`}>
      <div className={styles.grid}>
        <DescargaApp />
        <section aria-labelledby="mv-footer-util">
          <h2 id="mv-footer-util" className={styles.heading}>
            Enlaces útiles
          </h2>
          <ul className={styles.list}>
            {zona && (
              <>
                <li>
                  <Link to={links.quieneSomos(zona)}>Quiénes somos</Link>
                </li>
                <li>
                  <Link to={links.preguntasFrecuentes(zona)}>Preguntas frecuentes</Link>
                </li>
                <li>
                  <Link to={links.terminosCondiciones(zona)}>Términos y condiciones</Link>
                </li>
                <li>
                  <Link to={links.politicasPrivacidad(zona)}>Políticas de privacidad</Link>
                </li>
                <li>
                  <Link to={links.politicasDevolucion(zona)}>Políticas de devolución</Link>
                </li>
              </>
            )}
            <li>
              <Link to={links.zonasEntrega()}>Zonas de entrega</Link>
            </li>
            <li>
              <Link to={links.atencionCliente()}>Atención al cliente</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="mv-footer-contacto">
          <h2 id="mv-footer-contacto" className={styles.heading}>
            Atención al cliente
          </h2>
          <p>
            Teléfono: <a href={`tel:${TELEFONO_ATENCION.replace(/-/g, '')}`}>{TELEFONO_ATENCION}</a>
          </p>
          <p>Horario de atención: 7:30 AM a 10:00 PM</p>
          {promesaEnvio && <p className={styles.highlight}>{promesaEnvio}</p>}
        </section>
        <section aria-labelledby="mv-footer-pago">
          <h2 id="mv-footer-pago" className={styles.heading}>
            Métodos de pago
          </h2>
          <PaymentMethods />
        </section>
      </div>
      <p className={styles.copy}>© {new Date().getFullYear()} Mercado. Supermercado en línea en Venezuela.</p>
    </footer>
  );
}
