/** How a coupon's history reads: its fields as the form names them; zones, types and customers as lists. */

import { type FormatoHistorial, valores } from '@mercado/admin-kit';
import { formatCalendarDay } from '@mercado/shared/rules';

const dia = (v: unknown) => (typeof v === 'string' ? formatCalendarDay(v) : String(v));
const limite = (v: unknown) => (Number(v) === 0 ? 'Sin límite' : String(v));

export const FORMATO_CUPON: FormatoHistorial = {
  codigo: { etiqueta: 'Código' },
  nombre: { etiqueta: 'Nombre' },
  porcentaje: { etiqueta: 'Tipo de descuento', valor: (v) => (v === true ? 'Porcentaje' : 'Monto fijo') },
  valor: { etiqueta: 'Valor' },
  minimoCompra: { etiqueta: 'Compra mínima', valor: valores.dinero },
  fechaInicio: { etiqueta: 'Desde', valor: dia },
  fechaFin: { etiqueta: 'Hasta', valor: dia },
  limiteUsuario: { etiqueta: 'Usos por cliente', valor: limite },
  limiteTotal: { etiqueta: 'Usos en total', valor: limite },
  publico: { etiqueta: 'Público', valor: valores.siNo },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
  zonas: { etiqueta: 'Zonas', valor: valores.lista },
  usuarioTipos: { etiqueta: 'Tipos de usuario', valor: valores.lista },
  clientes: { etiqueta: 'Clientes asignados', valor: valores.lista },
};
