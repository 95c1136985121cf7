/** The typed client of the picking entries and the order status change, through the platform's http client. */
import type { ModalidadVenta, Sustitucion, TipoEnvio } from '@mercado/shared/contracts';
import { adminPedido } from '@mercado/shared/endpoints/admin-pedido';
import { adminPreparacion } from '@mercado/shared/endpoints/admin-preparacion';
import { website } from '@mercado/shared/endpoints/website';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { formatQuantity } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';

export const api = createApiClient({ adminPedido, adminPreparacion, website }, () => platform.services.http);

export const cantidad = (valor: string, modalidad: ModalidadVenta) => formatQuantity(valor, modalidad);

export const TIPO_ENVIO_NOMBRES: Record<TipoEnvio, string> = {
  delivery: 'Entrega',
  pickup: 'Retiro en tienda',
};
/** The customer's preference, short, as the picker reads it on the shelf. */
export const PREFERENCIA: Record<Sustitucion, string> = {
  reemplazar: 'Acepta reemplazo',
  no_reemplazar: 'No reemplazar',
};

export const enlaces = {
  zonas: enlace('pedido/preparacion'),
  zona: (zona: string) => enlace('pedido/preparacion/:zona', { zona }),
  franja: (zona: string, f: { tipo: TipoEnvio; fecha: string; horarioId: number }) =>
    enlace('pedido/preparacion/:zona/:tipo/:fecha/:horario', {
      zona,
      tipo: f.tipo,
      fecha: f.fecha,
      horario: f.horarioId,
    }),
  imprimir: (zona: string, f: { tipo: TipoEnvio; fecha: string; horarioId: number }) =>
    enlace('pedido/preparacion/:zona/:tipo/:fecha/:horario/imprimir', {
      zona,
      tipo: f.tipo,
      fecha: f.fecha,
      horario: f.horarioId,
    }),
};
