/** A signed-in user's cart `pagina`, kept on the server (spec §3, §5, §8). */
import { UsuarioTipo } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { useSinConexion } from '@mercado/shared/offline/react';
import { platform } from '@mercado/shared/platform';
import { useCurrency, useSession } from '@mercado/shared/react';
import { faltaParaMinimo } from '@mercado/shared/rules';
import { useState } from 'react';
import {
  cambiarCantidad,
  cargarCarritos,
  carritoServidor,
  lineasConCola,
  useCarritos,
  validarParaPagar,
} from '../carrito/nucleo.ts';
import { textoMinimo } from '../minimo.ts';
import { calcularTotales, entradaCarrito, importesEn, toCents } from '../reglas.ts';
import { CargosPedido } from './CargosPedido.tsx';
import { Cupon } from './CuponCarrito.tsx';
import { Linea, type LineaVista, Skeleton } from './LineaCarrito.tsx';
import {
  Acciones,
  AvisoCarrito,
  cerrar,
  ErrorReintentar,
  Finalizar,
  TotalesCarrito,
  Vacio,
} from './PartesCarrito.tsx';
import * as styles from './panel.module.css';

/** A change made offline, on its line. */
const EN_COLA = 'Se enviará a su carrito cuando vuelva la conexión.';
/** Finishing the purchase needs the server: said, and enabled again when the connection is back. */
const SIN_CONEXION_PAGAR = 'Sin conexión: podrá finalizar la compra cuando vuelva la conexión.';

/** A user's cart `pagina` (server). */
export function CarritoUsuario({
  zona,
  pagina,
  anunciar,
}: {
  zona: string;
  pagina: number;
  anunciar: (t: string) => void;
}) {
  const e = useCarritos();
  const session = useSession();
  const { seleccionada } = useCurrency();
  const [finalizando, setFinalizando] = useState(false);
  const [cambiando, setCambiando] = useState<number | null>(null);
  const offline = useSinConexion();
  const s = e.servidor;
  const carrito = carritoServidor(e, zona, pagina);

  if (!carrito) {
    if (s?.estado === 'error')
      return (
        <ErrorReintentar
          mensaje={s.error ?? 'No pudimos cargar su carrito.'}
          onReintentar={() => void cargarCarritos(true)}
        />
      );
    return <Skeleton />;
  }

  // The API's totals, in the chosen currency: the same rule on the same lines at the cart's rate.
  const usd = calcularTotales({ ...entradaCarrito(carrito), tasa: carrito.totales.tasa });
  const enMoneda = importesEn(usd, seleccionada);
  // The server's lines with the changes made offline applied (issue 38): a changed quantity is
  // priced at the shelf price until the server answers; a product added offline has no data yet.
  const delServidor = new Map(carrito.lineas.map((l, i) => [l.producto.id, { l, i }]));
  const lineas: LineaVista[] = lineasConCola(e, zona, pagina).map(({ productoId, cantidad }) => {
    const servidor = delServidor.get(productoId);
    if (!servidor)
      return {
        productoId,
        producto: null,
        nombre: 'Producto agregado sin conexión',
        cantidad,
        cantidadValida: cantidad,
        mensaje: EN_COLA,
        importe: null,
      };
    const { l, i } = servidor;
    const igual = l.cantidad === cantidad;
    return {
      productoId,
      producto: l.producto,
      cantidad,
      cantidadValida: igual ? l.cantidadValida : cantidad,
      mensaje: igual ? l.mensaje : EN_COLA,
      importe: igual ? (enMoneda.lineas[i] ?? null) : null,
    };
  });
  const aviso = e.aviso && e.aviso.zona === zona && e.aviso.pagina === pagina ? e.aviso : null;
  const error = e.error && e.error.zona === zona && e.error.pagina === pagina ? e.error : null;
  const cargando = s?.estado === 'cargando' || e.escribiendo > 0 || finalizando || e.combinando;
  const prime = session?.usuarioTipo.tipo === UsuarioTipo.PRIME;
  const minimo = prime ? 0 : toCents(carrito.minimoCompra);
  const bloqueo = offline
    ? SIN_CONEXION_PAGAR
    : lineas.length === 0
      ? 'Agregue productos para finalizar la compra'
      : faltaParaMinimo(usd.productos, minimo) > 0
        ? textoMinimo(minimo, seleccionada)
        : null;

  const finalizar = async () => {
    setFinalizando(true);
    const r = await validarParaPagar(zona, pagina);
    setFinalizando(false);
    if (r.ok) {
      cerrar();
      platform.services.navigate(links.pagar(zona, pagina));
    } else {
      anunciar(r.mensaje);
    }
  };

  return (
    <>
      {aviso && <AvisoCarrito aviso={aviso} lineas={lineas} />}
      {error && <ErrorReintentar mensaje={error.mensaje} onReintentar={() => void cargarCarritos(true)} />}
      {lineas.length === 0 ? (
        <Vacio zona={zona} />
      ) : (
        <>
          <ul className={styles.lineas} aria-label={`Productos en el carrito ${pagina + 1}`}>
            {lineas.map((l) => (
              <Linea
                key={l.productoId}
                linea={l}
                ocupado={cambiando === l.productoId}
                onCambiar={(id, cantidad, nombre) => {
                  setCambiando(id);
                  void cambiarCantidad(zona, pagina, id, cantidad).then(() => {
                    setCambiando(null);
                    anunciar(
                      cantidad === '0'
                        ? `${nombre} se quitó del carrito`
                        : `Cantidad de ${nombre} actualizada`,
                    );
                  });
                }}
              />
            ))}
          </ul>
          <Cupon
            zona={zona}
            pagina={pagina}
            carrito={carrito}
            descuento={enMoneda.descuentoConIva}
            anunciar={anunciar}
          />
          <TotalesCarrito t={enMoneda} />
          <CargosPedido zona={zona} productosUsd={usd.productos} />
          <p className={styles.nota}>El envío a su dirección y el empaquetado se suman al pagar.</p>
          <Finalizar bloqueo={bloqueo} cargando={cargando} onFinalizar={finalizar} />
          <Acciones zona={zona} pagina={pagina} anunciar={anunciar} />
        </>
      )}
    </>
  );
}
