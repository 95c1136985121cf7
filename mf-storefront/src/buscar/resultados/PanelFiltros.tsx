/**
 * The filters on a phone (issue 37): a "Filtrar" button with the count of filters on, opening a
 * modal Radix Dialog with the filters (focus trapped, Escape or "Ver productos" closes it and the
 * focus goes back to the button). The results update behind it as filters change.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { contarProductos } from '../../componentes/ListadoProductos.tsx';
import * as styles from './resultados.module.css';

export function PanelFiltros({
  activos,
  nbHits,
  children,
}: {
  activos: number;
  nbHits: number | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={`mv-button mv-button--secondary ${styles.botonFiltrar}`}>
        Filtrar{activos > 0 && <span className={styles.insignia}> ({activos})</span>}
        {activos > 0 && <span className="mv-visually-hidden"> filtros activos</span>}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.fondo} />
        <Dialog.Content className={styles.dialogo}>
          <div className={styles.dialogoCabeza}>
            <Dialog.Title className={styles.dialogoTitulo}>Filtrar resultados</Dialog.Title>
            <Dialog.Close className={styles.cerrar} aria-label="Cerrar">
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="mv-visually-hidden">
            Los resultados se actualizan al elegir cada filtro.
          </Dialog.Description>
          <div className={styles.dialogoCuerpo}>{children}</div>
          <div className={styles.dialogoPie}>
            <Dialog.Close className="mv-button">
              {nbHits === null ? 'Ver productos' : `Ver ${contarProductos(nbHits).toLowerCase()}`}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
