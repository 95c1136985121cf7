/**
 * The filters' modal Radix Dialog on a phone (issue 37): focus trapped, Escape, × or "Ver productos"
 * closes it, the page behind is inert, and the focus goes back to the "Filtrar" button. Loaded on the
 * button's first use: Radix is not on the results page's way to its first results.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { contarProductos } from '../../componentes/ListadoProductos.tsx';
import * as styles from './resultados.module.css';

export function DialogoFiltros({
  nbHits,
  onCerrar,
  boton,
  children,
}: {
  nbHits: number | null;
  onCerrar: () => void;
  /** The "Filtrar" button, where the focus goes back. */
  boton: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(abierto) => {
        if (!abierto) onCerrar();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.fondo} />
        <Dialog.Content
          className={styles.dialogo}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            boton.current?.focus();
          }}
        >
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
