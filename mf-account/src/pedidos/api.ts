/**
 * The calls of "Mis pedidos": the endpoint table's orders domain through the platform's single HTTP
 * client, and the orders as consultas of the parcel's store (read again on each visit).
 */
import { orden } from '@mercado/shared/endpoints/orden';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ orden }, () => platform.services.http);
