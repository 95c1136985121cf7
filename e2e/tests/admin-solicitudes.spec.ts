/**
 * The requests staff decide, after their pages became one component (issue 32): an account-deletion
 * request and a referral reward rejected from their pages with a reason. The list links to the record,
 * the decision asks for confirmation, the page then shows the status, the reason and the history, and
 * the decision is gone; the list shows the new status. A decision the server would refuse (crediting
 * a reward before the referred customer's first delivered order) is disabled with its reason (issue
 * 33). Seeded requests (seed-clientes.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { confirmar } from './admin-flujos.ts';
import { expectSignedIn, signIn } from './support.ts';

async function rechazar(page: Page, motivo: string) {
  await page.getByLabel('Motivo del rechazo').fill(motivo);
  await page.getByRole('button', { name: 'Rechazar', exact: true }).click();
  await confirmar(page, 'Rechazar');
  await expect(page.getByText('Rechazada', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(motivo).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechazar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Historial de cambios' })).toBeVisible();
}

test('an account-deletion request rejected with its reason: the page and the list say so', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', '/admin/borrar-cuenta?q=rosa.mendoza');
  await expectSignedIn(page);
  const fila = page.getByRole('row').filter({ hasText: 'Rosa Mendoza' });
  await expect(fila).toContainText('Pendiente');
  await fila.getByRole('link', { name: /^Solicitud \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('para borrar una cuenta');
  await expect(page.getByText('Me mudé fuera del país')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Borrar la cuenta' })).toBeVisible();
  await rechazar(page, 'Tiene un pedido en curso');
  await expect(page.getByRole('button', { name: 'Borrar la cuenta' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Borrar Cuentas' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Rosa Mendoza' })).toContainText('Rechazada');
});

test('a referral reward rejected with its reason: the page and the list say so', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin/referido?q=jorge.salas');
  await expectSignedIn(page);
  const fila = page.getByRole('row').filter({ hasText: 'Jorge Salas' });
  await fila.getByRole('link', { name: /^Referido \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Referido');
  await expect(page.getByText('Carmen Rivas').first()).toBeVisible();
  // Not offered while the server would refuse it: disabled, with the reason beside it.
  await expect(page.getByText('Aún no', { exact: true })).toBeVisible();
  const acreditar = page.getByRole('button', { name: 'Acreditar' });
  await expect(acreditar).toBeDisabled();
  await expect(acreditar).toHaveAccessibleDescription(
    'El referido aún no tiene un pedido entregado: la recompensa no se puede acreditar',
  );
  await rechazar(page, 'El referido no completó su primer pedido');
  await expect(page.getByRole('button', { name: 'Acreditar' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Referidos' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Jorge Salas' })).toContainText('Rechazada');
});
