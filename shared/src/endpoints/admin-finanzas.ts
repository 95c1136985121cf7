/** The back-office's finanzas section (issue 35): the finance daily summary and the ledger-equals-balances check. */
import { CuadreSchema, ResumenDiarioSchema, ResumenQuerySchema } from '../contracts/admin-finanzas.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { binaryResponse, endpoint } from './endpoint.ts';

// The zone is optional (the whole store without it): its role is checked by the handler when given.
const acceso = accesoDe('finanzas');

export const adminFinanzas = {
  resumen: endpoint({
    method: 'GET',
    path: '/admin/finanzas/resumen',
    summary:
      'El resumen diario de un período: pedidos pagados por método, saldo emitido y gastado, tarjetas vendidas y canjeadas, vuelto y ajustes, en USD y en bolívares a la tasa de cada día',
    access: acceso,
    query: ResumenQuerySchema,
    response: ResumenDiarioSchema,
  }),
  resumenCsv: endpoint({
    method: 'GET',
    path: '/admin/finanzas/resumen/csv',
    summary: 'El mismo resumen en CSV, un día por fila (separado por punto y coma, decimales con coma)',
    access: acceso,
    query: ResumenQuerySchema,
    response: binaryResponse('text/csv; charset=utf-8'),
  }),
  cuadre: endpoint({
    method: 'GET',
    path: '/admin/finanzas/cuadre',
    summary:
      'Revisa que el libro de saldo cuadre con los saldos: cada saldo es la suma de sus movimientos, cada movimiento sigue al anterior, ninguno bajo cero, cada reverso una vez, y lo emitido menos lo gastado es la suma de los saldos',
    access: acceso,
    response: CuadreSchema,
  }),
};

// The section's contracts, for the API and the back-office (one import path, no package entry of its own).
export {
  type Cifra,
  CUADRE_MAX_DIFERENCIAS,
  type Cuadre,
  type DiaResumen,
  type Diferencia,
  type Medida,
  RESUMEN_MAX_DIAS,
  type ResumenDiario,
  type ResumenQuery,
} from '../contracts/admin-finanzas.ts';
