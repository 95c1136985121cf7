/** `/admin/pedido/preparacion/:zona`: the zone's slots with orders being prepared, earliest first. */

import {
  Cargando,
  estilos,
  FalloDeCarga,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
  useNombreZona,
} from '@mercado/admin-kit';
import { Link } from '@mercado/shared/react';
import { contar } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';
import { api, enlaces, TIPO_ENVIO_NOMBRES } from './api.ts';
import * as propios from './preparacion.module.css';

export function Franjas({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const nombreZona = useNombreZona();
  const datos = useDatosAdmin(`preparacion:${zona}`, () => api.adminPreparacion.franjas({ zona }));
  const { carga } = datos;
  return (
    <PaginaAdmin
      titulo={`Preparación · ${nombreZona(zona)}`}
      migas={[
        { etiqueta: 'Pedidos', href: enlace('pedido') },
        { etiqueta: 'Preparación', href: enlaces.zonas },
        { etiqueta: nombreZona(zona) },
      ]}
      acciones={
        <button type="button" className="mv-button mv-button--secondary" onClick={datos.recargar}>
          Actualizar
        </button>
      }
    >
      {carga.estado === 'cargando' && <Cargando />}
      {carga.estado === 'error' && (
        <FalloDeCarga
          error={carga.error}
          recargar={datos.recargar}
          lista={{ etiqueta: 'Preparación', href: enlaces.zonas }}
          porDefecto="No pudimos cargar los horarios. Intente de nuevo."
        />
      )}
      {carga.estado === 'listo' &&
        (carga.datos.franjas.length === 0 ? (
          <p className={estilos.vacio}>No hay pedidos en preparación en esta zona.</p>
        ) : (
          <ul className={propios.franjas}>
            {carga.datos.franjas.map((f) => (
              <li key={`${f.tipo}:${f.fecha}:${f.horarioId}`}>
                <Link className={`mv-card ${propios.franja}`} to={enlaces.franja(zona, f)}>
                  <strong>{f.etiqueta}</strong>
                  <span>{TIPO_ENVIO_NOMBRES[f.tipo]}</span>
                  <span>
                    {contar(f.ordenes, 'pedido', 'pedidos')} ·{' '}
                    {f.porMarcar === 0 ? 'todo marcado' : `${f.porMarcar} por marcar`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </PaginaAdmin>
  );
}
