/** The typed clients of the customer sections' entries (the endpoint table), through the platform's http client. */
import {
  adminBorrarCuenta,
  adminCliente,
  adminMembresia,
  adminReferido,
} from '@mercado/shared/endpoints/admin-clientes';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient(
  { adminMembresia, adminCliente, adminBorrarCuenta, adminReferido },
  () => platform.services.http,
);
