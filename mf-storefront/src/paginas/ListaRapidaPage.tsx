import type { ListaRapidaDetalle } from '@mercado/shared/contracts';
import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { links } from '@mercado/shared/links';
import { Link, useCurrency } from '@mercado/shared/react';
import { useState } from 'react';
import { reglasDe, useAgregar, useResultados } from '../carrito.ts';
import * as base from '../componentes/componentes.module.css';
import { ErrorCarga, Vacio } from '../componentes/Estados.tsx';
import { Migas } from '../componentes/Migas.tsx';
import { Precio } from '../componentes/Precio.tsx';
import { SelectorCantidad } from '../componentes/SelectorCantidad.tsx';
import { Cargando, TextoSkeleton } from '../componentes/Skeletons.tsx';
import { useDatos } from '../lib/datos.ts';
import { atributos, imagenDeProducto } from '../lib/imagen.ts';
import { cantidadInicial, planAgregarTodo } from '../lib/listaRapida.ts';
import { useTitulo } from '../lib/titulo.ts';
import { mostrarTotal } from '../reglas.ts';
import * as styles from './ListaRapida.module.css';
import type { PaginaProps } from './pagina.ts';

/** `/:zona/lista-rapida/:slug`: a quick list, a quantity per product, "Agregar todo al carrito". */
export function ListaRapidaPage({ zona, params }: PaginaProps) {
  const slug = params.slug ?? '';
  const { carga, reintentar } = useDatos(vitrina.listaRapida, { zona, slug }, zona);
  const lista = carga.tipo === 'listo' ? carga.datos : null;
  useTitulo(lista?.nombre ?? null);
  const noExiste = carga.tipo === 'error' && carga.status === 404;

  return (
    <div className={base.pagina} aria-busy={carga.tipo === 'cargando'}>
      <Migas
        items={[
          { nombre: 'Inicio', href: links.zona(zona) },
          { nombre: 'Listas rápidas', href: links.listaRapida(zona) },
          { nombre: lista?.nombre ?? 'Lista' },
        ]}
      />
      {carga.tipo === 'cargando' && (
        <>
          <Cargando texto="Cargando lista…" />
          <TextoSkeleton lineas={8} />
        </>
      )}
      {carga.tipo === 'error' &&
        (noExiste ? (
          <div className={`mv-card ${base.aviso}`}>
            <h1 className={base.titulo}>Lista no disponible</h1>
            <p>La lista rápida no existe o ya no está disponible en esta zona.</p>
            <Link className="mv-button" to={links.listaRapida(zona)}>
              Ver las listas rápidas
            </Link>
          </div>
        ) : (
          <ErrorCarga mensaje={carga.mensaje} onReintentar={reintentar} />
        ))}
      {lista && <Lista key={lista.id} zona={zona} lista={lista} />}
    </div>
  );
}

function Lista({ zona, lista }: { zona: string; lista: ListaRapidaDetalle }) {
  const { seleccionada } = useCurrency();
  const agregar = useAgregar();
  const resultados = useResultados();
  const [elegidas, setElegidas] = useState<Record<number, number>>(() =>
    Object.fromEntries(lista.items.map((item) => [item.producto.id, cantidadInicial(item)])),
  );
  const [enviado, setEnviado] = useState<number[] | null>(null);
  const plan = planAgregarTodo(lista.items, elegidas);

  const estados = enviado?.map((id) => resultados[id]?.estado) ?? [];
  const pendientes = estados.filter((e) => e === 'enviado').length;
  const fallidos = estados.filter((e) => e === 'error').length;
  const agregados = estados.filter((e) => e === 'ok').length;

  return (
    <>
      {/* The list's image, when it has one, is its title (its alternative text is the name): shown
          beside a text heading, the name appeared twice. */}
      <header className={styles.cabecera}>
        <h1 className={base.titulo}>
          {lista.imagen ? (
            <img
              className={styles.cabeceraImagen}
              {...atributos(lista.imagen)}
              alt={lista.nombre}
              decoding="async"
            />
          ) : (
            lista.nombre
          )}
        </h1>
        {lista.descripcion && <p className={base.nota}>{lista.descripcion}</p>}
      </header>

      {lista.items.length === 0 ? (
        <Vacio titulo="Los productos de esta lista no están disponibles por ahora en su zona.">
          <Link className="mv-button" to={links.listaRapida(zona)}>
            Ver otras listas
          </Link>
        </Vacio>
      ) : (
        <>
          <ul className={styles.items}>
            {lista.items.map(({ producto }, i) => {
              const cantidad = elegidas[producto.id] ?? 0;
              return (
                <li key={producto.id} className={styles.item}>
                  <img
                    className={styles.itemImagen}
                    {...atributos(imagenDeProducto(producto))}
                    alt=""
                    loading={i < 4 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <div className={styles.itemInfo}>
                    <h2 className={styles.itemNombre}>
                      <Link to={links.productoSlug(zona, producto.slug)}>{producto.nombre}</Link>
                    </h2>
                    {(producto.marca || producto.presentacion) && (
                      <p className={base.nota}>
                        {[producto.marca, producto.presentacion].filter(Boolean).join(' · ')}
                      </p>
                    )}
                    <Precio producto={producto} />
                  </div>
                  <div className={styles.itemCantidad}>
                    <SelectorCantidad
                      reglas={producto}
                      modalidad={producto.modalidadVenta}
                      valor={cantidad}
                      incluirCero
                      etiquetaCero="No agregar"
                      etiqueta={`Cantidad de ${producto.nombre}`}
                      etiquetaOculta
                      onCambiar={(q) => setElegidas((prev) => ({ ...prev, [producto.id]: q }))}
                    />
                    <span className={styles.itemTotal}>
                      {cantidad > 0 ? mostrarTotal(producto, cantidad, seleccionada) : '—'}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>

          <div className={`mv-card ${styles.resumen}`}>
            <p className={styles.resumenTexto}>
              {plan.agregar.length === 1
                ? '1 producto seleccionado'
                : `${plan.agregar.length} productos seleccionados`}
            </p>
            <button
              type="button"
              className={`mv-button ${styles.agregarTodo}`}
              disabled={plan.agregar.length === 0 || pendientes > 0}
              onClick={() => {
                setEnviado(plan.agregar.map((a) => a.productoId));
                // With each product's rules: the cart caps what it already holds plus these (spec §5).
                const porId = new Map(lista.items.map((i) => [i.producto.id, i.producto]));
                agregar(
                  zona,
                  plan.agregar.map((a) => {
                    const p = porId.get(a.productoId);
                    return p ? { ...a, reglas: reglasDe(p) } : a;
                  }),
                );
              }}
            >
              Agregar todo al carrito
            </button>
            <p className={styles.resumenEstado} role="status">
              {enviado &&
                pendientes === 0 &&
                fallidos === 0 &&
                agregados > 0 &&
                (agregados === 1
                  ? 'Se agregó 1 producto al carrito.'
                  : `Se agregaron ${agregados} productos al carrito.`)}
              {enviado && pendientes === 0 && fallidos > 0 && (
                <span className={styles.error}>
                  {fallidos === enviado.length
                    ? 'No pudimos agregar los productos. Intente de nuevo.'
                    : `Se agregaron ${agregados} productos; ${fallidos} no se pudieron agregar. Intente de nuevo.`}
                </span>
              )}
            </p>
          </div>
        </>
      )}
    </>
  );
}
