import { type PrimeResumen, UsuarioTipo } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { useSession } from '@mercado/shared/react';
import { formatDate, formatDateTime, toCents } from '@mercado/shared/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { mensajeDeError } from '../api.ts';
import { resumenPrime } from './estado.ts';
import { Precio } from './Precio.tsx';
import * as styles from './prime.module.css';
import { SolicitarPrime } from './SolicitarPrime.tsx';

/** While a request waits, the page asks again this often (the shopper may keep it open). */
const REVISAR_MS = 30_000;

export const BENEFICIOS = [
  'Precios PRIME en todos los productos de su zona',
  'Sin compra mínima: pida lo que necesite, cuando lo necesite',
  'Su ahorro se ve en cada pedido',
] as const;

const METODOS: Record<string, string> = {
  saldo: 'Saldo',
  pago_movil: 'Pago Móvil',
  transferencia: 'Transferencia',
  zelle: 'Zelle',
};

function Membresia({ m }: { m: NonNullable<PrimeResumen['membresia']> }) {
  return (
    <div className={`mv-card ${styles.bloque}`}>
      <h2 className={styles.subtitulo}>Su membresía PRIME está activa</h2>
      <p>
        Vence el <strong>{formatDate(m.fin)}</strong>.
      </p>
      {m.avisar && (
        <p role="status" className={styles.aviso}>
          {m.dias <= 1 ? 'Su membresía vence mañana' : `Su membresía vence en ${m.dias} días`}. Al vencer, su
          cuenta vuelve al plan normal y podrá solicitar PRIME de nuevo desde esta página.
        </p>
      )}
    </div>
  );
}

function Solicitud({ s, esPrime }: { s: NonNullable<PrimeResumen['solicitud']>; esPrime: boolean }) {
  if (s.estatus === 'PENDIENTE')
    return (
      <div className={`mv-card ${styles.bloque}`} role="status">
        <h2 className={styles.subtitulo}>Su solicitud PRIME está en revisión</h2>
        <p>
          {s.plan ?? 'PRIME'}
          {s.monto && (
            <>
              {' · '}
              <Precio cents={toCents(s.monto)} />
            </>
          )}
          {s.metodoPago && ` · ${METODOS[s.metodoPago]}`}
          {s.referencia && ` · referencia ${s.referencia}`}
        </p>
        <p className={styles.nota}>
          Enviada el {formatDateTime(s.creadoEn)}. Le avisaremos cuando el equipo la revise.
          {s.metodoPago === 'saldo' && ' El monto se descontará de su saldo al aprobarse.'}
        </p>
      </div>
    );
  if (s.estatus === 'APROBADA' && !esPrime)
    return (
      <div className={`mv-card ${styles.bloque}`} role="status">
        <h2 className={styles.subtitulo}>¡Su solicitud PRIME fue aprobada!</h2>
        <p>Vuelva a ingresar para ver sus precios PRIME.</p>
        <div>
          <button
            type="button"
            className="mv-button"
            onClick={() => void platform.services.logout({ returnUrl: '/prime' })}
          >
            Ingresar de nuevo
          </button>
        </div>
      </div>
    );
  if (s.estatus === 'RECHAZADA')
    return (
      <div className={`mv-card ${styles.bloque}`}>
        <h2 className={styles.subtitulo}>Su última solicitud PRIME no fue aprobada</h2>
        {s.motivo && <p>Motivo: {s.motivo}</p>}
        <p className={styles.nota}>Puede enviar una nueva solicitud cuando quiera.</p>
      </div>
    );
  return null;
}

/**
 * /prime (spec: join a prime membership): the plans with their price and benefits, what the shopper's
 * last orders would have cost less at prime prices, the request (paid with the balance or a reference)
 * and its state, the running membership's end and the notice before it lapses. Once approved, the
 * shell's 'Plan de Usuario actualizado' flow asks the shopper to sign in again.
 */
export function PrimePage() {
  const carga = useAtomValue(resumenPrime.carga);
  const recargar = useSetAtom(resumenPrime.datos);
  const sesion = useSession();
  const esPrime = sesion?.usuarioTipo.tipo === UsuarioTipo.PRIME;
  const pendiente = carga.estado === 'listo' && carga.datos.solicitud?.estatus === 'PENDIENTE';

  useEffect(() => {
    if (!pendiente) return;
    const t = setInterval(() => recargar(), REVISAR_MS);
    return () => clearInterval(t);
  }, [pendiente, recargar]);

  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-prime"
      aria-busy={carga.estado === 'cargando'}
    >
      <h1 id="mf-account-prime" className={styles.titulo}>
        PRIME
      </h1>
      <ul className={styles.beneficios} aria-label="Beneficios PRIME">
        {BENEFICIOS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      {carga.estado === 'cargando' && (
        <div className={`mv-card ${styles.bloque}`}>
          <p className="mv-visually-hidden" role="status">
            Cargando los planes PRIME…
          </p>
          <div className={`mv-skeleton ${styles.skeleton}`} aria-hidden="true" />
          <div className={`mv-skeleton ${styles.skeleton}`} aria-hidden="true" />
        </div>
      )}
      {carga.estado === 'error' && (
        <div role="alert" className={`mv-card ${styles.bloque}`}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar los planes PRIME. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && <Contenido datos={carga.datos} esPrime={esPrime} />}
    </section>
  );
}

function Contenido({ datos, esPrime }: { datos: PrimeResumen; esPrime: boolean }) {
  const ahorro = toCents(datos.ahorro.monto);
  const puedePedir = !esPrime && !datos.membresia && datos.solicitud?.estatus !== 'PENDIENTE';
  const aprobadaSinEntrar = datos.solicitud?.estatus === 'APROBADA' && !esPrime;
  return (
    <>
      {datos.membresia && <Membresia m={datos.membresia} />}
      {datos.solicitud && <Solicitud s={datos.solicitud} esPrime={esPrime} />}
      <ul className={styles.planes} aria-label="Planes PRIME">
        {datos.planes.map((p) => (
          <li key={p.clave} className={`mv-card ${styles.plan}`}>
            <h2 className={styles.subtitulo}>{p.nombre}</h2>
            <p className={styles.precio}>
              <Precio cents={toCents(p.precio)} />
            </p>
            <p className={styles.nota}>{p.meses === 1 ? 'Por un mes' : `Por ${p.meses} meses`}</p>
          </li>
        ))}
      </ul>
      {!esPrime && (
        <p className={`mv-card ${styles.bloque}`}>
          {datos.ahorro.ordenes === 0 ? (
            'Cuando haga sus pedidos, aquí verá cuánto ahorraría con los precios PRIME.'
          ) : ahorro > 0 ? (
            <>
              Con PRIME,{' '}
              {datos.ahorro.ordenes === 1
                ? 'su último pedido'
                : `sus últimos ${datos.ahorro.ordenes} pedidos`}{' '}
              le habrían costado{' '}
              <strong>
                <Precio cents={ahorro} />
              </strong>{' '}
              menos.
            </>
          ) : (
            'Sus últimos pedidos no habrían costado menos con los precios PRIME de hoy.'
          )}
        </p>
      )}
      {puedePedir && !aprobadaSinEntrar && <SolicitarPrime datos={datos} />}
    </>
  );
}
