import { describe, expect, it } from 'vitest';
import { rutaZona, urlZona } from './ruta.ts';

describe('rutaZona', () => {
  it('reads every page of the section from its URL, and writes the same URL back', () => {
    const casos = [
      ['/admin/zona', { vista: 'zonas' }],
      ['/admin/zona/registrar', { vista: 'registrar-zona' }],
      ['/admin/zona/caracas', { vista: 'zona', zona: 'caracas' }],
      ['/admin/zona/caracas/editar', { vista: 'editar-zona', zona: 'caracas' }],
      ['/admin/zona/caracas/horario', { vista: 'registros', zona: 'caracas', tipo: 'horario' }],
      ['/admin/zona/caracas/horario/registrar', { vista: 'registrar', zona: 'caracas', tipo: 'horario' }],
      [
        '/admin/zona/caracas/envio-bloqueo/12/editar',
        { vista: 'editar', zona: 'caracas', tipo: 'envio-bloqueo', id: 12 },
      ],
      ['/admin/zona/caracas/area/3/sector', { vista: 'registros', zona: 'caracas', tipo: 'sector', area: 3 }],
      [
        '/admin/zona/caracas/area/3/sector/registrar',
        { vista: 'registrar', zona: 'caracas', tipo: 'sector', area: 3 },
      ],
      [
        '/admin/zona/caracas/area/3/sector/9/editar',
        { vista: 'editar', zona: 'caracas', tipo: 'sector', id: 9, area: 3 },
      ],
    ] as const;
    for (const [url, ruta] of casos) {
      expect(rutaZona(url), url).toEqual(ruta);
      expect(urlZona(ruta)).toBe(url);
    }
  });

  it('a trailing slash is the same page; an unknown kind, a bad id or extra segments are no page', () => {
    expect(rutaZona('/admin/zona/caracas/horario/')).toEqual({
      vista: 'registros',
      zona: 'caracas',
      tipo: 'horario',
    });
    for (const url of [
      '/admin/zona/caracas/otra',
      '/admin/zona/caracas/horario/0/editar',
      '/admin/zona/caracas/horario/abc/editar',
      '/admin/zona/caracas/horario/3',
      '/admin/zona/caracas/area/x/sector',
      '/admin/zona/caracas/editar/mas',
      '/admin/zona/%E0%A4%A',
    ]) {
      expect(rutaZona(url).vista, url).toBe('no-encontrada');
    }
  });
});
