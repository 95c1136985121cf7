import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import type { ComponentType } from 'react';
import { ClavePage } from './ClavePage.tsx';
import { CuentaPage } from './CuentaPage.tsx';
import { CalificacionesPage } from './calificaciones/CalificacionesPage.tsx';
import { descripcion } from './descripcion.ts';
import { FavoritosPage } from './favoritos/FavoritosPage.tsx';
import { Proximamente } from './Proximamente.tsx';
import { MisPedidosPage } from './pedidos/MisPedidosPage.tsx';
import { PedidoPage } from './pedidos/PedidoPage.tsx';
import { BorrarCuentaPage } from './perfil/BorrarCuentaPage.tsx';
import { CorreoPage } from './perfil/CorreoPage.tsx';
import { SesionesPage } from './perfil/SesionesPage.tsx';
import { VerificarCorreoPage } from './perfil/VerificarCorreoPage.tsx';
import { PrimePage } from './prime/PrimePage.tsx';
import { ComparteYGanaPage } from './referidos/ComparteYGanaPage.tsx';
import { TelefonoPage } from './TelefonoPage.tsx';
import { TarjetaSaldoPage } from './tarjeta-saldo/TarjetaSaldoPage.tsx';

/** Its pages by the ids of its description; the ones not built yet say so. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<RemoteParcelProps>> = {
  cuenta: CuentaPage,
  telefono: TelefonoPage,
  clave: ClavePage,
  prime: PrimePage,
  correo: CorreoPage,
  'verificar-correo': VerificarCorreoPage,
  sesiones: SesionesPage,
  'borrar-cuenta': BorrarCuentaPage,
  calificaciones: CalificacionesPage,
  pedidos: MisPedidosPage,
  pedido: PedidoPage,
  favoritos: FavoritosPage,
  'comparte-y-gana': ComparteYGanaPage,
  'tarjeta-saldo': TarjetaSaldoPage,
};

function Pagina(props: RemoteParcelProps) {
  const id = pageOf(descripcion, props.page);
  const Componente = id ? PAGINAS[id] : Proximamente;
  return <Componente {...props} />;
}

/** Its jotai store is the parcel's (createRemoteLifecycles): its state lives and dies with it. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, Pagina);
