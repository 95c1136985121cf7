/**
 * Issue 36, "too many requests" while placing the order, on a 390 px phone: the checkout retries a
 * 429 after its Retry-After three times ("Reintentando…"); when the last retry is refused too, it
 * stops, says so in an alert that takes the focus, keeps what the shopper entered and offers
 * "Reintentar", which places the order with the same idempotency key: one order, made by the API.
 * Only the 429s are injected (on the one request that places the order); the order is the real API's.
 */
import { expect, test } from '@playwright/test';
import { PAGO_MOVIL_BANK_CODE, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import {
  API,
  bearer,
  cancelarSinPagar,
  carritoCafeYHarina,
  elegirPrimeraFranja,
  entrar,
  sinPagar,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';

const Z = ZONA_SLUG;
test.use({ viewport: { width: 390, height: 844 } });

/** The initial call and its three automatic retries (REINTENTOS_429 in mf-checkout's espera.ts). */
const RECHAZOS = 4;
const NOTA = 'Tocar el timbre del apartamento 4B';

test('placing refused with 429 past the automatic retries: an alert with "Reintentar", then one order with what was entered', async ({
  page,
}) => {
  const token = await tokenDe(page.request, 'cliente@demo.test');
  await cancelarSinPagar(page.request, token);
  await carritoCafeYHarina(page.request, token);
  try {
    await entrar(page, 'cliente@demo.test');
    await page.goto(`/${Z}/pago/0`);
    await elegirPrimeraFranja(page, 'Horario de entrega');
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await page.getByRole('radio', { name: /Pago Móvil/ }).check();
    await page.getByLabel('Banco desde el que pagará').selectOption(PAGO_MOVIL_BANK_CODE);
    await page.getByLabel('Teléfono desde el que pagará').fill('0414-5551234');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const nota = page.getByLabel('Nota para el pedido (opcional)');
    await nota.fill(NOTA);

    // The placing request: its first RECHAZOS calls are refused with 429; the rest reach the API.
    const claves: string[] = [];
    await page.route(/\/registrar(\?|$)/, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      claves.push((route.request().postDataJSON() as { idempotencia: string }).idempotencia);
      if (claves.length > RECHAZOS) return route.fallback();
      await route.fulfill({
        status: 429,
        headers: {
          'access-control-allow-origin': 'http://localhost:3000',
          'access-control-allow-credentials': 'true',
          'access-control-expose-headers': 'Retry-After',
          'retry-after': '1',
        },
        json: { mensaje: 'Demasiadas solicitudes. Intente de nuevo en unos minutos' },
      });
    });
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page.getByText('Reintentando…')).toBeVisible();

    // The last retry refused: the page stops, and the alert with its button takes the focus.
    const alerta = page.getByRole('alert').filter({ hasText: 'su pedido aún no se registró' });
    await expect(alerta).toBeVisible({ timeout: 15_000 });
    await expect(alerta).toBeFocused();
    await expect(alerta).toContainText('pulse «Reintentar». Su pedido no se duplicará.');
    const reintentar = alerta.getByRole('button', { name: 'Reintentar' });
    await expect(reintentar).toBeEnabled();
    await expect(page.getByText('Reintentando…')).toHaveCount(0);
    expect(claves).toHaveLength(RECHAZOS);
    // No further call on its own (a retry would come after 1 s), and nothing was placed.
    await page.waitForTimeout(2_000);
    expect(claves).toHaveLength(RECHAZOS);
    expect(await sinPagar(page.request, token)).toHaveLength(0);
    // What the shopper entered is still there.
    await expect(nota).toHaveValue(NOTA);
    await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();

    const respuesta = page.waitForResponse(
      (r) => r.url().includes('/registrar') && r.request().method() === 'POST' && r.status() !== 429,
    );
    await reintentar.click();
    const r = await respuesta;
    expect(r.status(), await r.text()).toBe(201);
    const { orden } = (await r.json()) as { orden: { id: number; numero: string } };
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `¡Gracias! Recibimos su pedido ${orden.numero}`,
    );

    // Every call carried the one key of this checkout; the API made one order, with what was entered.
    expect(claves).toHaveLength(RECHAZOS + 1);
    expect(new Set(claves).size).toBe(1);
    expect((await sinPagar(page.request, token)).map((o) => o.id)).toEqual([orden.id]);
    const leida = await page.request.get(`${API}/usuario/orden/${orden.id}/usuario`, {
      headers: bearer(token),
    });
    expect(leida.ok()).toBe(true);
    const detalle = (await leida.json()) as {
      nota: string | null;
      pago: { metodo: string | null; telefono: string | null };
    };
    expect(detalle.nota).toBe(NOTA);
    expect(detalle.pago.metodo).toBe('pago_movil');
    expect(detalle.pago.telefono).toMatch(/5551234$/);
  } finally {
    await cancelarSinPagar(page.request, token);
    await vaciarCarritos(page.request, token);
  }
});
