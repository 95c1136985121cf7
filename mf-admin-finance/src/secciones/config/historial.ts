/** How the configuration's history reads: each value as the page names it, amounts in dollars. */
import { type FormatoHistorial, valores } from '@mercado/admin-kit';
import { formatRate } from '@mercado/shared/rules';

const porcentaje = (valor: unknown) => `${String(valor).replace('.', ',')} %`;

export const FORMATO_CONFIG: FormatoHistorial = {
  tasa: { etiqueta: 'Tasa del día (Bs. por USD)', valor: (v) => `Bs. ${formatRate(String(v))}` },
  minimoCompra: { etiqueta: 'Monto mínimo de compra', valor: valores.dinero },
  costoEmpaquetado: { etiqueta: 'Costo de empaquetado', valor: valores.dinero },
  igtf: { etiqueta: 'IGTF', valor: porcentaje },
  iconoCategoria: { etiqueta: 'Iconos de categorías', valor: valores.siNo },
  tasaUmbralConfirmacion: { etiqueta: 'Cambio de tasa que pide confirmar', valor: porcentaje },
  ajusteUmbralAprobacion: { etiqueta: 'Ajuste de saldo que pide segunda aprobación', valor: valores.dinero },
};
