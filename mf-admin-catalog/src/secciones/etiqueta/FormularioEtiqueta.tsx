/**
 * The pages 'etiqueta/registrar' and 'etiqueta/:etiqueta/editar': one form (name, slug, order), then the
 * products that carry the tag (search by name to add, remove) and its history.
 */

import {
  CamposNombreSlug,
  HistorialCambios,
  textoDisponibilidad,
  useDatosAdmin,
  useDisponible,
} from '@mercado/admin-kit';
import { type EtiquetaAdmin, EtiquetaRegistrarSchema } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { useId, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { api } from '../comun/api.ts';
import { CampoTexto } from '../comun/campos.tsx';
import { admin, CargaDeBloque, estilos, Paginacion } from '../comun/componentes.tsx';
import { MarcoDeCatalogo, PaginaDeCatalogo, useRegistroDeCatalogo } from '../comun/FormularioDeCatalogo.tsx';
import { FORMATO_ETIQUETA } from './historial.ts';

type Valores = { nombre: string; slug: string; orden: string };

const valoresDe = (t: EtiquetaAdmin | null): Valores => ({
  nombre: t?.nombre ?? '',
  slug: t?.slug ?? '',
  orden: String(t?.orden ?? 0),
});

const LISTA = { etiqueta: 'Etiquetas', href: enlace('etiqueta') };

export function FormularioEtiqueta({ id }: { id: number | null }) {
  return (
    <PaginaDeCatalogo
      clave={`etiqueta-form:${id ?? 'nueva'}`}
      leer={async () => (id === null ? null : api.adminEtiqueta.detalle({ id }))}
      titulo={id === null ? 'Registrar etiqueta' : 'Etiqueta'}
      lista={LISTA}
    >
      {(etiqueta) => <Formulario key={id ?? 'nueva'} inicial={etiqueta} />}
    </PaginaDeCatalogo>
  );
}

function Formulario({ inicial }: { inicial: EtiquetaAdmin | null }) {
  const id = useId();
  const {
    registro: etiqueta,
    f,
    propia,
  } = useRegistroDeCatalogo({
    inicial,
    valoresDe,
    esquema: EtiquetaRegistrarSchema,
    convertir: (v: Valores) => ({
      nombre: v.nombre,
      slug: v.slug,
      orden: v.orden === '' ? Number.NaN : Number(v.orden),
    }),
    registrar: (body) => api.adminEtiqueta.registrar(body),
    editar: (body, t) => api.adminEtiqueta.editar({ id: t.id, ...body, version: t.version }),
    href: (nueva) => enlace('etiqueta/:etiqueta/editar', { etiqueta: nueva }),
    registrado: 'Etiqueta registrada',
  });
  const nombreLibre = useDisponible(
    f.valores.nombre,
    (nombre) => api.adminEtiqueta.verificar({ nombre, ...propia }),
    etiqueta?.nombre,
  );
  return (
    <MarcoDeCatalogo
      lista={LISTA}
      nombre={etiqueta?.nombre ?? null}
      singular="etiqueta"
      f={f}
      despues={
        etiqueta && (
          <>
            <ProductosEtiqueta id={etiqueta.id} />
            <HistorialCambios
              clave={`etiqueta:${etiqueta.id}`}
              version={etiqueta.version}
              leer={(pagina) => api.adminEtiqueta.historial({ id: etiqueta.id, pagina })}
              formato={FORMATO_ETIQUETA}
            />
          </>
        )
      }
    >
      <CamposNombreSlug
        id={id}
        f={f}
        campo="nombre"
        etiqueta="Nombre"
        verificar={(slug) => api.adminEtiqueta.verificar({ slug, ...propia })}
        actual={etiqueta?.slug}
        hintNombre={textoDisponibilidad(nombreLibre, 'nombre')}
      />
      <CampoTexto id={`${id}-orden`} f={f} campo="orden" etiqueta="Orden" inputMode="numeric" />
    </MarcoDeCatalogo>
  );
}

/** The tag's products: a page of them, a search by name to add more, and a remove per row. */
function ProductosEtiqueta({ id }: { id: number }) {
  const idBuscar = useId();
  const [pagina, setPagina] = useState(1);
  const [version, setVersion] = useState(0);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { carga } = useDatosAdmin(`etiqueta-productos:${id}:${pagina}:${version}`, () =>
    api.adminEtiqueta.productos({ id, pagina }),
  );
  const { carga: encontrados } = useDatosAdmin(`etiqueta-buscar:${id}:${texto}:${version}`, async () =>
    texto.trim().length >= 2 ? api.adminEtiqueta.buscarProducto({ id, q: texto }) : [],
  );
  const cambiar = async (accion: () => Promise<unknown>) => {
    setError(null);
    try {
      await accion();
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo cambiar los productos'));
    }
    setVersion((n) => n + 1);
  };
  return (
    <section aria-labelledby="productos-etiqueta" className={admin.bloque}>
      <h2 id="productos-etiqueta" className={admin.subtitulo}>
        Productos con esta etiqueta
      </h2>
      <label htmlFor={idBuscar}>Buscar productos para agregar</label>
      <input
        id={idBuscar}
        type="search"
        className="mv-input"
        value={texto}
        onChange={(e) => setTexto(e.currentTarget.value)}
      />
      {encontrados.estado === 'listo' && encontrados.datos.length > 0 && (
        <ul aria-label="Productos encontrados">
          {encontrados.datos.map((p) => (
            <li key={p.id}>
              {p.nombre}{' '}
              <button
                type="button"
                className="mv-button mv-button--secondary"
                onClick={() => cambiar(() => api.adminEtiqueta.agregarProductos({ id, productos: [p.id] }))}
              >
                Agregar
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className={estilos.error}>
          {error}
        </p>
      )}
      <CargaDeBloque carga={carga}>
        {carga.estado === 'listo' &&
          (carga.datos.items.length === 0 ? (
            <p className={admin.nota}>Ningún producto lleva esta etiqueta.</p>
          ) : (
            <>
              <ul>
                {carga.datos.items.map((p) => (
                  <li key={p.id}>
                    {p.nombre}{' '}
                    <button
                      type="button"
                      className="mv-button mv-button--secondary"
                      aria-label={`Quitar ${p.nombre}`}
                      onClick={() => cambiar(() => api.adminEtiqueta.quitarProducto({ id, producto: p.id }))}
                    >
                      Quitar
                    </button>
                  </li>
                ))}
              </ul>
              <Paginacion {...carga.datos} cambiar={(c) => setPagina(Number(c.pagina ?? 1))} />
            </>
          ))}
      </CargaDeBloque>
    </section>
  );
}
