/**
 * The account's calls: the typed client of the endpoint table's user domains (the profile, the
 * ratings of delivered orders), through the platform's single HTTP client (`platform.services.http`,
 * installed by the shell). This remote shows a failure as its own Spanish errors (form fields,
 * retry); session expiry is the platform's.
 */
import { calificacion } from '@mercado/shared/endpoints/calificacion';
import { usuario } from '@mercado/shared/endpoints/usuario';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ usuario, calificacion }, () => platform.services.http);

export { cuerpoDeError, mensajeDeError, statusOf } from '@mercado/shared/http/errores';
