import { type Perfil, UsuarioTipo } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useSession } from '@mercado/shared/react';
import { formatDate } from '@mercado/shared/rules';
import { useEffect, useState } from 'react';
import { api, mensajeDeError } from './api.ts';
import * as styles from './app.module.css';

const TIPOS: Record<number, string> = {
  [UsuarioTipo.NORMAL]: 'Normal',
  [UsuarioTipo.PRIME]: 'Prime',
  [UsuarioTipo.MAYORISTA]: 'Mayorista',
};

type Estado = { tipo: 'cargando' } | { tipo: 'error'; mensaje: string } | { tipo: 'listo'; perfil: Perfil };

/** The profile (GET usuario.leerPerfil), also shared with the platform so the shell (phone guard, menu) agrees. */
export async function cargarPerfil(): Promise<Perfil> {
  const perfil = await api.usuario.leerPerfil();
  if (platform.session.get()?.uid === perfil.uid) platform.perfil.set(perfil);
  return perfil;
}

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
  { to: links.borrarCuenta(), texto: 'Borrar cuenta' },
];

/** /mi-cuenta: the signed-in user's data and the account actions. */
export function CuentaPage() {
  const session = useSession();
  const [estado, setEstado] = useState<Estado>({ tipo: 'cargando' });
  const [intento, setIntento] = useState(0);
  const uid = session?.uid ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: uid and intento trigger a reload on purpose.
  useEffect(() => {
    if (!uid) return;
    let vigente = true;
    setEstado({ tipo: 'cargando' });
    cargarPerfil().then(
      (perfil) => vigente && setEstado({ tipo: 'listo', perfil }),
      (error: unknown) =>
        vigente &&
        setEstado({
          tipo: 'error',
          mensaje: mensajeDeError(error, 'No pudimos cargar los datos de su cuenta. Intente de nuevo.'),
        }),
    );
    return () => {
      vigente = false;
    };
  }, [uid, intento]);

  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-titulo"
      aria-busy={estado.tipo === 'cargando'}
    >
      <h1 id="mf-account-titulo" className={styles.titulo}>
        Mi cuenta
      </h1>
      {estado.tipo === 'cargando' && (
        <>
          <p className="mv-visually-hidden" role="status">
            Cargando los datos de su cuenta…
          </p>
          <Skeleton />
        </>
      )}
      {estado.tipo === 'error' && (
        <div role="alert" className={`mv-card ${styles.tarjeta}`}>
          <p>{estado.mensaje}</p>
          <button type="button" className="mv-button" onClick={() => setIntento((n) => n + 1)}>
            Reintentar
          </button>
        </div>
      )}
      {estado.tipo === 'listo' && <Datos perfil={estado.perfil} />}
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
