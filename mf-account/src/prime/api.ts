/**
 * The prime and referral pages' calls (issue 34): the customer's requests domain (prime's plans and
 * request) and the referral domain, through the platform's single HTTP client.
 */
import { referido } from '@mercado/shared/endpoints/referido';
import { solicitudCliente } from '@mercado/shared/endpoints/solicitud-cliente';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ solicitudCliente, referido }, () => platform.services.http);
