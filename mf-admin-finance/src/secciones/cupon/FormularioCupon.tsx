/**
 * The pages 'cupon/registrar' and 'cupon/:cupon/editar': one form for every rule the checkout applies
 * (the API's own schema checks it before sending), the code and name checked as the user types, and,
 * for a saved coupon, its uses and its history. Leaving with unsaved changes asks first.
 */

import {
  BotonEstatus,
  type Disponibilidad,
  ErrorGeneral,
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  PieFormulario,
  type SubpaginaProps,
  useDatosAdmin,
  useDisponible,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  type CuponAdmin,
  type CuponFormEditar,
  CuponRegistrarSchema,
} from '@mercado/shared/contracts/admin-cupon';
import { Field } from '@mercado/shared/react';
import { caracasDay } from '@mercado/shared/rules';
import { useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { Casillas } from './Casillas.tsx';
import * as propios from './cupon.module.css';
import { FORMATO_CUPON } from './historial.ts';
import { UsosCupon } from './UsosCupon.tsx';

const LISTA = { etiqueta: 'Cupones', href: enlace('cupon') };

type Opciones = Omit<CuponFormEditar, 'cupon'>;

type Valores = {
  codigo: string;
  nombre: string;
  porcentaje: boolean;
  valor: string;
  minimoCompra: string;
  fechaInicio: string;
  fechaFin: string;
  limiteUsuario: string;
  limiteTotal: string;
  publico: boolean;
  zonas: number[];
  usuarioTipos: number[];
  /** E-mails, one per line (or separated by commas or spaces). */
  clientes: string;
};

const coma = (v: string) => v.replace('.', ',');

function valoresDe(c: CuponAdmin | null): Valores {
  const hoy = caracasDay(new Date());
  return {
    codigo: c?.codigo ?? '',
    nombre: c?.nombre ?? '',
    porcentaje: c?.porcentaje ?? true,
    valor: c ? coma(c.valor) : '',
    minimoCompra: c ? coma(c.minimoCompra) : '0',
    fechaInicio: c?.fechaInicio ?? hoy,
    fechaFin: c?.fechaFin ?? hoy,
    limiteUsuario: String(c?.limiteUsuario ?? 1),
    limiteTotal: String(c?.limiteTotal ?? 0),
    publico: c?.publico ?? false,
    zonas: c?.zonas.map((z) => z.id) ?? [],
    usuarioTipos: c?.usuarioTipos ?? [],
    clientes: c?.clientes.join('\n') ?? '',
  };
}

const entero = (v: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN);

/** The body the API takes, from what the inputs hold. */
const convertir = (v: Valores) => ({
  ...v,
  limiteUsuario: entero(v.limiteUsuario),
  limiteTotal: entero(v.limiteTotal),
  clientes: v.clientes.split(/[\s,;]+/).filter(Boolean),
});

export function RegistrarCupon(_: SubpaginaProps) {
  const datos = useDatosAdmin('cupon-formregistrar', () => api.formRegistrar());
  return (
    <PaginaRegistro datos={datos} titulo="Registrar cupón" lista={LISTA}>
      {(opciones) => <Formulario opciones={opciones} inicial={null} />}
    </PaginaRegistro>
  );
}

export function EditarCupon({ ruta }: SubpaginaProps<'cupon'>) {
  const id = Number(ruta.cupon);
  const datos = useDatosAdmin(`cupon-formeditar:${id}`, () => api.formEditar({ id }));
  return (
    <PaginaRegistro datos={datos} titulo="Cupón" lista={LISTA}>
      {({ cupon, ...opciones }) => <Formulario key={cupon.id} opciones={opciones} inicial={cupon} />}
    </PaginaRegistro>
  );
}

/** 'Código disponible' / 'Ese código ya está en uso' while typing. */
function hint(estado: Disponibilidad, que: 'código' | 'nombre'): string | null {
  if (estado === 'comprobando') return 'Comprobando disponibilidad…';
  if (estado === 'libre') return que === 'código' ? 'Código disponible' : 'Nombre disponible';
  if (estado === 'en-uso') return `Ese ${que} ya está en uso`;
  return null;
}

/** The first message for a list field or one of its items ('clientes.2'). */
const errorDeLista = (errores: Readonly<Record<string, string>>, campo: string) =>
  errores[campo] ?? Object.entries(errores).find(([k]) => k.startsWith(`${campo}.`))?.[1];

function Formulario({ opciones, inicial }: { opciones: Opciones; inicial: CuponAdmin | null }) {
  const [cupon, setCupon] = useState(inicial);
  const f = useFormulario({
    inicial: valoresDe(inicial),
    esquema: CuponRegistrarSchema,
    convertir,
    guardar: (body) =>
      cupon ? api.editar({ id: cupon.id, ...body, version: cupon.version }) : api.registrar(body),
    aviso: cupon ? 'Cambios guardados' : 'Cupón registrado',
    ...(cupon ? {} : { ir: (r: CuponAdmin) => enlace('cupon/:cupon/editar', { cupon: r.id }) }),
    alGuardar: (r) => {
      setCupon(r);
      f.reiniciar(valoresDe(r));
    },
  });
  useSalidaConCambios(f.sucio);
  const propio = cupon ? { id: cupon.id } : {};
  const codigoLibre = useDisponible(
    f.valores.codigo.trim().toUpperCase(),
    (codigo) => api.verificar({ codigo, ...propio }),
    cupon?.codigo,
  );
  const nombreLibre = useDisponible(
    f.valores.nombre,
    (nombre) => api.verificar({ nombre, ...propio }),
    cupon?.nombre,
  );
  const recargar = async () => {
    if (!cupon) return;
    const { cupon: actual } = await api.formEditar({ id: cupon.id });
    setCupon(actual);
    f.reiniciar(valoresDe(actual));
  };
  // A status change moves the version: the form keeps what is typed and saves on the new one.
  const releerEstatus = async () => {
    if (cupon) setCupon((await api.formEditar({ id: cupon.id })).cupon);
  };
  const titulo = cupon ? `Cupón ${cupon.codigo}` : 'Registrar cupón';
  const texto = (
    campo: keyof Valores,
    etiqueta: string,
    extra: { hint?: string | null; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Field id={`cupon-${campo}`} label={etiqueta} error={f.errores[campo]} hint={extra.hint}>
      {(control) => (
        <input
          {...control}
          className="mv-input"
          inputMode={extra.inputMode}
          value={f.valores[campo] as string}
          onChange={(e) => f.poner(campo, e.target.value)}
        />
      )}
    </Field>
  );
  const fecha = (campo: 'fechaInicio' | 'fechaFin', etiqueta: string) => (
    <Field id={`cupon-${campo}`} label={etiqueta} error={f.errores[campo]}>
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
  );
  return (
    <PaginaAdmin
      titulo={titulo}
      migas={[LISTA, { etiqueta: cupon?.codigo ?? 'Registrar' }]}
      acciones={
        cupon && (
          <BotonEstatus
            estatus={cupon.estatus}
            nombre={`el cupón «${cupon.codigo}»`}
            consecuencia="Los clientes no podrán aplicarlo en el checkout."
            cambiar={(estatus) => api.estatus({ id: cupon.id, estatus, version: cupon.version })}
            alCambiar={releerEstatus}
          />
        )
      }
    >
      <form className={`mv-card ${estilos.formulario}`} onSubmit={f.enviar} noValidate aria-label="Cupón">
        <ErrorGeneral f={f} />
        {f.conflicto && (
          <button type="button" className="mv-button mv-button--secondary" onClick={recargar}>
            Recargar la versión actual
          </button>
        )}
        {texto('codigo', 'Código', { hint: hint(codigoLibre, 'código') ?? 'Se guarda en mayúsculas' })}
        {texto('nombre', 'Nombre', { hint: hint(nombreLibre, 'nombre') })}
        <fieldset className={propios.grupo}>
          <legend>Tipo de descuento</legend>
          <label className={propios.casilla}>
            <input
              type="radio"
              name="cupon-porcentaje"
              checked={f.valores.porcentaje}
              onChange={() => f.poner('porcentaje', true)}
            />
            Porcentaje
          </label>
          <label className={propios.casilla}>
            <input
              type="radio"
              name="cupon-porcentaje"
              checked={!f.valores.porcentaje}
              onChange={() => f.poner('porcentaje', false)}
            />
            Monto fijo (USD)
          </label>
        </fieldset>
        <div className={propios.dosColumnas}>
          {texto('valor', f.valores.porcentaje ? 'Valor (%)' : 'Valor (USD)', { inputMode: 'decimal' })}
          {texto('minimoCompra', 'Compra mínima (USD)', {
            inputMode: 'decimal',
            hint: 'Productos con IVA, antes del cupón. 0 = sin mínimo',
          })}
          {fecha('fechaInicio', 'Desde')}
          {fecha('fechaFin', 'Hasta')}
          {texto('limiteUsuario', 'Usos por cliente', { inputMode: 'numeric', hint: '0 = sin límite' })}
          {texto('limiteTotal', 'Usos en total', { inputMode: 'numeric', hint: '0 = sin límite' })}
        </div>
        <Casillas
          leyenda="Zonas (ninguna: todas las zonas)"
          opciones={opciones.zonas.map((z) => ({
            id: z.id,
            nombre: z.estatus === 1 ? z.nombre : `${z.nombre} (inactiva)`,
          }))}
          elegidos={f.valores.zonas}
          cambiar={(ids) => f.poner('zonas', ids)}
          error={errorDeLista(f.errores, 'zonas')}
        />
        <Casillas
          leyenda="Tipos de usuario (ninguno: todos)"
          opciones={opciones.usuarioTipos.map((t) => ({ id: t.tipo, nombre: t.nombre }))}
          elegidos={f.valores.usuarioTipos}
          cambiar={(ids) => f.poner('usuarioTipos', ids)}
          error={errorDeLista(f.errores, 'usuarioTipos')}
        />
        <Field
          id="cupon-clientes"
          label="Clientes asignados (correos)"
          hint="Uno por línea. Sin clientes, lo usa quien tenga el código."
          error={errorDeLista(f.errores, 'clientes')}
        >
          {(control) => (
            <textarea
              {...control}
              className="mv-input"
              rows={3}
              value={f.valores.clientes}
              onChange={(e) => f.poner('clientes', e.target.value)}
            />
          )}
        </Field>
        <label className={propios.casilla}>
          <input
            type="checkbox"
            checked={f.valores.publico}
            onChange={(e) => f.poner('publico', e.target.checked)}
          />
          Público: se ofrece a todos los clientes en «Mis cupones»
        </label>
        <div className={estilos.acciones}>
          <PieFormulario f={f} texto={cupon ? 'Guardar cambios' : 'Registrar'} />
        </div>
      </form>
      {cupon && (
        <>
          <UsosCupon id={cupon.id} version={cupon.version} />
          <HistorialCambios
            clave={`cupon:${cupon.id}`}
            version={cupon.version}
            leer={(pagina) => api.historial({ id: cupon.id, pagina })}
            formato={FORMATO_CUPON}
          />
        </>
      )}
    </PaginaAdmin>
  );
}
