import { consulta } from '@mercado/shared/consulta';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { formatDateTimeShort } from '@mercado/shared/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { api } from './api.ts';
import * as styles from './avisos.module.css';
import { textoEnlace } from './enlaces.ts';

/** Read each time the panel opens (the panel's parcel has its own store). */
const sinLeer = consulta(() => api.aviso.sinLeer({}));

/**
 * The `avisos` panel: the unread notices, newest first, each with its link; once shown they are marked
 * read (a failure leaves them for the next visit).
 */
export function ListaAvisos() {
  const carga = useAtomValue(sinLeer.carga);
  const recargar = useSetAtom(sinLeer.datos);
  const ids = carga.estado === 'listo' ? carga.datos.avisos.map((a) => a.id) : [];
  const clave = ids.join(',');
  useEffect(() => {
    if (!clave) return;
    api.aviso.marcarLeidos({ ids: clave.split(',').map(Number) }).catch(() => {});
  }, [clave]);

  if (carga.estado === 'cargando') {
    return (
      <p role="status" className={styles.nota}>
        Cargando sus avisos…
      </p>
    );
  }
  if (carga.estado === 'error') {
    return (
      <div role="alert" className={styles.nota}>
        <p>{mensajeDeError(carga.error, 'No pudimos cargar sus avisos. Intente de nuevo.')}</p>
        <button type="button" className="mv-button" onClick={() => recargar()}>
          Reintentar
        </button>
      </div>
    );
  }
  if (carga.datos.avisos.length === 0) return <p className={styles.nota}>No tiene avisos nuevos.</p>;
  return (
    <ul className={styles.lista}>
      {carga.datos.avisos.map((a) => (
        <li key={a.id} className={styles.aviso}>
          <h3 className={styles.titulo}>{a.titulo}</h3>
          <p>{a.texto}</p>
          <p className={styles.pie}>
            <time dateTime={a.fecha}>{formatDateTimeShort(a.fecha)}</time>
            <Link
              to={a.enlace}
              aria-label={`${textoEnlace(a.enlace)}: ${a.titulo}`}
              onClick={() => platform.panel.set(null)}
            >
              {textoEnlace(a.enlace)}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
