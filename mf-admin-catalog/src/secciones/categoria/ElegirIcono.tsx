/**
 * A category's icon: typed as a Spanish word ('café', 'leche') or the icon's English name, the icons
 * found shown as buttons with their drawing and Spanish words; choosing one sets the field. (A
 * datalist would filter the API's answer again by its own rules: 'cafe' does not match 'café'.)
 */

import { useDatosAdmin } from '@mercado/admin-kit';
import { Field } from '@mercado/shared/react';
import { api } from '../comun/api.ts';
import * as estilos from './categoria.module.css';

/** How many icons found the field shows. */
const MOSTRADOS = 12;

export function ElegirIcono({
  id,
  valor,
  error,
  poner,
}: {
  id: string;
  valor: string;
  error: string | undefined;
  poner: (icono: string) => void;
}) {
  const { carga } = useDatosAdmin(`iconos:${valor}`, () => api.adminCategoria.iconos({ q: valor }));
  const iconos = carga.estado === 'listo' ? carga.datos.iconos : [];
  const elegido = iconos.find((i) => i.nombre === valor);
  return (
    <>
      <Field
        id={id}
        label="Ícono"
        error={error}
        hint="Escriba para buscar: café, leche, harina… (o el nombre del ícono en inglés), y elíjalo abajo"
      >
        {(control) => (
          <input
            {...control}
            className="mv-input"
            value={valor}
            onChange={(e) => poner(e.currentTarget.value.trim())}
          />
        )}
      </Field>
      {valor && iconos.length > 0 && (
        <ul className={estilos.iconos} aria-label="Resultados de la búsqueda">
          {iconos.slice(0, MOSTRADOS).map((i) => (
            <li key={i.nombre}>
              <button
                type="button"
                className={`mv-button mv-button--secondary ${estilos.icono}`}
                aria-pressed={i.nombre === valor}
                onClick={() => poner(i.nombre)}
              >
                <img src={i.url} alt="" width={24} height={24} />
                {i.terminos.length > 0 ? `${i.terminos.join(', ')} (${i.nombre})` : i.nombre}
              </button>
            </li>
          ))}
        </ul>
      )}
      {valor && carga.estado === 'listo' && iconos.length === 0 && (
        <p className={estilos.nota}>Ningún ícono coincide</p>
      )}
      {elegido && <img src={elegido.url} alt={`Ícono ${elegido.nombre}`} width={32} height={32} />}
    </>
  );
}
