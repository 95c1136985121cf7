/** One form to register and edit a store (pages 'tienda/registrar' and 'tienda/:tienda/editar'). */

import {
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  textoDisponibilidad,
  useDatosAdmin,
  useDisponible,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import { type Tienda, TiendaBodySchema, TiendaEditarBodySchema } from '@mercado/shared/contracts';
import { enlace } from '../../descripcion.ts';
import { CampoTexto, FormularioConGuardar } from '../comun/campos.tsx';
import { api } from './api.ts';
import { LISTA_TIENDAS } from './Tienda.tsx';

export function FormTienda({ ruta }: SubpaginaProps) {
  const id = ruta.tienda ? Number(ruta.tienda) : null;
  const datos = useDatosAdmin(`tienda-form:${id}`, () =>
    id ? api.leer({ tienda: id }) : Promise.resolve(null),
  );
  return (
    <PaginaRegistro datos={datos} titulo={id ? 'Editar tienda' : 'Registrar tienda'} lista={LISTA_TIENDAS}>
      {(tienda) => <Formulario tienda={tienda} />}
    </PaginaRegistro>
  );
}

function Formulario({ tienda }: { tienda: Tienda | null }) {
  const inicial = {
    nombre: tienda?.nombre ?? '',
    rif: tienda?.rif ?? null,
    telefono: tienda?.telefono ?? null,
    ...(tienda ? { version: tienda.version } : {}),
  };
  const form = useFormulario({
    inicial,
    esquema: tienda ? TiendaEditarBodySchema : TiendaBodySchema,
    guardar: (body) =>
      tienda
        ? api.editar({ tienda: tienda.id, ...(body as { nombre: string; version: number }) })
        : api.registrar(body),
    ...(tienda ? {} : { aviso: 'Tienda registrada' }),
    ir: (r) => enlace('tienda/:tienda', { tienda: (r as Tienda).id }),
  });
  useSalidaConCambios(form.sucio);
  const disponible = useDisponible(
    form.valores.nombre,
    (nombre) => api.verificar({ nombre, ...(tienda ? { id: tienda.id } : {}) }),
    tienda?.nombre,
  );
  const titulo = tienda ? `Editar ${tienda.nombre}` : 'Registrar tienda';
  return (
    <PaginaAdmin titulo={titulo} migas={[LISTA_TIENDAS, { etiqueta: titulo }]}>
      <FormularioConGuardar f={form}>
        <CampoTexto
          id="tienda-nombre"
          f={form}
          campo="nombre"
          etiqueta="Nombre"
          hint={textoDisponibilidad(disponible, 'nombre')}
          error={form.errores.nombre ?? (disponible === 'en-uso' ? 'Ese nombre ya está en uso' : undefined)}
        />
        <CampoTexto id="tienda-rif" f={form} campo="rif" etiqueta="RIF" opcional />
        <CampoTexto
          id="tienda-telefono"
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
