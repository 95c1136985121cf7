import { type Carga, consulta } from '@mercado/shared/consulta';
import { type Perfil, UsuarioTipo } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useSession } from '@mercado/shared/react';
import { formatDate } from '@mercado/shared/rules';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { api, mensajeDeError } from './api.ts';
import * as styles from './app.module.css';

const TIPOS: Record<number, string> = {
  [UsuarioTipo.NORMAL]: 'Normal',
  [UsuarioTipo.PRIME]: 'Prime',
  [UsuarioTipo.MAYORISTA]: 'Mayorista',
};

/** The profile (GET usuario.leerPerfil), also shared with the platform so the shell (phone guard, menu) agrees. */
export async function cargarPerfil(): Promise<Perfil> {
  const perfil = await api.usuario.leerPerfil();
  if (platform.session.get()?.uid === perfil.uid) platform.perfil.set(perfil);
  return perfil;
}

/** Signed out: nothing is read. */
const sinSesion = atom<Carga<Perfil>>({ estado: 'cargando' });

function Skeleton() {
  return (
    <div className={`mv-card ${styles.tarjeta}`} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className={`mv-skeleton ${styles.skeletonLinea}`} />
      ))}
    </div>
  );
}

const ENLACES = [
  { to: links.cambioCorreo(), texto: 'Cambiar correo electrónico' },
  { to: links.cambioClave(), texto: 'Cambiar contraseña' },
  { to: links.cambioTelefono(), texto: 'Cambiar teléfono' },
  { to: `${links.miCuenta()}/sesiones`, texto: 'Sesiones abiertas' },
  { to: links.borrarCuenta(), texto: 'Borrar cuenta' },
];

/** /mi-cuenta: the signed-in user's data and the account actions. */
export function CuentaPage() {
  const uid = useSession()?.uid ?? null;
  // Read on each visit (the parcel's store is new) and for each user; nothing while signed out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user reads again.
  const perfil = useMemo(() => consulta(cargarPerfil), [uid]);
  const carga = useAtomValue(uid ? perfil.carga : sinSesion);
  const recargar = useSetAtom(perfil.datos);

  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-titulo"
      aria-busy={carga.estado === 'cargando'}
    >
      <h1 id="mf-account-titulo" className={styles.titulo}>
        Mi cuenta
      </h1>
      {carga.estado === 'cargando' && (
        <>
          <p className="mv-visually-hidden" role="status">
            Cargando los datos de su cuenta…
          </p>
          <Skeleton />
        </>
      )}
      {carga.estado === 'error' && (
        <div role="alert" className={`mv-card ${styles.tarjeta}`}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar los datos de su cuenta. Intente de nuevo.')}</p>
          <button type="button" className="mv-button" onClick={() => recargar()}>
            Reintentar
          </button>
        </div>
      )}
      {carga.estado === 'listo' && <Datos perfil={carga.datos} />}
      <nav className={`mv-card ${styles.tarjeta}`} aria-labelledby="mf-account-opciones">
        <h2 id="mf-account-opciones" className={styles.subtitulo}>
          Opciones de la cuenta
        </h2>
        <ul className={styles.enlaces}>
          {ENLACES.map((enlace) => (
            <li key={enlace.to}>
              <Link to={enlace.to} className={styles.enlace}>
                {enlace.texto}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

function Datos({ perfil }: { perfil: Perfil }) {
  return (
    <div className={`mv-card ${styles.tarjeta}`}>
      <h2 className={styles.subtitulo}>Datos personales</h2>
      <dl className={styles.datos}>
        <div>
          <dt>Nombre</dt>
          <dd>{perfil.nombre}</dd>
        </div>
        <div>
          <dt>Correo electrónico</dt>
          <dd className={styles.largo}>{perfil.email}</dd>
        </div>
        <div>
          <dt>Documento</dt>
          <dd>
            {perfil.tipoDocumento}-{perfil.documento}
          </dd>
        </div>
        <div>
          <dt>Teléfono</dt>
          <dd>
            {perfil.telefono ?? (
              <Link to={links.cambioTelefono()} className={styles.enlaceEnLinea}>
                Sin teléfono: agregar uno
              </Link>
            )}
          </dd>
        </div>
        <div>
          <dt>Tipo de usuario</dt>
          <dd>{TIPOS[perfil.usuarioTipo] ?? 'Normal'}</dd>
        </div>
        {perfil.membresia && (
          <div>
            <dt>Membresía Prime</dt>
            <dd>Vigente hasta el {formatDate(perfil.membresia.fin)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
