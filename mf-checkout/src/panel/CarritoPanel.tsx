/**
 * The cart panel (spec §2 floating panel, §3 cart, §5, §8): three carts for a user, cart 1 for a
 * visitor; lines with image, unit price, quantity selector (shared rules), line total and the
 * server's status message; clear, coupon, totals in the chosen currency, minimum purchase and the
 * finalize button. Loaded only when the panel opens.
 */
import { links } from '@mercado/shared/links';
import { Link, useSession } from '@mercado/shared/react';
import { LineaTasa } from '@mercado/shared/react/tasa';
import { useEffect, useRef, useState } from 'react';
import { type Aviso, cargarCarritos, elegirPagina, useCarritos } from '../carrito/nucleo.ts';
import { CarritoUsuario } from './CarritoUsuario.tsx';
import { CarritoVisitante } from './CarritoVisitante.tsx';
import type { PanelProps } from './EstadosPanel.tsx';
import { cerrar, Registrate, SelectorCarrito } from './PartesCarrito.tsx';
import * as styles from './panel.module.css';

export default function CarritoPanel({ zona, volver }: PanelProps) {
  const e = useCarritos();
  const conSesion = useSession() !== null;
  const [vistaVisitante, setVistaVisitante] = useState(0);
  const [anuncio, setAnuncio] = useState('');
  const ultimoAviso = useRef<Aviso | null>(null);
  const vista = conSesion ? e.paginaActiva : vistaVisitante;

  // 'Carrito actualizado' is also read out, once per warning.
  useEffect(() => {
    if (e.aviso && e.aviso !== ultimoAviso.current) setAnuncio(e.aviso.mensaje);
    ultimoAviso.current = e.aviso;
  }, [e.aviso]);

  useEffect(() => {
    if (conSesion) void cargarCarritos();
  }, [conSesion]);

  if (!zona) {
    return (
      <div className={styles.panel}>
        <p>Elija una zona de entrega para ver su carrito.</p>
        <Link className="mv-button" to={links.inicio()} onClick={cerrar}>
          Elegir zona
        </Link>
      </div>
    );
  }

  const anunciar = (texto: string) => {
    // The same text twice in a row is still read out.
    setAnuncio('');
    window.setTimeout(() => setAnuncio(texto), 50);
  };

  return (
    <div className={styles.panel} aria-busy={e.escribiendo > 0 || undefined}>
      <p className="mv-visually-hidden" role="status" aria-live="polite">
        {anuncio}
      </p>
      <SelectorCarrito
        zona={zona}
        e={e}
        conSesion={conSesion}
        vista={vista}
        onElegir={(p) => (conSesion ? elegirPagina(p) : setVistaVisitante(p))}
      />
      {!conSesion && vista > 0 ? (
        <Registrate pagina={vista} volver={volver} />
      ) : conSesion ? (
        <CarritoUsuario key={vista} zona={zona} pagina={vista} anunciar={anunciar} />
      ) : (
        <CarritoVisitante zona={zona} anunciar={anunciar} />
      )}
      <LineaTasa />
    </div>
  );
}
