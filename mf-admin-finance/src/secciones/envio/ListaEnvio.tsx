/**
 * A zone's shipping rules (`/admin/envio?zona=`): the zone-wide rule and its areas' own, each with its
 * bands in words ("Desde $ 0,00: $ 3,00 · Desde $ 40,00: gratis · PRIME: gratis"); zone, area, text
 * and status filters, sort and page in the URL; the status toggled in the list after a confirmation.
 * The zones are the caller's (their ROLE_ZONA_*), the first one until another is chosen.
 */
import {
  BotonEstatus,
  Cargando,
  type Columna,
  estilos,
  FalloDeCarga,
  FiltroEstatus,
  FiltroOpciones,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import type { EnvioFormData, EnvioRegla } from '@mercado/shared/contracts/admin-envio';
import { Link } from '@mercado/shared/react';
import { formatMoney, textoTramos } from '@mercado/shared/rules';
import { useId } from 'react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { nombreDeRegla, TODA_LA_ZONA } from './regla.ts';

const dolares = (cents: number) => formatMoney(cents, null);

export function ListaEnvio(props: SubpaginaProps) {
  const zonas = useDatosAdmin('envio:zonas', () => api.formRegistrar({}));
  const titulo = 'Reglas de envío';
  const migas = [{ etiqueta: 'Envíos' }];
  if (zonas.carga.estado === 'error')
    return (
      <PaginaAdmin titulo={titulo} migas={migas}>
        <FalloDeCarga error={zonas.carga.error} recargar={zonas.recargar} />
      </PaginaAdmin>
    );
  if (zonas.carga.estado !== 'listo')
    return (
      <PaginaAdmin titulo={titulo} migas={migas}>
        <Cargando />
      </PaginaAdmin>
    );
  if (zonas.carga.datos.zonas.length === 0)
    return (
      <PaginaAdmin titulo={titulo} migas={migas}>
        <p>No tiene zonas asignadas: pida el rol de una zona para ver sus reglas de envío.</p>
      </PaginaAdmin>
    );
  return <Reglas {...props} zonas={zonas.carga.datos.zonas} />;
}

function Reglas({ pathname, search, zonas }: SubpaginaProps & { zonas: EnvioFormData['zonas'] }) {
  const listado = useListado({ pathname, search }, { orden: 'area' });
  const zona = zonas.find((z) => z.slug === listado.valores.zona) ?? zonas[0]!;
  const idZona = useId();
  const datos = useDatosAdmin(`envio:${zona.slug}:${search}`, () =>
    api.listar({ ...listado.consulta, zona: zona.slug } as Parameters<typeof api.listar>[0]),
  );
  const columnas: Columna<EnvioRegla>[] = [
    {
      clave: 'area',
      etiqueta: 'Área',
      orden: 'area',
      celda: (r) => (
        <Link
          to={enlace('envio/:envio/editar', { envio: r.id })}
          aria-label={`Editar la regla de ${nombreDeRegla(r)}`}
        >
          {nombreDeRegla(r)}
        </Link>
      ),
    },
    { clave: 'tramos', etiqueta: 'Costo del envío', celda: (r) => textoTramos(r, dolares) },
    {
      clave: 'estatus',
      etiqueta: 'Estatus',
      celda: (r) => (
        <BotonEstatus
          estatus={r.estatus}
          nombre={`la regla de envío de ${nombreDeRegla(r)}`}
          consecuencia={
            r.area
              ? `El área pagará el envío con la regla de ${zona.nombre}.`
              : `El checkout dejará de cobrar el envío en ${zona.nombre} (salvo las áreas con regla propia) y la tienda dejará de prometer su delivery gratis.`
          }
          cambiar={(estatus) => api.estatus({ envio: r.id, estatus, version: r.version })}
          alCambiar={datos.recargar}
        />
      ),
    },
  ];
  return (
    <PaginaAdmin
      titulo={`Reglas de envío · ${zona.nombre}`}
      migas={[{ etiqueta: 'Envíos' }]}
      acciones={
        <Link className="mv-button" to={`${enlace('envio/registrar')}?zona=${zona.slug}`}>
          Registrar regla
        </Link>
      }
    >
      <Filtros>
        <div className={estilos.filtro}>
          <label htmlFor={idZona}>Zona</label>
          <select
            id={idZona}
            className="mv-input"
            value={zona.slug}
            onChange={(e) => listado.cambiar({ zona: e.target.value, area: null })}
          >
            {zonas.map((z) => (
              <option key={z.slug} value={z.slug}>
                {z.nombre}
              </option>
            ))}
          </select>
        </div>
        <FiltroOpciones
          listado={listado}
          nombre="area"
          etiqueta="Área"
          todas="Todas"
          opciones={[
            { valor: 'zona', etiqueta: TODA_LA_ZONA },
            ...zona.areas.map((a) => ({ valor: String(a.id), etiqueta: a.nombre })),
          ]}
        />
        <FiltroTexto listado={listado} etiqueta="Buscar área" />
        <FiltroEstatus listado={listado} />
      </Filtros>
      <p>
        Cada regla cobra el envío según el subtotal del pedido: el tramo con el mayor monto alcanzado. La
        regla de un área reemplaza la de su zona. Un tramo con costo 0 es el delivery gratis que promete la
        tienda.
      </p>
      <TablaAdmin
        titulo={`Reglas de envío de ${zona.nombre}`}
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(r) => r.id}
        vacio="No hay reglas de envío con estos filtros"
      />
    </PaginaAdmin>
  );
}
