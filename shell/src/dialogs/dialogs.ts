import type { DialogOptions } from '@mercado/shared/platform';
import { createStore } from '@mercado/shared/platform';

export interface DialogRequest extends DialogOptions {
  id: number;
  kind: 'alert' | 'confirm';
  cancelar?: string;
  /** Where the focus goes back when the dialog closes: what had it when the first of a queue opened. */
  opener: Element | null;
  resolve(accepted: boolean): void;
}

/** Dialogs waiting to be shown, first one on screen; one at a time. */
export const dialogQueue = createStore<DialogRequest[]>([]);
let nextId = 1;

function open(kind: DialogRequest['kind'], options: DialogOptions & { cancelar?: string }): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request: DialogRequest = {
      ...options,
      id: nextId++,
      kind,
      opener: dialogQueue.get()[0]?.opener ?? document.activeElement,
      resolve: (accepted) => {
        dialogQueue.set((queue) => queue.filter((d) => d.id !== request.id));
        resolve(accepted);
      },
    };
    dialogQueue.set((queue) => [...queue, request]);
  });
}

export function alertDialog(options: DialogOptions): Promise<void> {
  return open('alert', options).then(() => undefined);
}

export function confirmDialog(options: DialogOptions & { cancelar?: string }): Promise<boolean> {
  return open('confirm', options);
}
