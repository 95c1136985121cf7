/**
 * The store's configuration values, each in a form of its own saved with the value it opened (a
 * value someone else changed meanwhile is refused, nothing lost): minimum purchase, packaging cost,
 * IGTF, category icons, and the two thresholds (a rate change that asks for confirmation, a balance
 * adjustment that needs a second approval). Each takes effect for shoppers on their next page.
 */

import { ErrorGeneral, estilos, PieFormulario, useFormulario } from '@mercado/admin-kit';
import {
  AjusteUmbralEditarSchema,
  type ConfigAdmin,
  CostoEmpaquetadoEditarSchema,
  IconoCategoriaEditarSchema,
  IgtfEditarSchema,
  MinimoCompraEditarSchema,
  TasaUmbralEditarSchema,
} from '@mercado/shared/contracts/admin-config';
import { Field } from '@mercado/shared/react';
import { formatMoney, toCents } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { useEffect, useId } from 'react';
import { api } from './api.ts';
import type { PropsFormulario } from './FormTasa.tsx';

type CampoDecimal = Exclude<keyof ConfigAdmin, 'tasa' | 'iconoCategoria'>;

interface Decimal {
  campo: CampoDecimal;
  titulo: string;
  etiqueta: string;
  ayuda: string;
  actual: (valor: string) => string;
  esquema: z.ZodType;
  guardar: (cuerpo: never) => Promise<ConfigAdmin>;
}

const dolares = (valor: string) => formatMoney(toCents(valor), null);
const porcentaje = (valor: string) => `${valor.replace(/\.?0+$/, '').replace('.', ',')} %`;
const conComa = (valor: string) => valor.replace('.', ',');

const DECIMALES: readonly Decimal[] = [
  {
    campo: 'minimoCompra',
    titulo: 'Monto mínimo de compra',
    etiqueta: 'Monto mínimo (USD)',
    ayuda: 'Productos con IVA del pedido, antes del cupón (los clientes PRIME no tienen mínimo).',
    actual: dolares,
    esquema: MinimoCompraEditarSchema,
    guardar: (c) => api.adminConfig.minimoCompra(c),
  },
  {
    campo: 'costoEmpaquetado',
    titulo: 'Costo de empaquetado',
    etiqueta: 'Costo por pedido (USD)',
    ayuda: 'Se suma a cada pedido en el carrito y al pagar.',
    actual: dolares,
    esquema: CostoEmpaquetadoEditarSchema,
    guardar: (c) => api.adminConfig.costoEmpaquetado(c),
  },
  {
    campo: 'igtf',
    titulo: 'IGTF',
    etiqueta: 'Porcentaje del IGTF (%)',
    ayuda: 'Se cobra sobre la parte pagada en divisas, de 0 a 100 %.',
    actual: porcentaje,
    esquema: IgtfEditarSchema,
    guardar: (c) => api.adminConfig.igtf(c),
  },
  {
    campo: 'tasaUmbralConfirmacion',
    titulo: 'Confirmación de cambios de tasa',
    etiqueta: 'Cambio de tasa que pide confirmar (%)',
    ayuda: 'Una tasa nueva que se aleje de la vigente más que este porcentaje pide confirmación.',
    actual: porcentaje,
    esquema: TasaUmbralEditarSchema,
    guardar: (c) => api.adminConfig.tasaUmbral(c),
  },
  {
    campo: 'ajusteUmbralAprobacion',
    titulo: 'Aprobación de ajustes de saldo',
    etiqueta: 'Ajuste que pide segunda aprobación (USD)',
    ayuda: 'Un ajuste de saldo mayor que este monto lo aprueba otra persona del equipo.',
    actual: dolares,
    esquema: AjusteUmbralEditarSchema,
    guardar: (c) => api.adminConfig.ajusteUmbral(c),
  },
];

export function ValoresTienda(props: PropsFormulario) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={estilos.bloque}>
      <h2 id={id} className={estilos.subtitulo}>
        Valores de la tienda
      </h2>
      <IconosCategoria {...props} key={`icono:${props.config.iconoCategoria}`} />
      {DECIMALES.map((d) => (
        <FormDecimal {...props} d={d} key={`${d.campo}:${props.config[d.campo]}`} />
      ))}
    </section>
  );
}

/** One value: shown as it is, edited as text with a comma or a dot, saved with the value it opened. */
function FormDecimal({ config, alCambiar, alGuardar, d }: PropsFormulario & { d: Decimal }) {
  const id = useId();
  const actual = config[d.campo];
  const f = useFormulario({
    inicial: { [d.campo]: conComa(actual) } as Record<string, string>,
    esquema: d.esquema,
    convertir: (v) => ({ [d.campo]: v[d.campo], anterior: actual }),
    guardar: (cuerpo) => d.guardar(cuerpo as never),
    aviso: `${d.titulo}: cambio guardado`,
    alGuardar,
  });
  useEffect(() => alCambiar(d.campo, f.sucio), [alCambiar, d.campo, f.sucio]);
  // Unmounted once saved (the page reads the new value): it no longer holds changes.
  useEffect(() => () => alCambiar(d.campo, false), [alCambiar, d.campo]);
  return (
    <form
      noValidate
      onSubmit={f.enviar}
      aria-labelledby={`${id}-titulo`}
      className={`mv-card ${estilos.formulario}`}
    >
      <h3 id={`${id}-titulo`} className={estilos.subtituloZona}>
        {d.titulo}: {d.actual(actual)}
      </h3>
      <ErrorGeneral f={f} />
      <Field id={`${id}-valor`} label={d.etiqueta} hint={d.ayuda} error={f.errores[d.campo]}>
        {(control) => (
          <input
            {...control}
            className="mv-input"
            inputMode="decimal"
            autoComplete="off"
            value={f.valores[d.campo] ?? ''}
            onChange={(e) => f.poner(d.campo, e.target.value)}
          />
        )}
      </Field>
      <div className={estilos.acciones}>
        <PieFormulario f={f} texto="Guardar" />
      </div>
    </form>
  );
}

/** Category icons in the store's menu, on or off. */
function IconosCategoria({ config, alCambiar, alGuardar }: PropsFormulario) {
  const id = useId();
  const f = useFormulario({
    inicial: { iconoCategoria: config.iconoCategoria },
    esquema: IconoCategoriaEditarSchema,
    convertir: (v) => ({ iconoCategoria: v.iconoCategoria, anterior: config.iconoCategoria }),
    guardar: (cuerpo) => api.adminConfig.iconoCategoria(cuerpo),
    aviso: 'Iconos de categorías: cambio guardado',
    alGuardar,
  });
  useEffect(() => alCambiar('iconoCategoria', f.sucio), [alCambiar, f.sucio]);
  useEffect(() => () => alCambiar('iconoCategoria', false), [alCambiar]);
  return (
    <form
      noValidate
      onSubmit={f.enviar}
      aria-labelledby={`${id}-titulo`}
      className={`mv-card ${estilos.formulario}`}
    >
      <h3 id={`${id}-titulo`} className={estilos.subtituloZona}>
        Iconos de categorías: {config.iconoCategoria ? 'se muestran' : 'ocultos'}
      </h3>
      <ErrorGeneral f={f} />
      <label htmlFor={`${id}-icono`}>
        <input
          id={`${id}-icono`}
          type="checkbox"
          checked={f.valores.iconoCategoria}
          onChange={(e) => f.poner('iconoCategoria', e.target.checked)}
        />{' '}
        Mostrar los iconos de las categorías en el menú de la tienda
      </label>
      {f.errores.iconoCategoria && <p className={estilos.error}>{f.errores.iconoCategoria}</p>}
      <div className={estilos.acciones}>
        <PieFormulario f={f} texto="Guardar" />
      </div>
    </form>
  );
}
