import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import * as styles from './DialogHost.module.css';
import { dialogQueue } from './dialogs.ts';

/**
 * The platform's modal: a native <dialog> opened with showModal (the browser traps focus and makes
 * the rest of the page inert); Escape cancels.
 */
export function DialogHost() {
  const queue = useAtomValue(dialogQueue);
  const current = queue[0];
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !current) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [current]);

  if (!current) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        current.resolve(current.kind === 'alert');
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {current.titulo}
      </h2>
      <p id={textId} className={styles.text}>
        {current.mensaje}
      </p>
      <div className={styles.actions}>
        {current.kind === 'confirm' && (
          <button
            type="button"
            className="mv-button mv-button--secondary"
            onClick={() => current.resolve(false)}
          >
            {current.cancelar ?? 'Cancelar'}
          </button>
        )}
        <button type="button" className="mv-button" onClick={() => current.resolve(true)}>
          {current.aceptar ?? 'Aceptar'}
        </button>
      </div>
    </dialog>
  );
}
