import { type Categoria, EstatusRegistro } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { type PanelId, platform } from '@mercado/shared/platform';
import { Link, useCurrency, useSession, useWebsite } from '@mercado/shared/react';
import { hasRoles } from '@mercado/shared/rules/navegador';
import { useAtomValue } from 'jotai';
import { Fragment, useEffect, useState } from 'react';
import { logout, navigateTo } from '../app/services.ts';
import { currentZone, registryAtom } from '../app/state.ts';
import { RemoteModule } from '../components/Slot.tsx';
import { findPanel } from '../registry/registry.ts';
import { loadZonas, rememberZone, selectCurrency } from '../website/website.ts';
import { PanelDialog } from './PanelDialog.tsx';
import * as styles from './PanelHost.module.css';
import { closePanel, isShellPanel, panelTitle } from './panels.ts';

function ZonaPanel() {
  const [zonas, setZonas] = useState<{ slug: string; nombre: string; estatus: number }[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadZonas().then(setZonas, () => setFailed(true));
  }, []);
  if (failed) return <p role="alert">No pudimos cargar las zonas.</p>;
  if (!zonas) return <p>Cargando zonas…</p>;
  // As on the landing: a zone under maintenance would only bounce to the maintenance page.
  const activas = zonas.filter((zona) => zona.estatus === EstatusRegistro.ACTIVO);
  if (activas.length === 0) return <p>Por ahora no hay zonas de entrega disponibles.</p>;
  return (
    <ul className={styles.list}>
      {activas.map((zona) => (
        <li key={zona.slug}>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              rememberZone(zona);
              closePanel();
              navigateTo(links.zona(zona.slug));
            }}
          >
            {zona.nombre}
          </button>
        </li>
      ))}
    </ul>
  );
}

function MonedaPanel() {
  const { monedas, seleccionada } = useCurrency();
  if (monedas.length === 0) return <p>Cargando monedas…</p>;
  return (
    <fieldset className={styles.fieldset}>
      <legend className="mv-visually-hidden">Moneda para ver los precios</legend>
      {monedas.map((moneda) => (
        <label key={moneda.id} className={styles.radio}>
          <input
            type="radio"
            name="mv-moneda"
            checked={seleccionada?.id === moneda.id}
            onChange={() => {
              selectCurrency(moneda);
              closePanel();
            }}
          />
          {moneda.tipo === 'bolivar' ? 'VES' : 'USD'} · {moneda.nombre} ({moneda.simbolo})
        </label>
      ))}
    </fieldset>
  );
}

function PerfilPanel() {
  const session = useSession();
  const registry = useAtomValue(registryAtom);
  if (!session) return null;
  const isAdmin = session.roles.includes('ROLE_ADMIN');
  // The links the remotes add to this menu (their descriptions' `navigation.menu`), in `orden`.
  const menu = registry.remotes
    .flatMap((remote) => remote.navigation.menu)
    .filter((entrada) => entrada.menu === 'perfil' && hasRoles(session.roles, entrada.roles))
    .sort((a, b) => a.orden - b.orden);
  const item = (to: string, text: string) => (
    <li>
      <Link to={to} className={styles.item} onClick={closePanel}>
        {text}
      </Link>
    </li>
  );
  const panelItem = (id: PanelId, text: string) => (
    <li>
      <button type="button" className={styles.item} onClick={() => platformOpen(id)}>
        {text}
      </button>
    </li>
  );
  return (
    <ul className={styles.list}>
      {menu.map((entrada) => (
        <Fragment key={entrada.etiqueta}>
          {'href' in entrada
            ? item(entrada.href, entrada.etiqueta)
            : panelItem(entrada.panel, entrada.etiqueta)}
        </Fragment>
      ))}
      {isAdmin && item(links.admin(), 'Administración')}
      <li>
        <button
          type="button"
          className={styles.item}
          onClick={() => {
            closePanel();
            void logout().then(() => navigateTo(links.inicio()));
          }}
        >
          Cerrar sesión
        </button>
      </li>
    </ul>
  );
}

function platformOpen(id: PanelId) {
  platform.panel.set(id);
}

/** The category's icon: the SVG image the API serves (never an emoji, drawn as a box on many phones). */
function CategoriaIcono({ icono }: { icono: string | null }) {
  if (!icono) return null;
  return <img src={icono} alt="" width="24" height="24" className={styles.icon} decoding="async" />;
}

function CategoryTree({
  categorias,
  zona,
  icons,
}: {
  categorias: Categoria[];
  zona: string;
  icons: boolean;
}) {
  return (
    <ul className={styles.tree}>
      {categorias.map((categoria) => (
        <li key={categoria.id}>
          {categoria.subcategoria.length > 0 ? (
            <details>
              <summary className={styles.treeItem}>
                {icons && <CategoriaIcono icono={categoria.icono} />}
                {categoria.nombre}
              </summary>
              <Link
                to={links.categoriaSlug(zona, categoria.slug)}
                className={styles.treeAll}
                onClick={closePanel}
              >
                Ver todo en {categoria.nombre}
              </Link>
              <CategoryTree categorias={categoria.subcategoria} zona={zona} icons={icons} />
            </details>
          ) : (
            <Link
              to={links.categoriaSlug(zona, categoria.slug)}
              className={styles.treeItem}
              onClick={closePanel}
            >
              {icons && <CategoriaIcono icono={categoria.icono} />}
              {categoria.nombre}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function CategoriasPanel() {
  const website = useWebsite();
  const zona = useAtomValue(currentZone);
  if (!zona) return <p>Elija primero una zona de entrega.</p>;
  if (!website) return <p>Cargando categorías…</p>;
  if (website.categoria.length === 0) return <p>No hay categorías disponibles.</p>;
  return (
    <CategoryTree categorias={website.categoria} zona={zona} icons={website.configuracion.iconoCategoria} />
  );
}

function LinkPanel() {
  const website = useWebsite();
  const menuLinks = [...(website?.zona?.links ?? [])].sort((a, b) => a.prioridad - b.prioridad);
  return (
    <ul className={styles.list}>
      {menuLinks.map((link) => (
        <li key={link.id}>
          <Link to={link.url} external={link.externo} className={styles.item} onClick={closePanel}>
            {link.nombre}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The open floating panel (spec §4); remote panels are parcels mounted only while open. */
export function OpenPanel({ open }: { open: PanelId }) {
  // A remote's panel, when the registry has one by this id (its description's `panels`).
  const registry = useAtomValue(registryAtom);
  const remotePanel = isShellPanel(open) ? null : findPanel(registry, open);
  const wide = remotePanel ? remotePanel.forma === 'cajon' : open === 'categorias';
  const title = panelTitle(open);
  return (
    <PanelDialog open={open} title={title} wide={wide}>
      <div className={styles.body}>
        {remotePanel && <RemoteModule key={open} module={remotePanel} label={title} />}
        {open === 'zona' && <ZonaPanel />}
        {open === 'moneda' && <MonedaPanel />}
        {open === 'perfil' && <PerfilPanel />}
        {open === 'categorias' && <CategoriasPanel />}
        {open === 'link' && <LinkPanel />}
      </div>
    </PanelDialog>
  );
}
