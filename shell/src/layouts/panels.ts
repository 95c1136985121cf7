import { type PanelId, platform, type ShellPanelId } from '@mercado/shared/platform';
import { registryAtom, shellStore } from '../app/state.ts';
import { findPanel } from '../registry/registry.ts';

/** Spec §4: panels are mutually exclusive; opening one closes the others. */
export function togglePanel(id: PanelId): void {
  platform.panel.set((open) => (open === id ? null : id));
}

export function closePanel(): void {
  platform.panel.set(null);
}

const SHELL_PANEL_TITLES: Record<ShellPanelId, string> = {
  categorias: 'Categorías',
  link: 'Enlaces',
  zona: 'Zona de entrega',
  moneda: 'Moneda',
  perfil: 'Mi cuenta',
};

/** The shell's own panels come first: a remote cannot take their ids. */
export const isShellPanel = (id: PanelId): id is ShellPanelId => Object.hasOwn(SHELL_PANEL_TITLES, id);

/** A panel's title: the shell's own, or the one its remote's description gives. */
export function panelTitle(id: PanelId): string {
  if (isShellPanel(id)) return SHELL_PANEL_TITLES[id];
  return findPanel(shellStore.get(registryAtom), id)?.titulo ?? 'Panel';
}
