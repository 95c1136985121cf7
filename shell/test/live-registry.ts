/**
 * The registry a deploy of every remote publishes: each remote's own description (its
 * src/descripcion.ts, what its build writes as mf-description.json) with placeholder manifests.
 */
import { type Registry, RegistrySchema, resolveRegistry } from '@mercado/shared/federation';
import { descripcion as account } from '../../mf-account/src/descripcion.ts';
import { descripcion as adminCatalog } from '../../mf-admin-catalog/src/descripcion.ts';
import { descripcion as adminFinance } from '../../mf-admin-finance/src/descripcion.ts';
import { descripcion as adminOrders } from '../../mf-admin-orders/src/descripcion.ts';
import { descripcion as checkout } from '../../mf-checkout/src/descripcion.ts';
import { descripcion as storefront } from '../../mf-storefront/src/descripcion.ts';

export const DESCRIPTIONS = [storefront, checkout, account, adminCatalog, adminOrders, adminFinance];

export const LIVE_REGISTRY: Registry = resolveRegistry(
  RegistrySchema.parse({
    remotes: DESCRIPTIONS.map((description) => ({
      name: description.name,
      manifestUrl: `http://localhost/${description.name}/mf-manifest.json`,
      version: '1',
      description,
    })),
  }),
);
