/**
 * Gives a product stock in a branch of the zone (`…/zona/:zona/registrar`): pick the branch and find
 * the product, then its page in that branch registers the stock and cost.
 */

import { estilos, PaginaAdmin, type SubpaginaProps, useDatosAdmin } from '@mercado/admin-kit';
import { Field, Link } from '@mercado/shared/react';
import { useEffect, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { api, cantidad, conPresentacion, enlaceProducto, enlaceZona } from './api.ts';
import { useOpciones } from './opciones.ts';

export function RegistrarInventario({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const opciones = useOpciones(zona);
  const [sucursal, setSucursal] = useState('');
  const [texto, setTexto] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const espera = setTimeout(() => setQ(texto.trim()), 400);
    return () => clearTimeout(espera);
  }, [texto]);
  const elegida = sucursal || String(opciones?.sucursales[0]?.id ?? '');
  const { carga } = useDatosAdmin(`inventario-buscar:${zona}:${elegida}:${q}`, () =>
    q ? api.listar({ zona, q }) : Promise.resolve(null),
  );
  return (
    <PaginaAdmin
      titulo="Registrar existencia"
      migas={[
        { etiqueta: 'Inventario y precios', href: enlace('inventario') },
        { etiqueta: opciones?.zona.nombre ?? zona, href: enlaceZona(zona) },
        { etiqueta: 'Registrar' },
      ]}
    >
      <div className={`mv-card ${estilos.formulario}`}>
        <Field id="registrar-sucursal" label="Sucursal">
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={elegida}
              onChange={(e) => setSucursal(e.target.value)}
            >
              {(opciones?.sucursales ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.tienda} · {s.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="registrar-producto" label="Producto" hint="Escriba parte del nombre">
          {(control) => (
            <input
              {...control}
              type="search"
              className="mv-input"
              value={texto}
              maxLength={100}
              onChange={(e) => setTexto(e.target.value)}
            />
          )}
        </Field>
        {carga.estado === 'cargando' && q && <p className={estilos.cargando}>Buscando…</p>}
        {carga.estado === 'listo' && carga.datos && (
          <ul className={estilos.enlaces} aria-label="Productos encontrados">
            {carga.datos.items.length === 0 && <li className={estilos.nota}>Ningún producto coincide</li>}
            {carga.datos.items.slice(0, 20).map((p) => (
              <li key={p.productoId}>
                <Link className={estilos.enlace} to={enlaceProducto(zona, elegida, p.productoId)}>
                  {conPresentacion(p)} · existencia en la zona {cantidad(p.existencia)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PaginaAdmin>
  );
}
