/**
 * The floating panels this remote owns (the shell draws the frame, title and close button). Their
 * code is this module's: the shell fetches it when the browser is idle after the first page, so a
 * panel opened later renders at once. Not React.lazy: a lazy panel suspends on its first render, and
 * React then holds its content back for 300 ms behind the skeleton (the cart showed 370 ms after
 * the click instead of within 100 ms).
 */
import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import { type ComponentType, useEffect } from 'react';
import { conectarCarrito, fijarZona } from './carrito/nucleo.ts';
import { descripcion } from './descripcion.ts';
import CarritoPanel from './panel/CarritoPanel.tsx';
import CuponesPanel from './panel/CuponesPanel.tsx';
import type { PanelProps } from './panel/EstadosPanel.tsx';
import RastreoPanel from './panel/RastreoPanel.tsx';

/** The panels of './panels' by the page ids of its description. */
const PANELES: Record<PageOf<typeof descripcion, './panels'>, ComponentType<PanelProps>> = {
  carrito: CarritoPanel,
  cupones: CuponesPanel,
  rastreo: RastreoPanel,
};

function Panel({ page, params, pathname, search }: RemoteParcelProps) {
  useEffect(() => conectarCarrito(), []);
  useEffect(() => fijarZona(params.zona), [params.zona]);
  const id = pageOf(descripcion, page, './panels');
  if (!id) return null;
  const Componente = PANELES[id];
  return <Componente zona={params.zona} volver={`${pathname}${search}`} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, Panel);
