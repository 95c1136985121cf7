/** The typed client of the catalogue sections, made from their endpoint entries (decision 0010). */
import { adminCategoria } from '@mercado/shared/endpoints/admin-categoria';
import { adminEtiqueta } from '@mercado/shared/endpoints/admin-etiqueta';
import { adminProducto } from '@mercado/shared/endpoints/admin-producto';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient(
  { adminCategoria, adminEtiqueta, adminProducto },
  () => platform.services.http,
);
