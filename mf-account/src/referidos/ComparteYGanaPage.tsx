import { consulta } from '@mercado/shared/consulta';
import type { AmigoEstado, MisReferidos } from '@mercado/shared/contracts';
import { formatDate, formatMoney, toCents } from '@mercado/shared/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { mensajeDeError } from '../api.ts';
import { api } from '../prime/api.ts';
import * as styles from '../prime/prime.module.css';

const misReferidos = consulta(() => api.referido.mios());

const ESTADOS: Record<AmigoEstado, string> = {
  registrado: 'Registrado',
  pedido_entregado: 'Primer pedido entregado',
  recompensa_acreditada: 'Recompensa acreditada',
  rechazada: 'Recompensa no otorgada',
};

/** The sign-up link that fills the friend's code. */
export const enlaceInvitacion = (codigo: string, origen: string) =>
  `${origen}/auth/registro?ref=${encodeURIComponent(codigo)}`;

/** The WhatsApp message: the reward, the code and the link. */
export function textoInvitacion(d: MisReferidos, enlace: string): string {
  const premio = formatMoney(toCents(d.recompensa), null);
  return `Compra en Mercado con mi código ${d.codigo} y ganamos ${premio} de saldo cada uno con tu primer pedido entregado: ${enlace}`;
}

function Compartir({ d }: { d: MisReferidos }) {
  const enlace = enlaceInvitacion(d.codigo, window.location.origin);
  const texto = textoInvitacion(d, enlace);
  const [copiado, setCopiado] = useState<string | null>(null);
  useEffect(() => {
    if (!copiado) return;
    const t = setTimeout(() => setCopiado(null), 4000);
    return () => clearTimeout(t);
  }, [copiado]);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(enlace);
      setCopiado('Copiado');
    } catch {
      setCopiado('No pudimos copiar: seleccione el enlace y cópielo');
    }
  };
  const compartir = () =>
    navigator.share({ title: 'Comparte y gana', text: texto, url: enlace }).catch(() => undefined);

  return (
    <div className={`mv-card ${styles.bloque}`}>
      <h2 className={styles.subtitulo}>Su código</h2>
      <p className={styles.codigo}>{d.codigo}</p>
      <p className={`${styles.nota} ${styles.enlace}`}>{enlace}</p>
      <div className={styles.acciones}>
        <a
          className="mv-button"
          href={`https://wa.me/?text=${encodeURIComponent(texto)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Compartir por WhatsApp
        </a>
        {typeof navigator.share === 'function' && (
          <button type="button" className="mv-button mv-button--secondary" onClick={() => void compartir()}>
            Compartir…
          </button>
        )}
        <button type="button" className="mv-button mv-button--secondary" onClick={() => void copiar()}>
          Copiar enlace
        </button>
      </div>
      <p role="status" className={copiado ? styles.nota : 'mv-visually-hidden'}>
        {copiado}
      </p>
    </div>
  );
}

function Amigos({ d }: { d: MisReferidos }) {
  return (
    <div className={`mv-card ${styles.bloque}`}>
      <h2 className={styles.subtitulo}>Sus amigos</h2>
      {d.amigos.length === 0 ? (
        <p>Aún nadie se ha registrado con su código. ¡Compártalo!</p>
      ) : (
        <ul className={styles.amigos} aria-label="Amigos registrados con su código">
          {d.amigos.map((a) => (
            <li key={a.id}>
              <span>
                <strong>{a.nombre}</strong>{' '}
                <span className={styles.nota}>desde el {formatDate(a.desde)}</span>
              </span>
              <span>{ESTADOS[a.estado]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /comparte-y-gana (spec: the referral programme): the shopper's personal code and link, shared by
 * WhatsApp, the system's share sheet or a copy; the friends who signed up with it and each one's state.
 * The configured reward goes to both balances once the friend's first order is delivered.
 */
export function ComparteYGanaPage() {
  const carga = useAtomValue(misReferidos.carga);
  const recargar = useSetAtom(misReferidos.datos);
  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-referidos"
      aria-busy={carga.estado === 'cargando'}
    >
      <h1 id="mf-account-referidos" className={styles.titulo}>
        Comparte y gana
      </h1>
      {carga.estado === 'listo' && (
        <p>
          Invite a sus amigos: cuando el primer pedido de cada uno sea entregado, ustedes dos reciben{' '}
          <strong>{formatMoney(toCents(carga.datos.recompensa), null)}</strong> de saldo.
        </p>
      )}
      {carga.estado === 'cargando' && (
        <div className={`mv-card ${styles.bloque}`}>
          <p className="mv-visually-hidden" role="status">
            Cargando su código…
          </p>
          <div className={`mv-skeleton ${styles.skeleton}`} aria-hidden="true" />
          <div className={`mv-skeleton ${styles.skeleton}`} aria-hidden="true" />
        </div>
      )}
      {carga.estado === 'error' && (
        <div role="alert" className={`mv-card ${styles.bloque}`}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar su código. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && (
        <>
          <Compartir d={carga.datos} />
          <Amigos d={carga.datos} />
        </>
      )}
    </section>
  );
}
