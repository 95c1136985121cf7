/**
 * A branch: its page with its history ('tienda/:tienda/sucursal/:sucursal') and one form to register
 * and edit it ('…/sucursal/registrar', '…/:sucursal/editar'), in a zone the user holds.
 */

import {
  EtiquetaEstatus,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
  useNombreZona,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  type Sucursal,
  SucursalBodySchema,
  SucursalEditarBodySchema,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import { Field, Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { CampoTexto, FormularioConGuardar } from '../comun/campos.tsx';
import { api } from './api.ts';
import { FORMATO_TIENDA } from './historial.ts';
import { LISTA_TIENDAS } from './Tienda.tsx';

function useSucursal(tienda: number, sucursal: number | null) {
  return useDatosAdmin(`sucursal:${tienda}:${sucursal}`, () =>
    sucursal ? api.leerSucursal({ tienda, sucursal }) : Promise.resolve(null),
  );
}

export function PaginaSucursal({ ruta }: SubpaginaProps<'tienda' | 'sucursal'>) {
  const tienda = Number(ruta.tienda);
  const datos = useSucursal(tienda, Number(ruta.sucursal));
  return (
    <PaginaRegistro datos={datos} titulo="Sucursal" lista={LISTA_TIENDAS}>
      {(s) =>
        s && (
          <PaginaAdmin
            titulo={s.nombre}
            migas={[
              LISTA_TIENDAS,
              { etiqueta: s.tienda, href: enlace('tienda/:tienda', { tienda }) },
              { etiqueta: s.nombre },
            ]}
            acciones={
              <>
                <Link
                  className="mv-button mv-button--secondary"
                  to={enlace('tienda/:tienda/sucursal/:sucursal/editar', { tienda, sucursal: s.id })}
                >
                  Editar
                </Link>
                <Link
                  className="mv-button mv-button--secondary"
                  to={enlace('inventario/zona/:zona', { zona: s.zona.slug }, { sucursal: s.id })}
                >
                  Ver su inventario
                </Link>
              </>
            }
          >
            <p>
              <EtiquetaEstatus estatus={s.estatus} /> · {s.zona.nombre} · {s.direccion} · Teléfono{' '}
              {s.telefono ?? '—'}
            </p>
            <HistorialCambios
              clave={`sucursal:${s.id}`}
              version={s.version}
              leer={(pagina) => api.historialSucursal({ tienda, sucursal: s.id, pagina })}
              formato={FORMATO_TIENDA}
            />
          </PaginaAdmin>
        )
      }
    </PaginaRegistro>
  );
}

export function FormSucursal({ ruta, roles }: SubpaginaProps) {
  const tienda = Number(ruta.tienda);
  const datos = useSucursal(tienda, ruta.sucursal ? Number(ruta.sucursal) : null);
  return (
    <PaginaRegistro
      datos={datos}
      titulo={ruta.sucursal ? 'Editar sucursal' : 'Registrar sucursal'}
      lista={LISTA_TIENDAS}
    >
      {(sucursal) => <Formulario tienda={tienda} sucursal={sucursal} zonas={zoneRoleSlugs([...roles])} />}
    </PaginaRegistro>
  );
}

function Formulario({
  tienda,
  sucursal,
  zonas,
}: {
  tienda: number;
  sucursal: Sucursal | null;
  zonas: string[];
}) {
  const nombreZona = useNombreZona();
  const form = useFormulario({
    inicial: {
      nombre: sucursal?.nombre ?? '',
      direccion: sucursal?.direccion ?? '',
      zona: sucursal?.zona.slug ?? zonas[0] ?? '',
      telefono: sucursal?.telefono ?? null,
      ...(sucursal ? { version: sucursal.version } : {}),
    },
    esquema: sucursal ? SucursalEditarBodySchema : SucursalBodySchema,
    guardar: (body) =>
      sucursal
        ? api.editarSucursal({
            tienda,
            sucursal: sucursal.id,
            ...(body as typeof body & { version: number }),
          })
        : api.registrarSucursal({ tienda, ...body }),
    ...(sucursal ? {} : { aviso: 'Sucursal registrada' }),
    ir: (r) => enlace('tienda/:tienda/sucursal/:sucursal', { tienda, sucursal: (r as Sucursal).id }),
  });
  useSalidaConCambios(form.sucio);
  const titulo = sucursal ? `Editar ${sucursal.nombre}` : 'Registrar sucursal';
  return (
    <PaginaAdmin
      titulo={titulo}
      migas={[
        LISTA_TIENDAS,
        { etiqueta: 'Tienda', href: enlace('tienda/:tienda', { tienda }) },
        { etiqueta: titulo },
      ]}
    >
      <FormularioConGuardar f={form}>
        <CampoTexto id="sucursal-nombre" f={form} campo="nombre" etiqueta="Nombre" />
        <CampoTexto id="sucursal-direccion" f={form} campo="direccion" etiqueta="Dirección" />
        <Field
          id="sucursal-zona"
          label="Zona"
          hint="Solo las zonas que tiene asignadas"
          error={form.errores.zona}
        >
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={form.valores.zona}
              onChange={(e) => form.poner('zona', e.target.value)}
            >
              {zonas.map((z) => (
                <option key={z} value={z}>
                  {nombreZona(z)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CampoTexto
          id="sucursal-telefono"
          f={form}
          campo="telefono"
          etiqueta="Teléfono"
          opcional
          inputMode="tel"
        />
      </FormularioConGuardar>
    </PaginaAdmin>
  );
}
