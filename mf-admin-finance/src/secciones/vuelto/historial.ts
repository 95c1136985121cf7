/** How a change owed's history reads: the fields the API records, in words. */
import { type FormatoHistorial, valores } from '@mercado/admin-kit';
import { ESTADOS, FORMAS, MOTIVOS } from './api.ts';

export const FORMATO_VUELTO: FormatoHistorial = {
  pedido: { etiqueta: 'Pedido' },
  monto: { etiqueta: 'Monto', valor: valores.dinero },
  motivo: { etiqueta: 'Motivo', valor: valores.opcion(MOTIVOS) },
  nota: { etiqueta: 'Explicación' },
  estatus: { etiqueta: 'Estatus', valor: valores.opcion(ESTADOS) },
  forma: { etiqueta: 'Liquidado', valor: valores.opcion(FORMAS) },
  pagadoPor: { etiqueta: 'Pagado por' },
  movimiento: { etiqueta: 'Movimiento de saldo N.º' },
};
