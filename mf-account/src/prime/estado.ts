/** The prime page's data (decision 0012): everything it shows, read again on each visit and after a request. */
import { consulta } from '@mercado/shared/consulta';
import { api } from './api.ts';

export const resumenPrime = consulta(() => api.solicitudCliente.planesPrime());
