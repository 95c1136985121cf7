import type { PanelId } from '@mercado/shared/platform';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import * as styles from './PanelHost.module.css';
import { closePanel } from './panels.ts';

/**
 * The open floating panel's frame (spec §4), a modal Radix Dialog: focus trapped in it, Escape, the
 * close button or a click outside closes it, the page behind is inert, and the focus goes back to
 * what opened it (the header's button, the mini cart). Another panel opening in its place keeps that
 * opener and takes the focus again.
 */
export function PanelDialog({
  open,
  title,
  wide,
  children,
}: {
  open: PanelId;
  title: string;
  /** A side drawer; otherwise a small popover. */
  wide: boolean;
  children: ReactNode;
}) {
  // Mounted when a panel opens from none: the focus is still on what opened it.
  const [opener] = useState(() => document.activeElement);
  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) closePanel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          key={open}
          id="mv-panel"
          className={`${styles.panel} ${wide ? styles.drawer : styles.popover}`}
          onCloseAutoFocus={(event) => {
            if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Cerrar">
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="mv-visually-hidden">
            Pulse Escape o el botón Cerrar para volver a la página.
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
