/**
 * A customer's prime membership ended and restored from their page in the back-office (issue 33):
 * Luis Herrera (seed-clientes.ts) is made prime through his seeded request, then admin@ ends the
 * membership with a reason (the confirmation names him), his page says so and its history records
 * it, and the membership is restored until its end.
 */
import { expect, test } from '@playwright/test';
import { confirmar } from './admin-flujos.ts';
import { API, bearer, tokenDe } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

test('admin@ ends a customer’s prime membership with a reason, then restores it until its end', async ({
  page,
}) => {
  const admin = await tokenDe(page.request, 'admin@demo.test');
  const pendientes = await page.request.get(
    `${API}/admin/membresia/solicitud?estado=PENDIENTE&q=luis.herrera`,
    { headers: bearer(admin) },
  );
  const [solicitud] = (await pendientes.json()).items as { id: number; version: number }[];
  const aprobada = await page.request.put(`${API}/admin/membresia/solicitud/${solicitud!.id}/aprobar`, {
    headers: bearer(admin),
    data: { version: solicitud!.version, meses: 12 },
  });
  expect(aprobada.ok()).toBe(true);
  const { cliente } = (await aprobada.json()) as { cliente: { id: string } };

  await signIn(page, 'admin@demo.test', `/admin/cliente/${cliente.id}`);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luis Herrera');
  await expect(page.getByText(/^PRIME \(membresía hasta/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restablecer membresía' })).toHaveCount(0);

  await page.getByLabel('Motivo (opcional)').fill('Pidió darse de baja');
  await page.getByRole('button', { name: 'Terminar membresía prime' }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Terminar la membresía PRIME de Luis Herrera');
  await confirmar(page, 'Terminar membresía prime');
  // The customer's type, in the summary (the history table below also says 'Normal').
  await expect(page.getByRole('definition').filter({ hasText: /^Normal$/ })).toBeVisible();
  const terminada = page.getByRole('definition').filter({ hasText: 'Motivo: Pidió darse de baja' });
  await expect(terminada).toContainText('admin@demo.test');
  await expect(page.getByRole('button', { name: 'Terminar membresía prime' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Historial de cambios' })).toContainText(
    'Pidió darse de baja',
  );

  await page.getByRole('button', { name: 'Restablecer membresía' }).click();
  await expect(dialogo).toContainText('Restablecer la membresía PRIME de Luis Herrera');
  await confirmar(page, 'Restablecer membresía');
  await expect(page.getByText(/^PRIME \(membresía hasta/)).toBeVisible();
  await expect(page.getByText('Membresía terminada')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Terminar membresía prime' })).toBeVisible();
});
