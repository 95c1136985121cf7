/** The `tarjeta` section's pages by their key in the description (their pattern under /admin). */
import { Ajustes } from './Ajustes.tsx';
import { Movimiento } from './Movimiento.tsx';
import { SaldoCliente } from './SaldoCliente.tsx';
import { Saldos } from './Saldos.tsx';
import { Solicitud } from './Solicitud.tsx';
import { Solicitudes } from './Solicitudes.tsx';

export const paginasTarjeta = {
  'tarjeta/solicitud': Solicitudes,
  'tarjeta/solicitud/:solicitud': Solicitud,
  'tarjeta/saldo': Saldos,
  'tarjeta/saldo/ajuste': Ajustes,
  'tarjeta/saldo/ajuste/:usuario': SaldoCliente,
  'tarjeta/saldo/historial/:tipo/:id': Movimiento,
};
