/**
 * The store's search synonyms (issue 37): one list for every zone (the products index is one), paged
 * by the API with its text filter in the URL; one form to register and edit a synonym (regular: every
 * word finds the others; one-way: the input word finds the others, not the other way round), its
 * deletion after a confirmation, and its history. A saved synonym applies to the next search.
 */

import {
  estilos as admin,
  type Columna,
  ErrorGeneral,
  entradaDeListado,
  HistorialCambios,
  PaginaAdmin,
  PaginaListado,
  PaginaRegistro,
  PieFormulario,
  type SubpaginaProps,
  useDatosAdmin,
  useFormulario,
  useListado,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  MensajesBusquedaAdmin,
  type Sinonimo,
  SinonimoBodySchema,
  type TipoSinonimoEditable,
} from '@mercado/shared/contracts';
import { Field, Link, navigate } from '@mercado/shared/react';
import { useId, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { api, migasSinonimos } from './api.ts';
import { BotonBorrar } from './BotonBorrar.tsx';
import * as estilos from './busqueda.module.css';
import { FORMATO_SINONIMO } from './historial.ts';
import { errorPalabras, lineas, TIPOS, textoSinonimo } from './textos.ts';

const editar = (sinonimo: string) => enlace('busqueda/sinonimo/:sinonimo', { sinonimo });

export function ListaSinonimos(props: SubpaginaProps) {
  const listado = useListado(props, { orden: 'palabras' });
  const datos = useDatosAdmin(`sinonimos?${props.search}`, () => api.sinonimos(entradaDeListado(listado)));
  const columnas: readonly Columna<Sinonimo>[] = [
    {
      clave: 'palabras',
      etiqueta: 'Palabras',
      celda: (s) => <Link to={editar(s.objectID)}>{textoSinonimo(s)}</Link>,
    },
    { clave: 'tipo', etiqueta: 'Tipo', celda: (s) => TIPOS[s.tipo] },
    {
      clave: 'acciones',
      etiqueta: 'Acciones',
      celda: (s) => (
        <BotonBorrar
          nombre={`el sinónimo «${textoSinonimo(s)}»`}
          consecuencia="Las búsquedas dejarán de usarlo."
          borrar={() => api.borrarSinonimo({ sinonimo: s.objectID, huella: s.huella })}
          alBorrar={datos.recargar}
        />
      ),
    },
  ];
  return (
    <PaginaListado
      titulo="Sinónimos del buscador"
      migas={migasSinonimos()}
      registrar={{ href: enlace('busqueda/sinonimo/registrar'), texto: 'Registrar sinónimo' }}
      buscar="Buscar palabra"
      estatus={false}
      tabla={{
        titulo: 'Sinónimos',
        columnas,
        datos,
        listado,
        claveFila: (s) => s.objectID,
        vacio: 'No hay sinónimos con estos filtros.',
      }}
    >
      <p className={admin.nota}>Valen para todas las zonas: la tienda tiene un solo índice de productos.</p>
    </PaginaListado>
  );
}

type Valores = { tipo: TipoSinonimoEditable; entrada: string; palabras: string };

function FormularioSinonimo({ actual }: { actual: Sinonimo | null }) {
  const id = useId();
  const [huella, setHuella] = useState(actual?.huella ?? '');
  const [guardados, setGuardados] = useState(0);
  const f = useFormulario({
    inicial: {
      tipo: actual?.tipo === 'oneWaySynonym' ? 'oneWaySynonym' : 'synonym',
      entrada: actual?.entrada ?? '',
      palabras: actual?.palabras.join('\n') ?? '',
    } as Valores,
    esquema: SinonimoBodySchema,
    convertir: (v) => ({
      tipo: v.tipo,
      entrada: v.tipo === 'oneWaySynonym' ? v.entrada : '',
      palabras: lineas(v.palabras),
    }),
    guardar: (datos) =>
      actual
        ? api.editarSinonimo({ sinonimo: actual.objectID, ...datos, huella })
        : api.registrarSinonimo(datos),
    alGuardar: (s) => {
      setHuella(s.huella);
      setGuardados((n) => n + 1);
    },
    ...(actual
      ? {}
      : { aviso: MensajesBusquedaAdmin.REGISTRADO_SINONIMO, ir: (s: Sinonimo) => editar(s.objectID) }),
  });
  useSalidaConCambios(f.sucio);
  const unaVia = f.valores.tipo === 'oneWaySynonym';
  return (
    <>
      <form className={admin.formulario} onSubmit={f.enviar} noValidate>
        <ErrorGeneral f={f} />
        <Field
          id={`${id}-tipo`}
          label="Tipo de sinónimo"
          hint={
            unaVia
              ? 'Quien busca la palabra de entrada también encuentra las otras; no al revés.'
              : 'Cada palabra encuentra los productos de las demás.'
          }
          error={f.errores.tipo}
        >
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={f.valores.tipo}
              onChange={(e) => f.poner('tipo', e.target.value as TipoSinonimoEditable)}
            >
              <option value="synonym">Regular (todas equivalen)</option>
              <option value="oneWaySynonym">De una vía</option>
            </select>
          )}
        </Field>
        {unaVia && (
          <Field
            id={`${id}-entrada`}
            label="Palabra de entrada"
            hint="Lo que escribe el cliente, por ejemplo «harina pan»."
            error={f.errores.entrada}
          >
            {(control) => (
              <input
                {...control}
                className="mv-input"
                maxLength={60}
                value={f.valores.entrada}
                onChange={(e) => f.poner('entrada', e.target.value)}
              />
            )}
          </Field>
        )}
        <Field
          id={`${id}-palabras`}
          label={unaVia ? 'Lo que también encuentra (una por línea)' : 'Palabras o frases (una por línea)'}
          hint="Por ejemplo: caraotas negras, frijoles negros. Mayúsculas y acentos no importan."
          error={errorPalabras(f.errores, lineas(f.valores.palabras))}
        >
          {(control) => (
            <textarea
              {...control}
              className="mv-input"
              rows={5}
              value={f.valores.palabras}
              onChange={(e) => f.poner('palabras', e.target.value)}
            />
          )}
        </Field>
        <PieFormulario f={f} texto={actual ? 'Guardar cambios' : 'Registrar sinónimo'} />
      </form>
      {actual && (
        <>
          <div className={estilos.zonaPeligro}>
            <BotonBorrar
              nombre={`el sinónimo «${textoSinonimo(actual)}»`}
              consecuencia="Las búsquedas dejarán de usarlo."
              borrar={() => api.borrarSinonimo({ sinonimo: actual.objectID, huella })}
              alBorrar={() => navigate(enlace('busqueda/sinonimo'))}
            />
          </div>
          <HistorialCambios
            clave={`sinonimo:${actual.objectID}`}
            version={guardados}
            leer={(pagina) => api.historialSinonimo({ sinonimo: actual.objectID, pagina })}
            formato={FORMATO_SINONIMO}
          />
        </>
      )}
    </>
  );
}

export function RegistrarSinonimo() {
  return (
    <PaginaAdmin titulo="Registrar sinónimo" migas={migasSinonimos('Registrar')}>
      <FormularioSinonimo actual={null} />
    </PaginaAdmin>
  );
}

export function EditarSinonimo({ ruta }: SubpaginaProps<'sinonimo'>) {
  const datos = useDatosAdmin(`sinonimo:${ruta.sinonimo}`, () => api.sinonimo({ sinonimo: ruta.sinonimo }));
  return (
    <PaginaRegistro
      datos={datos}
      titulo="Sinónimo"
      migas={migasSinonimos().slice(0, 1)}
      lista={{ etiqueta: 'Sinónimos', href: enlace('busqueda/sinonimo') }}
    >
      {(actual) => (
        <PaginaAdmin titulo={`Sinónimo «${textoSinonimo(actual)}»`} migas={migasSinonimos('Editar')}>
          {actual.tipo === 'synonym' || actual.tipo === 'oneWaySynonym' ? (
            <FormularioSinonimo key={actual.objectID} actual={actual} />
          ) : (
            <>
              <p className={admin.nota}>
                {TIPOS[actual.tipo]}: {MensajesBusquedaAdmin.NO_EDITABLE.toLowerCase()}.
              </p>
              <BotonBorrar
                nombre={`el sinónimo «${textoSinonimo(actual)}»`}
                borrar={() => api.borrarSinonimo({ sinonimo: actual.objectID, huella: actual.huella })}
                alBorrar={() => navigate(enlace('busqueda/sinonimo'))}
              />
            </>
          )}
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
