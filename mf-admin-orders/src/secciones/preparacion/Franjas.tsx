/** `/admin/pedido/preparacion/:zona`: the zone's slots with orders being prepared, earliest first. */

import {
  Cargando,
  estilos,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
  useNombreZona,
} from '@mercado/admin-kit';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { Link } from '@mercado/shared/react';
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
        <p role="alert" className={`mv-card ${estilos.aviso}`}>
          {mensajeDeError(carga.error, 'No pudimos cargar los horarios. Intente de nuevo.')}
        </p>
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
                    {f.ordenes} {f.ordenes === 1 ? 'pedido' : 'pedidos'} ·{' '}
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
