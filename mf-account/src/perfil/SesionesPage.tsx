import type { Sesion } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { formatDateTime } from '@mercado/shared/rules';
import { useRef, useState } from 'react';
import { mensajeDeError } from '../api.ts';
import * as styles from '../app.module.css';
import { api, useLectura } from './api.ts';
import * as propios from './perfil.module.css';

const DISPOSITIVOS: Record<Sesion['dispositivo'], string> = {
  movil: 'Teléfono',
  tableta: 'Tableta',
  computadora: 'Computadora',
  desconocido: 'Dispositivo desconocido',
};

const leer = () => api.auth.listarSesiones();

/**
 * /mi-cuenta/sesiones: the devices signed in to the account, each with its browser, address and last
 * use. Ending one makes its next renewal fail (that device is signed out); ending this device's own is
 * signing out here.
 */
export function SesionesPage() {
  const { carga, recargar } = useLectura(leer);
  const [aviso, setAviso] = useState<{ ok: boolean; texto: string } | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const avisoRef = useRef<HTMLParagraphElement>(null);

  const hacer = async (
    pregunta: { titulo: string; mensaje: string; aceptar: string },
    accion: () => Promise<string>,
  ) => {
    if (ocupado || !(await platform.services.confirm({ ...pregunta, cancelar: 'Cancelar' }))) return;
    setOcupado(true);
    try {
      setAviso({ ok: true, texto: await accion() });
      recargar();
    } catch (fallo) {
      setAviso({ ok: false, texto: mensajeDeError(fallo, 'No pudimos cerrar la sesión. Intente de nuevo.') });
    } finally {
      setOcupado(false);
      avisoRef.current?.focus();
    }
  };

  const cerrar = (sesion: Sesion) =>
    sesion.actual
      ? platform.services.logout({ returnUrl: links.miCuenta() })
      : hacer(
          {
            titulo: 'Cerrar sesión',
            mensaje: `¿Cerrar la sesión de ${nombre(sesion)}? Ese dispositivo tendrá que iniciar sesión de nuevo.`,
            aceptar: 'Cerrar sesión',
          },
          async () => (await api.auth.cerrarOtraSesion({ id: sesion.id })).mensaje,
        );

  const otras = carga.estado === 'listo' && carga.datos.some((s) => !s.actual);

  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-sesiones"
      aria-busy={carga.estado === 'cargando' || ocupado}
    >
      <h1 id="mf-account-sesiones" className={styles.titulo}>
        Sesiones abiertas
      </h1>
      <p
        ref={avisoRef}
        tabIndex={-1}
        role={aviso?.ok === false ? 'alert' : 'status'}
        className={aviso ? (aviso.ok ? 'mv-notice-success' : styles.error) : 'mv-visually-hidden'}
      >
        {aviso?.texto}
      </p>
      {carga.estado === 'cargando' && (
        <p role="status" className={styles.ayuda}>
          Cargando sus sesiones…
        </p>
      )}
      {carga.estado === 'error' && (
        <div role="alert" className={`mv-card ${styles.tarjeta}`}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar sus sesiones. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && (
        <ul className={propios.sesiones} aria-label="Sesiones abiertas">
          {carga.datos.map((sesion) => (
            <li key={sesion.id} className={`mv-card ${propios.sesion}`}>
              <h2>
                {nombre(sesion)}
                {sesion.actual && <span className={propios.actual}>Este dispositivo</span>}
              </h2>
              <p>{DISPOSITIVOS[sesion.dispositivo]}</p>
              <p>Dirección: {sesion.direccion ?? 'desconocida'}</p>
              <p>Último uso: {formatDateTime(sesion.ultimoUso)}</p>
              <div>
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  disabled={ocupado}
                  aria-label={`Cerrar la sesión de ${nombre(sesion)}${sesion.actual ? ' (este dispositivo)' : ''}`}
                  onClick={() => cerrar(sesion)}
                >
                  Cerrar sesión
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.acciones}>
        {otras && (
          <button
            type="button"
            className="mv-button"
            disabled={ocupado}
            onClick={() =>
              hacer(
                {
                  titulo: 'Cerrar las demás sesiones',
                  mensaje:
                    'Todos sus otros dispositivos tendrán que iniciar sesión de nuevo. Este seguirá abierto.',
                  aceptar: 'Cerrar las demás',
                },
                async () => (await api.auth.cerrarOtrasSesiones()).mensaje,
              )
            }
          >
            Cerrar las demás sesiones
          </button>
        )}
        <Link className="mv-button mv-button--secondary" to={links.miCuenta()}>
          Volver a Mi cuenta
        </Link>
      </div>
    </section>
  );
}

/** "Chrome 131 en Android 14". */
const nombre = (s: Sesion) => (s.sistema ? `${s.navegador} en ${s.sistema}` : s.navegador);
