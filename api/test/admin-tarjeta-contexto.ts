/** What the tarjeta back-office tests share: a customer's card request made as the customer makes it, and calls. */
import { randomUUID } from 'node:crypto';
import { compradorNuevo } from './checkout-helpers.ts';
import { bearer, type TestApp } from './helpers.ts';

export const PAGO_MOVIL = {
  metodo: 'pago_movil',
  referencia: '123456',
  banco: '0134',
  telefono: '0414-5551234',
};

export async function pedir(t: TestApp, token: string, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

/** A new customer and their pending balance-card request (own by default). */
export async function solicitudNueva(
  t: TestApp,
  datos: { monto?: string; referencia?: string; emailDestino?: string } = {},
) {
  const c = await compradorNuevo(t, randomUUID().slice(0, 8));
  const r = await pedir(t, c.token, 'POST', '/usuario/tarjeta/solicitud/procesarcomprar', {
    monto: datos.monto ?? '20.00',
    destino: datos.emailDestino ? 'regalo' : 'propio',
    ...(datos.emailDestino ? { emailDestino: datos.emailDestino } : {}),
    ...PAGO_MOVIL,
    referencia: datos.referencia ?? String(100000 + Math.floor(Math.random() * 800000)),
  });
  if (r.statusCode !== 201) throw new Error(r.body);
  return { id: r.json().id as number, version: 1, cliente: c };
}
