/**
 * A visitor's cart 1, kept in local storage: its lines' product data come from the zone's listing
 * (productos.ts), read again for a new set of products unless those already read have them all.
 */
import type { Carga } from '@mercado/shared/consulta';
import type { ProductoVista } from '@mercado/shared/contracts';
import { useSinConexion } from '@mercado/shared/offline/react';
import { platform } from '@mercado/shared/platform';
import { useCurrency, useWebsite } from '@mercado/shared/react';
import { faltaParaMinimo } from '@mercado/shared/rules';
import { useMemo, useRef } from 'react';
import { cambiarCantidad, useCarritos } from '../carrito/nucleo.ts';
import { useConsultaDeLaVisita } from '../consultas.ts';
import { loginParaPagar } from '../descripcion.ts';
import { textoMinimo } from '../minimo.ts';
import { productosDelCarrito } from '../productos.ts';
import { calcularTotales, formatMoney, importesEn, toCents } from '../reglas.ts';
import { CargosPedido } from './CargosPedido.tsx';
import { Linea, type LineaVista, Skeleton } from './LineaCarrito.tsx';
import { Acciones, cerrar, ErrorReintentar, Fila, Finalizar, Vacio } from './PartesCarrito.tsx';
import * as styles from './panel.module.css';

/**
 * Product data of the visitor's local lines (the listing of the zone, cached by productos.ts);
 * offline, as last read, and read again when the connection is back.
 */
function useProductosLocales(zona: string, ids: number[]) {
  const offline = useSinConexion();
  const { carga, recargar } = useConsultaDeLaVisita(
    ids.length === 0 ? null : `${zona}|${ids.join(',')}|${offline}`,
    () => productosDelCarrito(zona, ids),
  );
  // A line removed or changed: the products already read stay on screen while they have them all.
  const leidos = useRef<{ porId: Map<number, ProductoVista>; guardados: boolean } | null>(null);
  if (carga.estado !== 'cargando') leidos.current = carga.estado === 'listo' ? carga.datos : null;
  const previos = leidos.current;
  const productos: Carga<{ porId: Map<number, ProductoVista>; guardados: boolean }> =
    carga.estado === 'cargando' && previos && ids.every((id) => previos.porId.has(id))
      ? { estado: 'listo', datos: previos }
      : carga;
  return { productos, reintentar: recargar };
}

/** The visitor's cart 1 (local storage). */
export function CarritoVisitante({ zona, anunciar }: { zona: string; anunciar: (t: string) => void }) {
  const e = useCarritos();
  const website = useWebsite();
  const { seleccionada } = useCurrency();
  const locales = e.local.carritos.find((c) => c.zona === zona && c.pagina === 0)?.lineas ?? [];
  const ids = useMemo(() => locales.map((l) => l.productoId), [locales]);
  const { productos, reintentar } = useProductosLocales(zona, ids);
  const offline = useSinConexion();

  if (locales.length === 0) return <Vacio zona={zona} />;
  if (productos.estado === 'error')
    return (
      <ErrorReintentar
        mensaje="No pudimos cargar los productos de tu carrito. Revise su conexión e intente de nuevo."
        onReintentar={reintentar}
      />
    );
  if (productos.estado === 'cargando') return <Skeleton lineas={Math.min(locales.length, 4)} />;

  // The lines still on sale, added up by the totals rule at the rate of the chosen currency.
  const { porId, guardados } = productos.datos;
  const aLaVenta = locales.flatMap((l) => {
    const producto = porId.get(l.productoId);
    return producto ? [{ ...producto, cantidad: l.cantidad }] : [];
  });
  const totales = calcularTotales({ lineas: aLaVenta, tasa: seleccionada?.tasa ?? '1.0000' });
  const enMoneda = importesEn(totales, seleccionada);
  const importes = new Map(aLaVenta.map((p, i) => [p.id, enMoneda.lineas[i] ?? null]));
  const lineas: LineaVista[] = locales.map((l) => {
    const producto = porId.get(l.productoId) ?? null;
    // Offline, a product with no data kept was added offline: it is shown once the connection is back.
    const sinDatos = !producto && guardados;
    return {
      productoId: l.productoId,
      producto,
      cantidad: l.cantidad,
      cantidadValida: l.cantidad,
      mensaje: sinDatos ? 'Lo verá con su precio cuando vuelva la conexión.' : null,
      importe: importes.get(l.productoId) ?? null,
      ...(sinDatos ? { nombre: 'Producto agregado sin conexión' } : {}),
    };
  });
  const minimo = website ? toCents(website.configuracion.minimoCompra) : 0;
  const bloqueo = offline
    ? 'Sin conexión: podrá finalizar la compra cuando vuelva la conexión.'
    : faltaParaMinimo(totales.productos, minimo) > 0
      ? textoMinimo(minimo, seleccionada)
      : null;

  const finalizar = () => {
    // Spec §5: a visitor goes to login with carrito=pagar and the cart page; back to checkout after.
    cerrar();
    platform.services.navigate(loginParaPagar(zona, 0));
  };

  return (
    <>
      <ul className={styles.lineas} aria-label="Productos en el carrito 1">
        {lineas.map((l) => (
          <Linea
            key={l.productoId}
            linea={l}
            ocupado={false}
            onCambiar={(id, cantidad, nombre) => {
              void cambiarCantidad(zona, 0, id, cantidad);
              anunciar(
                cantidad === '0' ? `${nombre} se quitó del carrito` : `Cantidad de ${nombre} actualizada`,
              );
            }}
          />
        ))}
      </ul>
      <dl className={styles.totales}>
        <Fila etiqueta="Productos" valor={formatMoney(enMoneda.productos, seleccionada)} fuerte />
      </dl>
      <CargosPedido zona={zona} productosUsd={totales.productos} />
      <p className={styles.nota}>
        Los precios incluyen IVA. El cupón y el envío se calculan al iniciar sesión y pagar.
      </p>
      <Finalizar bloqueo={bloqueo} cargando={false} onFinalizar={finalizar} />
      <Acciones zona={zona} pagina={0} anunciar={anunciar} />
    </>
  );
}
