import { MensajesTienda, type ProductoDetalle } from '@mercado/shared/contracts';
import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { links } from '@mercado/shared/links';
import { Link, useCurrency } from '@mercado/shared/react';
import {
  defaultQuantity,
  formatQuantity,
  fromThousandths,
  quantityOptions,
  toThousandths,
} from '@mercado/shared/rules';
import { useId, useState } from 'react';
import { reglasDe, textoResultado, useAgregar, useResultados } from '../carrito.ts';
import { Avisame } from '../componentes/Avisame.tsx';
import { ChipsPeso } from '../componentes/ChipsPeso.tsx';
import { Corazon } from '../componentes/Corazon.tsx';
import * as base from '../componentes/componentes.module.css';
import { EstadoAgregar, idsEstado } from '../componentes/EstadoAgregar.tsx';
import { ErrorCarga } from '../componentes/Estados.tsx';
import { Migas } from '../componentes/Migas.tsx';
import { Precio } from '../componentes/Precio.tsx';
import { SelectorCantidad } from '../componentes/SelectorCantidad.tsx';
import { Cargando, TextoSkeleton } from '../componentes/Skeletons.tsx';
import { queryIdDeUrl } from '../lib/analitica.ts';
import { useDatos } from '../lib/datos.ts';
import { atributos } from '../lib/imagen.ts';
import { useTitulo } from '../lib/titulo.ts';
import { urlCategoria } from '../lib/url.ts';
import { mostrarTotal } from '../reglas.ts';
import * as styles from './ProductoPage.module.css';
import type { PaginaProps } from './pagina.ts';

/** `/:zona/producto/:slug`: one product in full, with quantity and add to cart. */
export function ProductoPage({ zona, params, search }: PaginaProps) {
  const slug = params.slug ?? '';
  const queryID = queryIdDeUrl(search);
  const { carga, reintentar } = useDatos(vitrina.producto, { zona, slug }, zona);
  const producto = carga.tipo === 'listo' ? carga.datos : null;
  useTitulo(producto?.nombre ?? null);
  const noDisponible = carga.tipo === 'error' && carga.status === 404;

  return (
    <div className={base.pagina} aria-busy={carga.tipo === 'cargando'}>
      <Migas
        items={[
          { nombre: 'Inicio', href: links.zona(zona) },
          { nombre: 'Supermercado', href: links.supermercado(zona) },
          ...(producto?.migas.map((m, i, todas) => ({
            nombre: m.nombre,
            href: urlCategoria(
              zona,
              todas.slice(0, i + 1).map((x) => x.slug),
            ),
          })) ?? []),
          { nombre: producto?.nombre ?? 'Producto' },
        ]}
      />
      {carga.tipo === 'cargando' && (
        <div className={styles.detalle} aria-hidden="true">
          <Cargando texto="Cargando producto…" />
          <div className={`mv-skeleton ${styles.skImagen}`} />
          <TextoSkeleton lineas={6} />
        </div>
      )}
      {carga.tipo === 'error' &&
        (noDisponible ? (
          <div className={`mv-card ${base.aviso}`}>
            <h1 className={base.titulo}>Producto no disponible</h1>
            <p>
              {carga.mensajeApi === MensajesTienda.PRODUCTO_NO_DISPONIBLE
                ? `${MensajesTienda.PRODUCTO_NO_DISPONIBLE}.`
                : carga.mensaje}{' '}
              Puede que se haya agotado o que ya no se venda aquí.
            </p>
            <div className={base.acciones}>
              <Link className="mv-button" to={links.zona(zona)}>
                Volver a la tienda
              </Link>
              <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
                Ver el supermercado
              </Link>
            </div>
          </div>
        ) : (
          <ErrorCarga mensaje={carga.mensaje} onReintentar={reintentar} />
        ))}
      {producto && <Detalle key={producto.id} zona={zona} producto={producto} queryID={queryID} />}
    </div>
  );
}

function Galeria({ producto }: { producto: ProductoDetalle }) {
  const [actual, setActual] = useState(0);
  const imagenes = producto.imagenes.length
    ? producto.imagenes
    : [{ url: producto.imagen, ancho: producto.imagenAncho, alto: producto.imagenAlto }];
  const principal = imagenes[actual] ?? imagenes[0];
  return (
    <div className={styles.galeria}>
      {principal && (
        <img
          className={styles.imagen}
          {...atributos(principal)}
          alt={actual === 0 ? producto.nombre : `${producto.nombre}, imagen ${actual + 1}`}
          fetchPriority="high"
          decoding="async"
        />
      )}
      {imagenes.length > 1 && (
        <ul className={styles.miniaturas}>
          {imagenes.map((img, i) => (
            <li key={img.url}>
              <button
                type="button"
                className={styles.miniatura}
                aria-pressed={i === actual}
                aria-label={`Ver imagen ${i + 1} de ${imagenes.length}`}
                onClick={() => setActual(i)}
              >
                <img src={img.url} width={56} height={56} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Se vende por peso (precio por kg). Mínimo 500 g. En pasos de 250 g. Máximo 3 kg por pedido." */
function reglasDeVenta(p: ProductoDetalle): string {
  const fmt = (q: number) => formatQuantity(q, p.modalidadVenta);
  const opciones = quantityOptions(p);
  const [, minimo, segunda] = opciones;
  const partes = [
    p.modalidadVenta === 'peso' ? 'Se vende por peso (precio por kg).' : 'Se vende por unidad.',
  ];
  if (minimo !== undefined && (minimo !== 1000 || p.modalidadVenta === 'peso'))
    partes.push(`Mínimo ${fmt(minimo)}.`);
  if (minimo !== undefined && segunda !== undefined && segunda - minimo !== 1000) {
    partes.push(`En pasos de ${fmt(segunda - minimo)}.`);
  }
  const unidad = toThousandths(p.unidad) || 1000;
  const maximo = Math.round((toThousandths(p.maximo) * unidad) / 1000);
  if (maximo > 0) partes.push(`Máximo ${fmt(maximo)} por pedido.`);
  return partes.join(' ');
}

function Detalle({
  zona,
  producto,
  queryID,
}: {
  zona: string;
  producto: ProductoDetalle;
  queryID: string | undefined;
}) {
  const { seleccionada } = useCurrency();
  const agregar = useAgregar();
  const resultado = useResultados()[producto.id];
  const porDefecto = defaultQuantity(producto);
  const [cantidad, setCantidad] = useState(porDefecto);
  const estadoId = useId();

  return (
    <article className={styles.detalle} aria-labelledby="mf-storefront-titulo" data-query-id={queryID}>
      <Galeria producto={producto} />
      <div className={styles.info}>
        {producto.marca && <p className={styles.marca}>{producto.marca}</p>}
        {/* tabIndex -1: a chosen suggestion puts the focus here (buscar/foco.ts). */}
        <h1 id="mf-storefront-titulo" className={base.titulo} tabIndex={-1}>
          {producto.nombre}
        </h1>
        {producto.presentacion && <p className={styles.presentacion}>{producto.presentacion}</p>}
        <Corazon producto={producto} grande />

        <Precio producto={producto} grande />
        <p className={styles.nota}>{reglasDeVenta(producto)}</p>

        {porDefecto === 0 ? (
          <>
            <p className={styles.agotado}>Agotado por ahora en esta zona.</p>
            <Avisame zona={zona} producto={producto} />
          </>
        ) : (
          <div className={styles.compra}>
            <SelectorCantidad
              reglas={producto}
              modalidad={producto.modalidadVenta}
              valor={cantidad}
              onCambiar={setCantidad}
            />
            <p className={styles.total}>
              <span>Total: </span>
              <strong>{mostrarTotal(producto, cantidad, seleccionada)}</strong>
            </p>
            <button
              type="button"
              className={`mv-button ${styles.agregar}`}
              disabled={resultado?.estado === 'enviado'}
              aria-describedby={idsEstado(estadoId)}
              onClick={() =>
                agregar(zona, [
                  {
                    productoId: producto.id,
                    cantidad: fromThousandths(cantidad),
                    queryID,
                    reglas: reglasDe(producto),
                  },
                ])
              }
            >
              Agregar al carrito
            </button>
            <ChipsPeso zona={zona} producto={producto} queryID={queryID} estadoId={estadoId} />
          </div>
        )}
        <EstadoAgregar id={estadoId} resultado={resultado} className={styles.estado}>
          {resultado?.estado === 'ok' && textoResultado(resultado, producto)}
        </EstadoAgregar>

        {producto.descripcion && (
          <section aria-labelledby="mf-storefront-descripcion" className={styles.bloque}>
            <h2 id="mf-storefront-descripcion" className={styles.bloqueTitulo}>
              Descripción
            </h2>
            <p className={styles.descripcion}>{producto.descripcion}</p>
          </section>
        )}

        <section aria-labelledby="mf-storefront-mas" className={styles.bloque}>
          <h2 id="mf-storefront-mas" className={styles.bloqueTitulo}>
            Más productos
          </h2>
          <ul className={base.chips}>
            <li>
              <Link
                className={base.chip}
                to={urlCategoria(
                  zona,
                  producto.migas.length ? producto.migas.map((m) => m.slug) : [producto.categoria.slug],
                )}
              >
                {producto.categoria.nombre}
              </Link>
            </li>
            {producto.etiquetas.map((e) => (
              <li key={e.slug}>
                <Link className={base.chip} to={links.etiqueta(zona, e.slug)}>
                  {e.nombre}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
