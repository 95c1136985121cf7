/**
 * Registering change owed by hand (`/admin/vuelto/registrar`): the order (its customer is the one
 * owed), the amount, the reason and why. Validated with the API's own schema (messages beside each
 * field); leaving with unsaved changes asks first; a saved one opens its page.
 */
import {
  ErrorGeneral,
  estilos,
  PaginaAdmin,
  PieFormulario,
  type SubpaginaProps,
  useFormulario,
  useSalidaConCambios,
} from '@mercado/admin-kit';
import {
  MensajesVuelto,
  VueltoRegistrarBodySchema,
  type VueltoRegistro,
} from '@mercado/shared/contracts/admin-vuelto';
import { Field } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api, MOTIVOS } from './api.ts';

const LISTA = { etiqueta: 'Vuelto', href: enlace('vuelto') };
const TITULO = 'Registrar vuelto';

export function RegistrarVuelto(_props: SubpaginaProps) {
  const f = useFormulario({
    inicial: { pedido: '', monto: '', motivo: 'otro', nota: '' },
    esquema: VueltoRegistrarBodySchema,
    // Amounts typed with a comma, as the store writes them.
    convertir: (v) => ({ ...v, monto: v.monto.trim().replace(',', '.') }),
    guardar: (body) => api.registrar({ ...body, pedido: String(body.pedido) }),
    aviso: MensajesVuelto.REGISTRADO,
    ir: (r) => enlace('vuelto/:vuelto', { vuelto: (r as VueltoRegistro).id }),
  });
  useSalidaConCambios(f.sucio);
  return (
    <PaginaAdmin titulo={TITULO} migas={[LISTA, { etiqueta: TITULO }]}>
      <form noValidate onSubmit={f.enviar} className={`mv-card ${estilos.formulario}`}>
        <ErrorGeneral f={f} />
        <p className={estilos.nota}>
          Para un caso que no se registró solo: el vuelto se debe al cliente del pedido, en su método de pago.
        </p>
        <Field id="vuelto-pedido" label="Número del pedido" error={f.errores.pedido}>
          {(control) => (
            <input
              {...control}
              className="mv-input"
              placeholder="P-000123"
              autoComplete="off"
              value={f.valores.pedido}
              onChange={(e) => f.poner('pedido', e.target.value)}
            />
          )}
        </Field>
        <Field id="vuelto-monto" label="Monto (USD)" error={f.errores.monto}>
          {(control) => (
            <input
              {...control}
              className="mv-input"
              inputMode="decimal"
              placeholder="0,00"
              value={f.valores.monto}
              onChange={(e) => f.poner('monto', e.target.value)}
            />
          )}
        </Field>
        <Field id="vuelto-motivo" label="Motivo" error={f.errores.motivo}>
          {(control) => (
            <select
              {...control}
              className="mv-input"
              value={f.valores.motivo}
              onChange={(e) => f.poner('motivo', e.target.value)}
            >
              {Object.entries(MOTIVOS).map(([valor, etiqueta]) => (
                <option key={valor} value={valor}>
                  {etiqueta}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="vuelto-nota" label="Explicación" error={f.errores.nota}>
          {(control) => (
            <textarea
              {...control}
              className="mv-input"
              rows={3}
              maxLength={300}
              value={f.valores.nota}
              onChange={(e) => f.poner('nota', e.target.value)}
            />
          )}
        </Field>
        <div className={estilos.acciones}>
          <PieFormulario f={f} texto="Registrar vuelto" />
        </div>
      </form>
    </PaginaAdmin>
  );
}
