import * as Dialog from '@radix-ui/react-dialog';
import * as styles from '../dialogs/DialogHost.module.css';
import { AVISOS, type Aviso } from './textos.ts';

export interface PedidoAviso {
  aviso: Aviso;
  /** The shopper's answer: true for the main button; 'actualizando' has none. */
  responder(aceptado: boolean): void;
}

/**
 * One update dialog (spec §8), a Radix Dialog as the platform's others (dialogs/ConfirmDialog.tsx):
 * focus trapped, the page inert, Escape is 'Más tarde' / 'Aceptar'. While updating it has no button
 * and cannot be closed: the page reloads at its end.
 */
export function AvisoActualizacion({ pedido }: { pedido: PedidoAviso }) {
  const texto = AVISOS[pedido.aviso];
  const ocupado = pedido.aviso === 'actualizando';
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !ocupado) pedido.responder(pedido.aviso === 'problema');
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          key={pedido.aviso}
          role="alertdialog"
          aria-busy={ocupado}
          className={styles.dialog}
          data-aviso={pedido.aviso}
          onPointerDownOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (ocupado) event.preventDefault();
          }}
        >
          <Dialog.Title className={styles.title}>{texto.titulo}</Dialog.Title>
          <Dialog.Description className={styles.text}>{texto.mensaje}</Dialog.Description>
          {!ocupado && (
            <div className={styles.actions}>
              {texto.cancelar && (
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  onClick={() => pedido.responder(false)}
                >
                  {texto.cancelar}
                </button>
              )}
              <button type="button" className="mv-button" onClick={() => pedido.responder(true)}>
                {texto.aceptar}
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
