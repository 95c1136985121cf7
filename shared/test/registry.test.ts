import { describe, expect, it } from 'vitest';
import { vitrina as endpointsVitrina } from '../src/endpoints/vitrina.ts';
import {
  adminSectionRoutes,
  DESCRIPTION_FORMAT,
  datosDe,
  defineDescription,
  pageOf,
  readDescription,
  requiredExposes,
} from '../src/federation/description.ts';
import {
  applyOverrides,
  RegistrySchema,
  resolveRegistry,
  rolledBack,
  servedRegistry,
  withDeployed,
} from '../src/federation/registry.ts';

const vitrina = defineDescription({
  format: DESCRIPTION_FORMAT,
  name: 'mf_vitrina',
  routes: [
    {
      path: '/:zona',
      page: 'zona',
      guards: ['refresh', 'zone'],
      ...datosDe('vitrina', endpointsVitrina, 'inicio'),
    },
    { path: '/ayuda', page: 'ayuda' },
  ],
  slots: [{ slot: 'buscador', expose: './buscador', page: 'buscador' }],
  panels: [{ id: 'carrito', titulo: 'Carrito', expose: './panels', page: 'carrito' }],
  navigation: { menu: [{ menu: 'perfil', etiqueta: 'Mis cupones', panel: 'carrito' }] },
  events: { sends: ['carrito:agregar'] },
});

const deployed = (name: string, description: unknown, version = '1.0.0-a') => ({
  name,
  version,
  manifestUrl: `http://localhost:3001/${version}/mf-manifest.json`,
  entryUrl: `http://localhost:3001/${version}/remoteEntry.js`,
  description,
  preload: { './app': ['remoteEntry.js', `app.${version}.js`, `app.${version}.css`] },
});

describe('a remote description', () => {
  it('reads with its defaults: layout, guards, roles, zone role, menu roles and events', () => {
    const reading = readDescription(vitrina);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.description.routes[1]).toEqual({
      path: '/ayuda',
      page: 'ayuda',
      layout: 'normal',
      guards: [],
      roles: [],
      zoneRole: false,
    });
    expect(reading.description.panels[0]?.forma).toBe('cajon');
    expect(reading.description.navigation.menu[0]).toMatchObject({ roles: [], orden: 0, panel: 'carrito' });
    expect(reading.description.events).toEqual({ sends: ['carrito:agregar'], handles: [] });
  });

  it('reads an older minor (fewer fields) and ignores the fields of a newer one', () => {
    const older = readDescription({
      format: '1.0',
      name: 'mf_vitrina',
      routes: [{ path: '/x', page: 'x', datos: '/api/website/inicio/:zona' }],
    });
    expect(older).toMatchObject({
      ok: true,
      description: { slots: [], panels: [], navigation: { menu: [] } },
    });
    // A 1.0 hint is its path alone; 1.1 adds the entry's name beside it, which a 1.0 shell ignores.
    expect(older.ok && older.description.routes[0]).not.toHaveProperty('datosEntrada');
    const current = readDescription(vitrina);
    expect(current.ok && current.description.routes[0]).toMatchObject({
      datos: '/api/website/inicio/:zona',
      datosEntrada: 'vitrina.inicio',
    });
    const newer = readDescription({
      ...vitrina,
      format: '1.3',
      favicon: '/icono.svg',
      routes: [{ ...vitrina.routes[1], transicion: 'deslizar' }],
    });
    expect(newer.ok).toBe(true);
    if (newer.ok) {
      expect(newer.description).not.toHaveProperty('favicon');
      expect(newer.description.routes[0]).not.toHaveProperty('transicion');
    }
  });

  it('refuses another major, a missing format and bad routes, saying why', () => {
    expect(readDescription({ ...vitrina, format: '2.0' })).toEqual({
      ok: false,
      reason: `formato 2.0 incompatible con ${DESCRIPTION_FORMAT}`,
    });
    expect(readDescription({ ...vitrina, format: undefined })).toEqual({
      ok: false,
      reason: 'descripción sin formato',
    });
    expect(readDescription(null)).toMatchObject({ ok: false });
    for (const route of [
      { path: 'sin-barra', page: 'x' },
      { path: '/x', page: '' },
      { path: '/x', page: 'x', layout: 'flotante' },
      { path: '/x', page: 'x', guards: ['magia'] },
      { path: '/x', page: 'x', datos: 'api/sin-barra' },
      { path: '/x', page: 'x', datos: '/api/x', datosEntrada: '/api/x' },
    ]) {
      expect(readDescription({ ...vitrina, routes: [route] }).ok, JSON.stringify(route)).toBe(false);
    }
    expect(
      readDescription({ ...vitrina, panels: [{ id: 'Carrito!', titulo: 'x', expose: './p', page: 'p' }] }).ok,
    ).toBe(false);
  });

  it('asks the manifest for ./app and the modules of its slots and panels', () => {
    const reading = readDescription(vitrina);
    expect(reading.ok && requiredExposes(reading.description)).toEqual(['./app', './buscador', './panels']);
  });

  it('gives a page id of the module it names, or null', () => {
    expect(pageOf(vitrina, 'zona')).toBe('zona');
    expect(pageOf(vitrina, 'carrito')).toBeNull();
    expect(pageOf(vitrina, 'carrito', './panels')).toBe('carrito');
    expect(pageOf(vitrina, 'toString')).toBeNull();
  });

  it("routes a back-office section's pages, zone pages (zone role) and the rest, a static page before the zone", () => {
    const rutas = adminSectionRoutes({
      slug: 'zona',
      etiqueta: 'Zonas',
      roles: ['ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR'],
      subpaginas: [
        { etiqueta: 'Listado', ruta: '' },
        { etiqueta: 'Registrar', ruta: 'registrar' },
      ],
      porZona: { base: ':zona', paginas: [{ etiqueta: 'Editar', ruta: 'editar' }] },
      panel: [{ etiqueta: 'Zonas', ruta: '' }],
    });
    expect(rutas.map((ruta) => [ruta.path, ruta.zoneRole])).toEqual([
      ['/admin/zona', false],
      ['/admin/zona/registrar', false],
      ['/admin/zona/:zona/*', true],
      ['/admin/zona/*', false],
    ]);
    expect(rutas.every((ruta) => ruta.layout === 'admin' && ruta.roles[1] === 'ROLE_ZONA_ACTUALIZAR')).toBe(
      true,
    );
  });
});

describe('the live registry', () => {
  it('serves what each description says, and leaves out only a remote it cannot read', () => {
    const registry = resolveRegistry(
      RegistrySchema.parse({
        remotes: [
          deployed('mf_vitrina', vitrina),
          deployed('mf_futuro', {
            format: '2.0',
            name: 'mf_futuro',
            routes: [{ path: '/futuro', layout: 'admin' }],
          }),
          deployed('mf_otro', { ...vitrina, name: 'mf_vitrina' }),
        ],
      }),
    );
    const [ok, futuro, otro] = registry.remotes;
    expect(ok).toMatchObject({
      unreadable: null,
      slots: [{ slot: 'buscador' }],
      panels: [{ id: 'carrito' }],
    });
    expect(ok?.routes.map((ruta) => ruta.page)).toEqual(['zona', 'ayuda']);
    // Its paths still lead to its fallback; nothing else of it is drawn.
    expect(futuro).toMatchObject({
      unreadable: `formato 2.0 incompatible con ${DESCRIPTION_FORMAT}`,
      routes: [{ path: '/futuro', layout: 'admin', page: '' }],
      slots: [],
      panels: [],
      navigation: { menu: [] },
    });
    expect(otro).toMatchObject({ unreadable: 'la descripción es de mf_vitrina', slots: [], panels: [] });
    expect(otro?.routes.map((ruta) => [ruta.path, ruta.page])).toEqual([
      ['/:zona', ''],
      ['/ayuda', ''],
    ]);
  });

  it('keeps the version a rollback goes to, with its description', () => {
    const [entry] = RegistrySchema.parse({
      remotes: [{ ...deployed('mf_vitrina', vitrina, 'b'), previous: deployed('mf_vitrina', vitrina, 'a') }],
    }).remotes;
    expect(entry?.previous).toMatchObject({ version: 'a', description: { name: 'mf_vitrina' } });
  });

  it('refuses an entry without a valid manifest URL', () => {
    expect(() =>
      RegistrySchema.parse({ remotes: [{ name: 'mf_storefront', manifestUrl: 'nope', version: '1' }] }),
    ).toThrow();
  });

  it('loads a remote from the entry script the registry names, else from its manifest (a registry written before it)', () => {
    const { entryUrl: _written, ...olderDeploy } = deployed('mf_otra', { ...vitrina, name: 'mf_otra' }, 'v2');
    const registry = resolveRegistry(
      RegistrySchema.parse({ remotes: [deployed('mf_vitrina', vitrina, 'v7'), olderDeploy] }),
    );
    expect(registry.remotes.map((remote) => remote.entry)).toEqual([
      'http://localhost:3001/v7/remoteEntry.js',
      'http://localhost:3001/v2/mf-manifest.json',
    ]);
    expect(() =>
      RegistrySchema.parse({ remotes: [{ ...deployed('mf_vitrina', vitrina), entryUrl: 'remoteEntry.js' }] }),
    ).toThrow();
  });

  it('points only the overridden remote at another build', () => {
    const registry = resolveRegistry(
      RegistrySchema.parse({
        remotes: [deployed('mf_vitrina', vitrina), deployed('mf_otra', { ...vitrina, name: 'mf_otra' })],
      }),
    );
    const result = applyOverrides(registry, { mf_vitrina: 'http://localhost:3101/mf-manifest.json' });
    expect(result.remotes[0]!.entry).toBe('http://localhost:3101/mf-manifest.json');
    expect(result.remotes[1]!.entry).toBe(registry.remotes[1]!.entry);
    // The other build's files are not the registry's: nothing is requested ahead for it.
    expect(result.remotes[0]!.preload).toEqual({});
    expect(result.remotes[1]!.preload).toEqual(registry.remotes[1]!.preload);
  });

  it("gives each exposed module's files as URLs beside its manifest; a registry written before them has none", () => {
    const registry = resolveRegistry(
      RegistrySchema.parse({ remotes: [deployed('mf_vitrina', vitrina, 'v7')] }),
    );
    expect(registry.remotes[0]!.preload).toEqual({
      './app': [
        'http://localhost:3001/v7/remoteEntry.js',
        'http://localhost:3001/v7/app.v7.js',
        'http://localhost:3001/v7/app.v7.css',
      ],
    });
    const { preload: _preload, ...older } = deployed('mf_vitrina', vitrina);
    expect(resolveRegistry(RegistrySchema.parse({ remotes: [older] })).remotes[0]!.preload).toEqual({});
  });
});

describe('deploy and rollback', () => {
  const ORDER = ['mf_vitrina', 'mf_otra'];
  const otra = { ...deployed('mf_otra', { ...vitrina, name: 'mf_otra' }), previous: null };
  const v1 = deployed('mf_vitrina', vitrina, 'v1');
  const v2 = deployed('mf_vitrina', { ...vitrina, panels: [] }, 'v2');
  const live = ({ name: _name, ...version }: ReturnType<typeof deployed>) => version;
  /** mf_vitrina deployed at v1, then at v2 (v1 is what a rollback goes to), beside mf_otra. */
  const v1ThenV2 = () =>
    withDeployed(
      withDeployed({ remotes: [otra] }, 'mf_vitrina', live(v1), ORDER),
      'mf_vitrina',
      live(v2),
      ORDER,
    );

  it("points the remote at the new version, keeping the one it replaces with its description, in the platform's order", () => {
    const first = withDeployed({ remotes: [otra] }, 'mf_vitrina', live(v1), ORDER);
    expect(first.remotes.map((remote) => [remote.name, remote.version])).toEqual([
      ['mf_vitrina', 'v1'],
      ['mf_otra', '1.0.0-a'],
    ]);
    expect(first.remotes[0]?.previous).toBeNull();
    const second = withDeployed(RegistrySchema.parse(first), 'mf_vitrina', live(v2), ORDER);
    expect(second.remotes[0]).toMatchObject({
      version: 'v2',
      description: { panels: [] },
      previous: live(v1),
    });
    expect(second.remotes[1]).toEqual(first.remotes[1]);
    // The same build again changes nothing, not even what a rollback goes to.
    expect(withDeployed(second, 'mf_vitrina', live(v2), ORDER)).toEqual(second);
  });

  it('rolls back to the previous version and its description, and forward again', () => {
    const second = v1ThenV2();
    const back = rolledBack(second, 'mf_vitrina');
    // The version rolled back to comes with its own files to request ahead.
    expect(back?.remotes[0]).toEqual({ name: 'mf_vitrina', ...live(v1), previous: live(v2) });
    const registry = back && resolveRegistry(back);
    expect(registry?.remotes[0]?.panels.map((panel) => panel.id)).toEqual(['carrito']);
    expect(back && rolledBack(back, 'mf_vitrina')).toEqual(second);
    expect(back?.remotes[1]).toEqual(second.remotes[1]);
  });

  it('serves browsers the live versions only: what a rollback goes to stays with deploy', () => {
    const second = v1ThenV2();
    const served = servedRegistry(second);
    expect(served.remotes.map((remote) => remote.previous)).toEqual([null, null]);
    expect(JSON.stringify(served).length).toBeLessThan(JSON.stringify(second).length);
    // The shell reads the same remotes from it.
    expect(resolveRegistry(RegistrySchema.parse(served))).toEqual(resolveRegistry(second));
  });

  it('refuses a rollback without a previous version or of an unknown remote', () => {
    const first = withDeployed({ remotes: [] }, 'mf_vitrina', live(v1), ORDER);
    expect(rolledBack(first, 'mf_vitrina')).toBeNull();
    expect(rolledBack(first, 'mf_nadie')).toBeNull();
  });
});
