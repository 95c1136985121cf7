import { aviso } from '@mercado/shared/endpoints/aviso';
import { createApiClient } from '@mercado/shared/http/api';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useRouteLocation, useSession } from '@mercado/shared/react';
import { useEffect, useId, useState } from 'react';
import * as styles from './Avisame.module.css';

const api = createApiClient({ aviso }, () => platform.services.http);

/** The products the shopper awaits in a zone: read once per visit and zone, kept in step here. */
const esperados = new Map<string, Promise<Set<number>>>();
function esperadosEn(uid: string, zona: string): Promise<Set<number>> {
  const clave = `${uid}:${zona}`;
  let p = esperados.get(clave);
  if (!p) {
    p = api.aviso.alertas({ zona }).then((r) => new Set(r.productos));
    p.catch(() => esperados.delete(clave));
    esperados.set(clave, p);
  }
  return p;
}

type Estado = 'libre' | 'enviando' | 'suscrito';

const SUSCRITO = 'Le avisaremos por correo cuando llegue.';

export default function AvisameBoton({
  zona,
  producto,
}: {
  zona: string;
  producto: { id: number; nombre: string };
}) {
  const session = useSession();
  const { pathname, search } = useRouteLocation();
  const [estado, setEstado] = useState<Estado>('libre');
  const [mensaje, setMensaje] = useState<{ texto: string; error: boolean } | null>(null);
  const mensajeId = useId();
  const uid = session?.uid;

  useEffect(() => {
    if (!uid) return;
    let vivo = true;
    esperadosEn(uid, zona).then(
      (ids) => vivo && ids.has(producto.id) && setEstado('suscrito'),
      () => {},
    );
    return () => {
      vivo = false;
    };
  }, [uid, zona, producto.id]);

  if (!uid) {
    return (
      <Link
        to={links.login(`${pathname}${search}`)}
        className={styles.enlace}
        aria-label={`Avísame cuando llegue: inicie sesión para recibir el aviso de ${producto.nombre}`}
      >
        Avísame cuando llegue
      </Link>
    );
  }

  const cambiar = async () => {
    if (estado === 'enviando') return;
    const suscribir = estado !== 'suscrito';
    setEstado('enviando');
    try {
      await (suscribir ? api.aviso.suscribir : api.aviso.cancelar)({ zona, producto: producto.id });
      const ids = await esperadosEn(uid, zona).catch(() => new Set<number>());
      if (suscribir) ids.add(producto.id);
      else ids.delete(producto.id);
      setEstado(suscribir ? 'suscrito' : 'libre');
      setMensaje({
        texto: suscribir ? SUSCRITO : 'Ya no le avisaremos de este producto.',
        error: false,
      });
    } catch (error) {
      setEstado(suscribir ? 'libre' : 'suscrito');
      setMensaje({
        texto: mensajeDeError(error, 'No pudimos guardar el aviso. Intente de nuevo.'),
        error: true,
      });
    }
  };

  const texto = estado === 'suscrito' ? 'Cancelar aviso' : 'Avísame cuando llegue';
  return (
    <div className={styles.avisame}>
      <button
        type="button"
        className={styles.boton}
        aria-label={`${texto}: ${producto.nombre}`}
        aria-describedby={mensajeId}
        // Not `disabled`: the focus stays on the button while it saves.
        aria-disabled={estado === 'enviando'}
        onClick={cambiar}
      >
        {texto}
      </button>
      <p id={mensajeId} role="status" className={mensaje?.error ? styles.error : styles.nota}>
        {mensaje?.texto ?? (estado === 'suscrito' ? SUSCRITO : '')}
      </p>
    </div>
  );
}
