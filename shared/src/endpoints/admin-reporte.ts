/** Back-office reports (spec §2 `reporte`, ROLE_PUBLICIDAD): purchases per customer. */
import {
  CompraUsuarioCsvQuerySchema,
  CompraUsuarioQuerySchema,
  CompraUsuarioReporteSchema,
} from '../contracts/admin-reporte.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { binaryResponse, endpoint } from './endpoint.ts';

const acceso = { ...accesoDe('reporte'), zona: { query: 'zona' } } as const;

export const adminReporte = {
  compraUsuario: endpoint({
    method: 'GET',
    path: '/admin/reporte/compra-usuario',
    summary:
      'Las compras de cada cliente en una zona y un período, por páginas, con el total y los diez primeros',
    access: acceso,
    query: CompraUsuarioQuerySchema,
    response: CompraUsuarioReporteSchema,
  }),
  compraUsuarioCsv: endpoint({
    method: 'GET',
    path: '/admin/reporte/compra-usuario/csv',
    summary: 'El mismo reporte completo en CSV (separado por punto y coma, decimales con coma)',
    access: acceso,
    query: CompraUsuarioCsvQuerySchema,
    response: binaryResponse('text/csv; charset=utf-8'),
  }),
};
