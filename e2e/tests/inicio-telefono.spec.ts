/**
 * Issue 36, the zone home on a 390 × 844 phone: its featured blocks are rows that swipe sideways
 * (and follow the keyboard), each with a "Ver todo" page of all its products; every title is shown
 * once; the carousel's pause button sits beside the slides, never on them, and its dots keep one row
 * at 320–390 px; a slide whose image does not load is left out, and the back-office does not publish a slide without its images. The home's
 * height in phone screens is printed (it was 16.25 with the 12-card grids).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { QUICK_LIST_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { FOTO } from './admin-flujos.ts';
import { API, bearer, tokenDe } from './compra.ts';
import { signIn } from './support.ts';

const TELEFONO = { width: 390, height: 844 };
test.use({ viewport: TELEFONO });

interface Imagen {
  url: string;
}
interface Inicio {
  sliders: { id: number; alt: string; imagen: Imagen; imagenMovil: Imagen }[];
  destacados: { slug: string; titulo: string; imagen: Imagen | null; total: number }[];
}

async function inicio(page: Page): Promise<Inicio> {
  const r = await page.request.get(`${API}/api/website/inicio/${ZONA_SLUG}`);
  expect(r.ok()).toBe(true);
  return (await r.json()) as Inicio;
}

/** The store scrolled down until every featured block has been drawn (they come as they near the screen). */
async function todoDibujado(page: Page, datos: Inicio) {
  const ultimo = page.getByRole('heading', { level: 2, name: datos.destacados.at(-1)!.titulo, exact: true });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(ultimo).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Ver las listas rápidas' })).toBeVisible();
}

const fila = (page: Page, titulo: string) => page.getByRole('list', { name: titulo, exact: true });
const scrollLeft = (l: Locator) => l.evaluate((e) => e.scrollLeft);

test('the home is a few phone screens tall: its featured blocks are rows, each title once', async ({
  page,
}) => {
  const datos = await inicio(page);
  expect(datos.destacados.length).toBeGreaterThan(2);
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
  await todoDibujado(page, datos);
  const alto = await page.evaluate(() => document.documentElement.scrollHeight);
  const pantallas = alto / TELEFONO.height;
  console.log(
    `Inicio de ${ZONA_SLUG} a 390 × 844: ${alto} px, ${pantallas.toFixed(2)} pantallas (antes 16,25)`,
  );
  expect(pantallas).toBeLessThan(10);
  // Nothing wider than the phone: the rows scroll inside themselves.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

  // Each block: its title once as a heading, its products in one row, not its banner repeating the title.
  const main = page.getByRole('main');
  for (const bloque of datos.destacados) {
    await expect(main.getByRole('heading', { name: bloque.titulo, exact: true })).toHaveCount(1);
    await expect(main.getByText(bloque.titulo, { exact: true })).toHaveCount(1);
    const tarjetas = fila(page, bloque.titulo).locator(':scope > li');
    const cajas = await tarjetas.evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
    expect(new Set(cajas.map(Math.round)).size).toBe(1);
    if (bloque.imagen) await expect(main.locator(`img[src="${bloque.imagen.url}"]`)).toHaveCount(0);
  }
  const titulos = await main.getByRole('heading', { level: 2 }).allTextContents();
  expect(titulos.filter((t, i) => titulos.indexOf(t) !== i)).toEqual([]);
});

test('a row swipes sideways and follows the keyboard; "Ver todo" opens all its products', async ({
  page,
}) => {
  const datos = await inicio(page);
  const [primero, segundo] = datos.destacados;
  await page.goto(`/${ZONA_SLUG}`);
  await todoDibujado(page, datos);

  // A sideways swipe (a horizontal wheel on the row) scrolls the row, not the page.
  const uno = fila(page, primero!.titulo);
  await uno.scrollIntoViewIfNeeded();
  expect(await scrollLeft(uno)).toBe(0);
  const yAntes = await page.evaluate(() => window.scrollY);
  await uno.hover();
  await page.mouse.wheel(400, 0);
  await expect.poll(() => scrollLeft(uno)).toBeGreaterThan(100);
  expect(await page.evaluate(() => window.scrollY)).toBe(yAntes);
  // The next card peeks out of the right edge: the row shows that it goes on.
  const dos = fila(page, segundo!.titulo);
  await dos.scrollIntoViewIfNeeded();
  const bordes = await dos.evaluate((e) => ({
    fin: e.getBoundingClientRect().right,
    tercera: e.children[2]!.getBoundingClientRect(),
  }));
  expect(bordes.tercera.left).toBeLessThan(bordes.fin);
  expect(bordes.tercera.right).toBeGreaterThan(bordes.fin);

  // Tab through the second row's cards: the row scrolls to the focused one.
  await dos.getByRole('link').first().focus();
  const cuarta = dos.locator(':scope > li').nth(3);
  await expect(async () => {
    await page.keyboard.press('Tab');
    expect(await cuarta.evaluate((li) => li.contains(document.activeElement))).toBe(true);
  }).toPass({ timeout: 20_000 });
  await expect.poll(() => scrollLeft(dos)).toBeGreaterThan(0);
  const visible = await cuarta.evaluate((li) => {
    const caja = (document.activeElement as HTMLElement).getBoundingClientRect();
    const ventana = li.parentElement!.getBoundingClientRect();
    return caja.left >= ventana.left - 1 && caja.right <= ventana.right + 1;
  });
  expect(visible).toBe(true);

  // "Ver todo": a page of every product of the block, its title once.
  const r = await page.request.get(`${API}/api/website/destacado/${ZONA_SLUG}/${primero!.slug}`);
  const pagina = (await r.json()) as { productos: { items: unknown[]; total: number } };
  await page.getByRole('link', { name: `Ver todo: ${primero!.titulo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}/destacado/${primero!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: primero!.titulo })).toBeVisible();
  await expect(page.getByText(`${pagina.productos.total} productos`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(pagina.productos.items.length);
  expect(pagina.productos.total).toBeGreaterThanOrEqual(primero!.total);
  await expect(page.getByRole('heading', { name: primero!.titulo })).toHaveCount(1);
});

test("a quick list's title shows once, on its page and in the lists", async ({ page }) => {
  await page.goto(`/${ZONA_SLUG}/lista-rapida/${QUICK_LIST_SLUG}`);
  const titulo = page.getByRole('heading', { level: 1 });
  await expect(titulo).toBeVisible();
  const nombre =
    (await titulo.getAttribute('aria-label')) ?? (await titulo.locator('img').getAttribute('alt'));
  expect(nombre).toBeTruthy();
  // The list's image is its title: no text heading beside it repeating the name.
  await expect(titulo).toHaveText('');
  await expect(page.getByRole('heading', { name: nombre! })).toHaveCount(1);

  await page.goto(`/${ZONA_SLUG}/lista-rapida`);
  const tarjeta = page.getByRole('link', { name: new RegExp(`^${nombre}`) });
  await expect(tarjeta).toBeVisible();
  // The name stays for screen readers; on screen, the card's image says it.
  await expect(tarjeta.getByText(nombre!, { exact: true })).toHaveClass(/mv-visually-hidden/);
});

test("the carousel's pause button is 44 px or more and never on a slide", async ({ page }) => {
  await page.goto(`/${ZONA_SLUG}`);
  const carrusel = page.getByRole('region', { name: 'Promociones destacadas' });
  const pausa = carrusel.getByRole('button', { name: 'Pausar el carrusel' });
  await expect(pausa).toBeVisible();
  const boton = (await pausa.boundingBox())!;
  expect(boton.width).toBeGreaterThanOrEqual(44);
  expect(boton.height).toBeGreaterThanOrEqual(44);
  const diapositivas = carrusel.locator('[aria-roledescription="diapositiva"]');
  for (const caja of await diapositivas.evaluateAll((ds) =>
    ds.map((d) => {
      const r = d.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  )) {
    const solapa =
      boton.x < caja.x + caja.width &&
      caja.x < boton.x + boton.width &&
      boton.y < caja.y + caja.height &&
      caja.y < boton.y + boton.height;
    expect(solapa).toBe(false);
  }
  await pausa.click();
  await expect(carrusel.getByRole('button', { name: 'Reanudar el carrusel' })).toBeVisible();
});

test("the carousel's dots stay on one row, each a 44 px target, with 5 or 6 slides at 390 and 320 px", async ({
  page,
}) => {
  // The zone has fewer slides: its real answer is served with its slides repeated to make 5 or 6.
  let cuantas = 0;
  await page.route(new RegExp(`/api/website/inicio/${ZONA_SLUG}(\\?|$)`), async (route) => {
    const respuesta = await route.fetch();
    const datos = (await respuesta.json()) as Inicio;
    const reales = datos.sliders;
    expect(reales.length).toBeGreaterThan(0);
    datos.sliders = Array.from({ length: cuantas }, (_, i) => {
      const s = reales[i % reales.length]!;
      return { ...s, id: s.id + 10_000 * i, alt: `${s.alt} (${i + 1})` };
    });
    await route.fulfill({ response: respuesta, json: datos });
  });
  for (const n of [5, 6]) {
    for (const ancho of [390, 320]) {
      cuantas = n;
      await page.setViewportSize({ width: ancho, height: 844 });
      await page.goto(`/${ZONA_SLUG}`);
      const carrusel = page.getByRole('region', { name: 'Promociones destacadas' });
      const puntos = carrusel.getByRole('button', { name: /^Mostrar diapositiva/ });
      await expect(puntos).toHaveCount(n);
      const cajas = await puntos.evaluateAll((bs) =>
        bs.map((b) => {
          const r = b.getBoundingClientRect();
          return { top: r.top, left: r.left, right: r.right, width: r.width, height: r.height };
        }),
      );
      const donde = `${n} diapositivas a ${ancho} px: ${JSON.stringify(cajas)}`;
      expect(new Set(cajas.map((c) => Math.round(c.top))).size, donde).toBe(1);
      for (const c of cajas) {
        expect(c.width, donde).toBeGreaterThanOrEqual(44);
        expect(c.height, donde).toBeGreaterThanOrEqual(44);
        expect(c.left, donde).toBeGreaterThanOrEqual(0);
        expect(c.right, donde).toBeLessThanOrEqual(ancho);
      }
      // Each dot still shows its slide.
      await puntos.nth(n - 1).click();
      await expect(
        carrusel.locator('[aria-roledescription="diapositiva"][aria-hidden="false"]'),
      ).toHaveAttribute('aria-label', `${n} de ${n}`);
    }
  }
});

test('a slide whose image does not load is left out: no grey band, no dot for it', async ({ page }) => {
  const { sliders } = await inicio(page);
  expect(sliders.length).toBeGreaterThan(1);
  const roto = sliders[0]!;
  await page.route(
    (url) => [roto.imagen.url, roto.imagenMovil.url].some((u) => url.href.endsWith(u)),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(`/${ZONA_SLUG}`);
  const carrusel = page.getByRole('region', { name: 'Promociones destacadas' });
  await expect(carrusel.locator('[aria-roledescription="diapositiva"]')).toHaveCount(sliders.length - 1);
  await expect(carrusel.getByRole('button', { name: /^Mostrar diapositiva/ })).toHaveCount(
    sliders.length - 1,
  );
  await expect(carrusel.getByRole('button', { name: new RegExp(`: ${roto.alt}$`) })).toHaveCount(0);
  // The window is as tall as the slide shown: no empty band under it.
  const activa = carrusel.locator('[aria-roledescription="diapositiva"][aria-hidden="false"] img');
  await expect(activa).toBeVisible();
  await expect
    .poll(() =>
      activa.evaluate((img) => {
        const ventana = img.closest('[aria-live]')!.getBoundingClientRect().height;
        return Math.abs(ventana - img.getBoundingClientRect().height);
      }),
    )
    .toBeLessThan(2);
});

test('the back-office does not publish a slide without its phone image, and says why', async ({ page }) => {
  const alt = `Semana del cacao ${Date.now()}`;
  const token = await tokenDe(page.request, 'admin@demo.test');
  let id = 0;
  try {
    await signIn(page, 'admin@demo.test', `/admin/publicidad/zona/${ZONA_SLUG}/slider/registrar`);
    await page.getByLabel('Texto alternativo').fill(alt);
    await page.getByRole('button', { name: 'Registrar y subir imágenes' }).click();
    await expect(page).toHaveURL(/\/slider\/\d+$/);
    id = Number(/\/slider\/(\d+)$/.exec(page.url())![1]);
    await expect(
      page.getByText('Suba las dos imágenes: una imagen del carrusel activa sin ellas'),
    ).toBeVisible();
    await page
      .getByLabel('Imagen de escritorio')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: FOTO });
    await expect(page.getByRole('status').filter({ hasText: 'Imagen guardada' })).toBeVisible();

    await page.goto(`/admin/publicidad/zona/${ZONA_SLUG}`);
    await page.getByRole('button', { name: 'Publicar todo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publicar todo' }).click();
    const aviso = page.getByRole('alertdialog', { name: 'No se publicó' });
    await expect(aviso).toContainText(
      `La imagen del carrusel «${alt}» no tiene la imagen para teléfonos. Súbala en Carrusel o desactive esa imagen antes de publicar.`,
    );
    await aviso.getByRole('button').first().click();
    expect((await inicio(page)).sliders.map((s) => s.alt)).not.toContain(alt);

    await page.goto(`/admin/publicidad/zona/${ZONA_SLUG}/slider`);
    await expect(page.getByRole('row', { name: new RegExp(alt) })).toContainText(
      'Faltan imágenes: súbalas o desactívela para poder publicar',
    );
  } finally {
    // Inactive, it stops no other publication of the zone.
    if (id) {
      const leido = await page.request.get(`${API}/admin/publicidad/slider/${id}`, {
        headers: bearer(token),
      });
      const { version } = (await leido.json()) as { version: number };
      const apagado = await page.request.put(`${API}/admin/publicidad/slider/${id}/estatus`, {
        headers: bearer(token),
        data: { estatus: 2, version },
      });
      expect(apagado.ok()).toBe(true);
    }
  }
});
