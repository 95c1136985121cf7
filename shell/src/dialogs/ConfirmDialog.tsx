import * as Dialog from '@radix-ui/react-dialog';
import * as styles from './DialogHost.module.css';
import type { DialogRequest } from './dialogs.ts';

/**
 * The platform's alert and confirm dialog, a Radix Dialog: the focus is trapped in it and goes back
 * to its opener, the page behind is inert, Escape cancels (an alert's only answer is 'Aceptar').
 * A click outside does nothing: the visitor answers with a button.
 */
export function ConfirmDialog({ request }: { request: DialogRequest }) {
  const answer = (accepted: boolean) => request.resolve(accepted);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) answer(request.kind === 'alert');
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          key={request.id}
          role="alertdialog"
          className={styles.dialog}
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (!(request.opener instanceof HTMLElement) || !request.opener.isConnected) return;
            event.preventDefault();
            request.opener.focus();
          }}
        >
          <Dialog.Title className={styles.title}>{request.titulo}</Dialog.Title>
          <Dialog.Description className={styles.text}>{request.mensaje}</Dialog.Description>
          <div className={styles.actions}>
            {request.kind === 'confirm' && (
              <button type="button" className="mv-button mv-button--secondary" onClick={() => answer(false)}>
                {request.cancelar ?? 'Cancelar'}
              </button>
            )}
            <button type="button" className="mv-button" onClick={() => answer(true)}>
              {request.aceptar ?? 'Aceptar'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
