/**
 * docs/architecture.md says where each back-office section lives, which role opens it and which
 * endpoint domains exist: this keeps it true to the descriptions, SECCIONES_ADMIN and the endpoint table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECCIONES_ADMIN } from '../shared/src/contracts/secciones-admin.ts';
import { endpoints } from '../shared/src/endpoints/index.ts';
import { remoteFolders } from './boundaries.ts';
import { ROOT } from './platform-layout.ts';

const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

/** The rows of the table under `heading`, as cells without their backquotes. */
function tabla(heading: string): string[][] {
  const desde = doc.indexOf(`\n## ${heading}\n`);
  expect(desde, heading).toBeGreaterThan(-1);
  const seccion = doc.slice(desde + 1).split('\n## ')[0] ?? '';
  return seccion
    .split('\n')
    .filter((linea) => linea.startsWith('|') && !/^\|\s*-/.test(linea))
    .slice(1)
    .map((linea) =>
      linea
        .split('|')
        .slice(1, -1)
        .map((celda) => celda.trim().replaceAll('`', '')),
    );
}

interface Descripcion {
  navigation?: { admin?: { secciones: readonly { slug: string }[] } };
}

async function seccionesPorRemoto(): Promise<Map<string, string[]>> {
  const porRemoto = new Map<string, string[]>();
  for (const remoto of remoteFolders(ROOT)) {
    const { descripcion } = (await import(path.join(ROOT, remoto, 'src/descripcion.ts'))) as {
      descripcion: Descripcion;
    };
    const secciones = descripcion.navigation?.admin?.secciones.map((s) => s.slug) ?? [];
    if (secciones.length) porRemoto.set(remoto, secciones);
  }
  return porRemoto;
}

describe('docs/architecture.md', () => {
  it('puts every back-office section in the remote that describes it, with its role', async () => {
    const porRemoto = await seccionesPorRemoto();
    const descritas = [...porRemoto].flatMap(([remoto, slugs]) => slugs.map((slug) => `${slug} ${remoto}`));
    const filas = tabla('Back-office sections');
    expect(filas.map(([slug, remoto]) => `${slug} ${remoto}`).toSorted()).toEqual(descritas.toSorted());
    for (const [slug = '', , rol] of filas) {
      expect(rol, slug).toBe(SECCIONES_ADMIN[slug as keyof typeof SECCIONES_ADMIN]);
    }
    expect(filas.map(([slug]) => slug).toSorted()).toEqual(Object.keys(SECCIONES_ADMIN).toSorted());
    // The packages table's row of each admin remote lists its sections.
    const paquetes = new Map(tabla('Packages and ports').map(([paquete = '', que = '']) => [paquete, que]));
    for (const [remoto, slugs] of porRemoto) {
      expect(paquetes.get(remoto), remoto).toBe(`/admin: ${slugs.join(', ')}`);
    }
  });

  it('lists every domain of the endpoint table', () => {
    const dominios = tabla('Endpoint domains').map(([dominio]) => dominio);
    expect(dominios.toSorted()).toEqual(Object.keys(endpoints).toSorted());
  });
});
