import { type Carga, consulta } from '@mercado/shared/consulta';
import { links, readQuery } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useRouteLocation } from '@mercado/shared/react';
import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { mensajeDeError } from '../api.ts';
import * as styles from '../app.module.css';
import { cargarPerfil } from '../CuentaPage.tsx';
import { api } from './api.ts';

/** A visit without a token: nothing to confirm. */
const SIN_TOKEN = atom<Carga<string>>({ estado: 'error', error: null });

/** The link's token is spent once: one read per visit, then the signed-in profile is read again. */
async function confirmar(token: string) {
  const { mensaje } = await api.usuario.verificarCorreo({ token });
  if (platform.session.get()) await cargarPerfil().catch(() => undefined);
  return mensaje;
}

/** /mi-cuenta/correo/verificar?token=…: the link e-mailed to the new address confirms the change. */
export function VerificarCorreoPage() {
  const token = readQuery(useRouteLocation().search, 'token');
  const lectura = useMemo(() => (token ? consulta(() => confirmar(token)) : null), [token]);
  const carga = useAtomValue(lectura?.carga ?? SIN_TOKEN);
  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-verificar-correo"
      aria-busy={carga.estado === 'cargando'}
    >
      <div className={`mv-card ${styles.tarjeta}`}>
        <h1 id="mf-account-verificar-correo" className={styles.titulo}>
          Confirmar nuevo correo
        </h1>
        {carga.estado === 'cargando' && <p role="status">Confirmando su nuevo correo…</p>}
        {carga.estado === 'listo' && (
          <p role="status" className="mv-notice-success">
            {carga.datos}
          </p>
        )}
        {carga.estado === 'error' && (
          <p role="alert" className={styles.error}>
            {!lectura
              ? 'El enlace no es válido. Ábralo tal como llegó a su correo'
              : mensajeDeError(carga.error, 'No pudimos confirmar su nuevo correo. Intente de nuevo.')}
          </p>
        )}
        <div className={styles.acciones}>
          <Link className="mv-button" to={links.miCuenta()}>
            Ir a Mi cuenta
          </Link>
          {carga.estado === 'error' && (
            <Link className="mv-button mv-button--secondary" to={links.cambioCorreo()}>
              Pedir otro enlace
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
