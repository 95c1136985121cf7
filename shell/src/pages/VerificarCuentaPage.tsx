import { isApiError } from '@mercado/shared/http';
import { links, readQuery } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api.ts';
import * as styles from './Pages.module.css';

export function VerificarCuentaPage() {
  const location = useLocation();
  const token = readQuery(location.search, 'token');
  const [state, setState] = useState<{ ok: boolean; mensaje: string } | null>(null);

  useEffect(() => {
    if (!token) {
      setState({ ok: false, mensaje: 'El enlace no es válido' });
      return;
    }
    let cancelled = false;
    api.usuario
      .verificarCuenta({ token })
      .then((response) => !cancelled && setState({ ok: true, mensaje: response.mensaje }))
      .catch(
        (error: unknown) =>
          !cancelled &&
          setState({
            ok: false,
            mensaje: isApiError(error) ? error.mensaje : 'No pudimos verificar su cuenta',
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [token]);

  return (
    <section className={styles.card} aria-labelledby="verificar-title" aria-busy={!state}>
      <h1 id="verificar-title" className={styles.title}>
        Verificar cuenta
      </h1>
      {!state && <p role="status">Verificando su cuenta…</p>}
      {state && (
        <p className={state.ok ? 'mv-notice-success' : styles.formError} role={state.ok ? 'status' : 'alert'}>
          {state.mensaje}
        </p>
      )}
      <div className={styles.links}>
        <Link to={links.login()}>Iniciar Sesión</Link>
      </div>
    </section>
  );
}
