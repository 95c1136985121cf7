import { type PanelId, platform } from '@mercado/shared/platform';

/** Spec §4: panels are mutually exclusive; opening one closes the others. */
export function togglePanel(id: PanelId): void {
  platform.panel.set((open) => (open === id ? null : id));
}

export function closePanel(): void {
  platform.panel.set(null);
}

export const PANEL_TITLES: Record<PanelId, string> = {
  carrito: 'Carrito',
  categorias: 'Categorías',
  cupones: 'Mis cupones',
  rastreo: 'Rastreo de pedidos',
  link: 'Enlaces',
  zona: 'Zona de entrega',
  moneda: 'Moneda',
  perfil: 'Mi cuenta',
};
