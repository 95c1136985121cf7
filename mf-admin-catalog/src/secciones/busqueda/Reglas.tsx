/**
 * A zone's search rules (issue 37): the caller's zones; a zone's rules (paged by the API, text and
 * status filters in the URL, a status toggle and a delete per row); one form to register and edit a
 * rule — the query's words and how they compare, products pinned first (in order) and hidden, a boost
 * (a category, a brand, the offers), a banner, validity days, active — with its history. The zone's
 * shoppers get a saved rule on their next search; 'Vista previa' shows it before and after.
 */

import {
  ACTIVO,
  estilos as admin,
  BotonEstatus,
  type Columna,
  ErrorGeneral,
  entradaDeListado,
  HistorialCambios,
  INACTIVO,
  PaginaAdmin,
  PaginaListado,
  PaginaRegistro,
  PieFormulario,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
  useListado,
  useNombreZona,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  type Anclaje,
  type Impulso,
  MensajesBusquedaAdmin,
  type ProductoElegible,
  type Regla,
  ReglaBodySchema,
  TEXTO_ANCLAJE,
  type ZonaDelUsuario,
} from '@mercado/shared/contracts';
import { Field, Link, navigate } from '@mercado/shared/react';
import { useId, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { type Elegido, ElegirProductos } from '../comun/ElegirProductos.tsx';
import { ZonasDelUsuario } from '../comun/ZonasDelUsuario.tsx';
import { api, migasZona, SECCION } from './api.ts';
import { BotonBorrar } from './BotonBorrar.tsx';
import * as estilos from './busqueda.module.css';
import { FORMATO_REGLA } from './historial.ts';
import { efecto, vigencia } from './textos.ts';

const editar = (zona: string, regla: string) => enlace('busqueda/zona/:zona/regla/:regla', { zona, regla });
export const textoBusqueda = (r: Pick<Regla, 'anclaje' | 'patron'>) =>
  `${TEXTO_ANCLAJE[r.anclaje]} «${r.patron}»`;

const IMPULSOS: Record<Impulso, string> = {
  ninguno: 'Ninguno',
  categoria: 'Una categoría',
  marca: 'Una marca',
  ofertas: 'Los productos en oferta',
};

const COLUMNAS_ZONAS: readonly Columna<ZonaDelUsuario>[] = [
  {
    clave: 'nombre',
    etiqueta: 'Zona',
    orden: 'nombre',
    celda: (z) => <Link to={enlace('busqueda/zona/:zona', { zona: z.slug })}>{z.nombre}</Link>,
  },
];

export function ZonasBusqueda(props: SubpaginaProps) {
  return (
    <ZonasDelUsuario
      pagina={props}
      titulo={`${SECCION}: reglas por zona`}
      clave="busqueda-zonas"
      leer={api.zonas}
      columnas={COLUMNAS_ZONAS}
      vacio="No tiene zonas asignadas."
    />
  );
}

export function ReglasDeZona(props: SubpaginaProps<'zona'>) {
  const { zona } = props.ruta;
  const nombre = useNombreZona()(zona);
  const listado = useListado(props, { orden: 'patron' });
  const datos = useDatosAdmin(`busqueda-reglas:${zona}?${props.search}`, () =>
    api.reglas(entradaDeListado(listado, { zona })),
  );
  const columnas: readonly Columna<Regla>[] = [
    {
      clave: 'patron',
      etiqueta: 'Búsqueda',
      celda: (r) => <Link to={editar(zona, r.objectID)}>{textoBusqueda(r)}</Link>,
    },
    { clave: 'efecto', etiqueta: 'Qué hace', celda: efecto },
    { clave: 'vigencia', etiqueta: 'Vigencia', celda: vigencia },
    {
      clave: 'estatus',
      etiqueta: 'Estatus',
      celda: (r) => (
        <BotonEstatus
          estatus={r.activa ? ACTIVO : INACTIVO}
          nombre={`la regla «${r.patron}»`}
          consecuencia="Las búsquedas de la zona dejarán de aplicarla."
          cambiar={(nuevo) =>
            api.estatusRegla({ regla: r.objectID, activa: nuevo === ACTIVO, huella: r.huella })
          }
          alCambiar={datos.recargar}
        />
      ),
    },
    {
      clave: 'acciones',
      etiqueta: 'Acciones',
      celda: (r) => (
        <BotonBorrar
          nombre={`la regla «${r.patron}»`}
          borrar={() => api.borrarRegla({ regla: r.objectID, huella: r.huella })}
          alBorrar={datos.recargar}
        />
      ),
    },
  ];
  return (
    <PaginaListado
      titulo={`Reglas del buscador · ${nombre}`}
      migas={migasZona(zona, nombre)}
      acciones={
        <Link
          className="mv-button mv-button--secondary"
          to={enlace('busqueda/zona/:zona/vista-previa', { zona })}
        >
          Vista previa
        </Link>
      }
      registrar={{ href: enlace('busqueda/zona/:zona/registrar', { zona }), texto: 'Registrar regla' }}
      buscar="Buscar por palabras"
      tabla={{
        titulo: 'Reglas',
        columnas,
        datos,
        listado,
        claveFila: (r) => r.objectID,
        vacio: 'No hay reglas con estos filtros.',
      }}
    />
  );
}

type Valores = {
  patron: string;
  anclaje: Anclaje;
  promover: ProductoElegible[];
  ocultar: ProductoElegible[];
  impulso: Impulso;
  impulsoValor: string;
  aviso: string;
  descripcion: string;
  activa: boolean;
  desde: string;
  hasta: string;
};

function FormularioRegla({ zona, actual }: { zona: string; actual: Regla | null }) {
  const id = useId();
  const [huella, setHuella] = useState(actual?.huella ?? '');
  const [guardados, setGuardados] = useState(0);
  const opciones = useDatosAdmin('busqueda-opciones', () => api.opciones());
  const f = useFormulario({
    inicial: {
      patron: actual?.patron ?? '',
      anclaje: actual?.anclaje ?? 'contains',
      promover: actual?.promover ?? [],
      ocultar: actual?.ocultar ?? [],
      impulso: actual?.impulso ?? 'ninguno',
      impulsoValor: actual?.impulsoValor ?? '',
      aviso: actual?.aviso ?? '',
      descripcion: actual?.descripcion ?? '',
      activa: actual?.activa ?? true,
      desde: actual?.desde ?? '',
      hasta: actual?.hasta ?? '',
    } as Valores,
    esquema: ReglaBodySchema,
    convertir: (v) => ({
      ...v,
      zona,
      promover: v.promover.map((p) => p.id),
      ocultar: v.ocultar.map((p) => p.id),
      impulsoValor: v.impulso === 'categoria' || v.impulso === 'marca' ? v.impulsoValor : '',
    }),
    guardar: ({ zona: _, ...datos }) =>
      actual
        ? api.editarRegla({ regla: actual.objectID, ...datos, huella })
        : api.registrarRegla({ zona, ...datos }),
    alGuardar: (r) => {
      setHuella(r.huella);
      setGuardados((n) => n + 1);
    },
    ...(actual
      ? {}
      : { aviso: MensajesBusquedaAdmin.REGISTRADA_REGLA, ir: (r: Regla) => editar(zona, r.objectID) }),
  });
  useSalidaConCambios(f.sucio);
  // The pinned and the hidden products: the form holds the products, the picker its entries.
  const elegir = (campo: 'promover' | 'ocultar') => ({
    elegidos: f.valores[campo].map((producto) => ({ producto })),
    cambiar: (elegidos: Elegido[]) =>
      f.poner(
        campo,
        elegidos.map((e) => e.producto),
      ),
    clave: 'busqueda-productos',
    buscar: (q: string) => api.productos({ q }),
    campo,
    errores: f.errores,
  });
  const { carga } = opciones;
  const valoresImpulso =
    carga.estado !== 'listo'
      ? []
      : f.valores.impulso === 'categoria'
        ? carga.datos.categorias
        : carga.datos.marcas;
  const texto = (campo: 'patron' | 'aviso' | 'descripcion', etiqueta: string, max: number, hint?: string) => (
    <Field id={`${id}-${campo}`} label={etiqueta} hint={hint} error={f.errores[campo]}>
      {(control) => (
        <input
          {...control}
          className="mv-input"
          maxLength={max}
          value={f.valores[campo]}
          onChange={(e) => f.poner(campo, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <>
      <form className={admin.formulario} onSubmit={f.enviar} noValidate>
        <ErrorGeneral f={f} />
        {texto(
          'patron',
          'Palabras de la búsqueda',
          100,
          'Por ejemplo «arroz». Mayúsculas y acentos no importan.',
        )}
        <Field id={`${id}-anclaje`} label="Se aplica cuando la búsqueda…" error={f.errores.anclaje}>
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={f.valores.anclaje}
              onChange={(e) => f.poner('anclaje', e.target.value as Anclaje)}
            >
              {(Object.keys(TEXTO_ANCLAJE) as Anclaje[]).map((a) => (
                <option key={a} value={a}>
                  {TEXTO_ANCLAJE[a].toLowerCase()} esas palabras
                </option>
              ))}
            </select>
          )}
        </Field>
        <ElegirProductos
          leyenda="Destacar primero"
          nota="Aparecen arriba de los resultados, en este orden."
          ordenable
          {...elegir('promover')}
        />
        <ElegirProductos
          leyenda="Esconder"
          nota="No aparecen en los resultados de esta búsqueda."
          {...elegir('ocultar')}
        />
        <Field
          id={`${id}-impulso`}
          label="Impulsar"
          hint="Sube en los resultados lo que cumple el filtro, sin esconder lo demás."
          error={f.errores.impulso}
        >
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={f.valores.impulso}
              onChange={(e) => {
                f.poner('impulso', e.target.value as Impulso);
                f.poner('impulsoValor', '');
              }}
            >
              {(Object.keys(IMPULSOS) as Impulso[]).map((i) => (
                <option key={i} value={i}>
                  {IMPULSOS[i]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {(f.valores.impulso === 'categoria' || f.valores.impulso === 'marca') && (
          <Field
            id={`${id}-impulsoValor`}
            label={f.valores.impulso === 'categoria' ? 'Categoría' : 'Marca'}
            error={f.errores.impulsoValor}
          >
            {(control) => (
              <select
                {...control}
                className="mv-input"
                value={f.valores.impulsoValor}
                onChange={(e) => f.poner('impulsoValor', e.target.value)}
              >
                <option value="">Elija…</option>
                {valoresImpulso.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {texto(
          'aviso',
          'Aviso en los resultados',
          140,
          'Un texto sobre los resultados, p. ej. «Oferta de la semana». Vacío: ninguno.',
        )}
        {texto('descripcion', 'Nota interna', 200, 'Solo la ve el personal.')}
        <div className={estilos.fechas}>
          {(['desde', 'hasta'] as const).map((campo) => (
            <Field
              key={campo}
              id={`${id}-${campo}`}
              label={campo === 'desde' ? 'Vigente desde' : 'Vigente hasta'}
              hint={campo === 'desde' ? 'Vacías: la regla no vence.' : undefined}
              error={f.errores[campo]}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className="mv-input"
                  value={f.valores[campo]}
                  onChange={(e) => f.poner(campo, e.target.value)}
                />
              )}
            </Field>
          ))}
        </div>
        <label>
          <input
            type="checkbox"
            checked={f.valores.activa}
            onChange={(e) => f.poner('activa', e.target.checked)}
          />{' '}
          Activa
        </label>
        <PieFormulario f={f} texto={actual ? 'Guardar cambios' : 'Registrar regla'} />
      </form>
      {actual && (
        <>
          <p className={admin.nota}>
            <Link
              to={`${enlace('busqueda/zona/:zona/vista-previa', { zona })}?q=${encodeURIComponent(actual.patron)}`}
            >
              Ver la vista previa de «{actual.patron}»
            </Link>
          </p>
          <div className={estilos.zonaPeligro}>
            <BotonBorrar
              nombre={`la regla «${actual.patron}»`}
              borrar={() => api.borrarRegla({ regla: actual.objectID, huella })}
              alBorrar={() => navigate(enlace('busqueda/zona/:zona', { zona }))}
            />
          </div>
          <HistorialCambios
            clave={`regla:${actual.objectID}`}
            version={guardados}
            leer={(pagina) => api.historialRegla({ regla: actual.objectID, pagina })}
            formato={FORMATO_REGLA}
          />
        </>
      )}
    </>
  );
}

export function RegistrarRegla({ ruta }: SubpaginaProps<'zona'>) {
  const nombre = useNombreZona()(ruta.zona);
  return (
    <PaginaAdmin titulo={`Registrar regla · ${nombre}`} migas={migasZona(ruta.zona, nombre, 'Registrar')}>
      <FormularioRegla zona={ruta.zona} actual={null} />
    </PaginaAdmin>
  );
}

export function EditarRegla({ ruta }: SubpaginaProps<'zona' | 'regla'>) {
  const { zona, regla } = ruta;
  const nombre = useNombreZona()(zona);
  const datos = useDatosAdmin(`busqueda-regla:${regla}`, () => api.regla({ regla }));
  return (
    <PaginaRegistro
      datos={datos}
      titulo="Regla"
      migas={migasZona(zona, nombre).slice(0, 2)}
      lista={{ etiqueta: nombre, href: enlace('busqueda/zona/:zona', { zona }) }}
    >
      {(actual) => (
        <PaginaAdmin titulo={`Regla: ${textoBusqueda(actual)}`} migas={migasZona(zona, nombre, 'Editar')}>
          <FormularioRegla key={actual.objectID} zona={zona} actual={actual} />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
