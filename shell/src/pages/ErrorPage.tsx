import { links, readQuery } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { currentZone } from '../app/state.ts';
import * as styles from './Pages.module.css';

export const ERRORES: Record<number, { titulo: string; texto: string }> = {
  400: {
    titulo: 'Solicitud inválida',
    texto: 'La información enviada no es válida. Revise los datos e intente nuevamente.',
  },
  403: { titulo: 'Acceso denegado', texto: 'No tiene los permisos necesarios para esta área.' },
  404: { titulo: 'Página no encontrada', texto: 'La página que busca no existe o fue movida.' },
  408: {
    titulo: 'Tiempo de espera agotado',
    texto: 'El servidor tardó demasiado en responder. Revise su conexión e intente nuevamente.',
  },
  500: {
    titulo: 'Error del servidor',
    texto:
      'Error procesando la informacion, intente nuevamente. Si el problema continúa comuníquese con Atención al cliente.',
  },
};

export function errorInfo(codigo: string | null): { codigo: number; titulo: string; texto: string } {
  const code = Number(codigo);
  const info = ERRORES[code];
  return info
    ? { codigo: code, ...info }
    : { codigo: 500, ...(ERRORES[500] as { titulo: string; texto: string }) };
}

export function ErrorView({ codigo, titulo, texto }: { codigo: number; titulo: string; texto: string }) {
  const zona = useAtomValue(currentZone);
  return (
    <section className={styles.center} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {codigo}
      </p>
      <h1 id="error-title" className={styles.title}>
        {titulo}
      </h1>
      <p>{texto}</p>
      <div className={styles.actions}>
        <Link to={zona ? links.zona(zona) : links.inicio()} className="mv-button">
          Ir a la tienda
        </Link>
        <Link to={links.atencionCliente()} className="mv-button mv-button--secondary">
          Atención al cliente
        </Link>
      </div>
    </section>
  );
}

export function ErrorPage() {
  const location = useLocation();
  return <ErrorView {...errorInfo(readQuery(location.search, 'codigo'))} />;
}
