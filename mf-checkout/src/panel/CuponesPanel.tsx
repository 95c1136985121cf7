/**
 * "Mis cupones" (spec §2 floating panel, §4: loaded once, on first opening; §8 empty text). Each
 * coupon can be applied to the open cart; a refusal shows the server's Spanish reason.
 */
import { type CuponUsuario, MensajesCupon } from '@mercado/shared/contracts';
import { cupon } from '@mercado/shared/endpoints/cupon';
import { createApiClient } from '@mercado/shared/http/api';
import { mensajeDelFallo } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { useSession } from '@mercado/shared/react';
import { formatDate } from '@mercado/shared/rules';
import { useState } from 'react';
import { aplicarCupon, carritoServidor, useCarritos } from '../carrito/nucleo.ts';
import { useConsultaDeLaPagina } from '../consultas.ts';
import { ErrorConReintento, type PanelProps, PedirSesion, TarjetasCargando } from './EstadosPanel.tsx';
import * as styles from './panel.module.css';

const api = createApiClient({ cupon }, () => platform.services.http);

function TarjetaCupon({ cupon, zona }: { cupon: CuponUsuario; zona: string }) {
  const e = useCarritos();
  const pagina = e.paginaActiva;
  const carrito = carritoServidor(e, zona, pagina);
  const [resultado, setResultado] = useState<{ ok: boolean; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const aplicado = carrito?.cupon?.codigo === cupon.codigo;
  const vacio = !carrito || carrito.lineas.length === 0;
  const tituloId = `cupon-${cupon.id}`;

  const aplicar = async () => {
    setEnviando(true);
    const r = await aplicarCupon(zona, pagina, cupon.codigo);
    setEnviando(false);
    setResultado(
      r.ok
        ? { ok: true, texto: `${MensajesCupon.APLICADO} al carrito ${pagina + 1}` }
        : { ok: false, texto: r.mensaje },
    );
  };

  return (
    <li className={styles.tarjetaCupon} aria-labelledby={tituloId}>
      <div className={styles.cuponCabecera}>
        <h3 id={tituloId} className={styles.cuponNombre}>
          {cupon.nombre}
        </h3>
        <span className={styles.etiquetaCupon}>{cupon.codigo}</span>
      </div>
      <p>{cupon.descripcion}</p>
      <p className={styles.nota}>
        Válido hasta el {formatDate(cupon.fechaFin)}
        {cupon.usosRestantes !== null &&
          ` · ${cupon.usosRestantes === 1 ? 'le queda 1 uso' : `le quedan ${cupon.usosRestantes} usos`}`}
      </p>
      {aplicado ? (
        <p className={styles.exito}>Aplicado al carrito {pagina + 1}</p>
      ) : (
        <button
          type="button"
          className="mv-button mv-button--secondary"
          disabled={enviando || vacio}
          onClick={aplicar}
          aria-describedby={vacio ? `${tituloId}-vacio` : undefined}
        >
          {enviando ? 'Aplicando…' : `Aplicar al carrito ${pagina + 1}`}
        </button>
      )}
      {vacio && !aplicado && (
        <p id={`${tituloId}-vacio`} className={styles.nota}>
          {MensajesCupon.CARRITO_VACIO}
        </p>
      )}
      <p className={resultado?.ok ? styles.exito : styles.error} role="status">
        {resultado?.texto ?? ''}
      </p>
    </li>
  );
}

export default function CuponesPanel({ zona, volver }: PanelProps) {
  const session = useSession();
  const uid = session?.uid ?? null;
  // Loaded once per user and zone for the life of the page (spec §4).
  const { carga, recargar } = useConsultaDeLaPagina(uid && zona ? `cupones|${uid}|${zona}` : null, () =>
    api.cupon.misCupones({ zona: zona ?? '' }).then((r) => r.cupones),
  );

  if (!uid) return <PedirSesion texto="Inicie sesión para ver y usar sus cupones." volver={volver} />;
  if (!zona) return <p className={styles.vacio}>Elija una zona de entrega para ver sus cupones.</p>;

  return (
    <div className={styles.panel} aria-busy={carga.estado === 'cargando'}>
      {carga.estado === 'cargando' && <TarjetasCargando lista={styles.cupones} />}
      {carga.estado === 'error' && (
        <ErrorConReintento mensaje={mensajeDelFallo(carga.error)} reintentar={recargar} />
      )}
      {carga.estado === 'listo' &&
        (carga.datos.length === 0 ? (
          <p className={styles.vacio}>{MensajesCupon.SIN_CUPONES}</p>
        ) : (
          <ul className={styles.cupones} aria-label="Cupones disponibles">
            {carga.datos.map((c) => (
              <TarjetaCupon key={c.id} cupon={c} zona={zona} />
            ))}
          </ul>
        ))}
    </div>
  );
}
