import type { DialogOptions } from '@mercado/shared/platform';
import { atom } from 'jotai';
import { shellStore } from '../app/state.ts';

export interface DialogRequest extends DialogOptions {
  id: number;
  kind: 'alert' | 'confirm';
  cancelar?: string;
  resolve(accepted: boolean): void;
}

/** Dialogs waiting to be shown, first one on screen; one at a time. */
export const dialogQueue = atom<DialogRequest[]>([]);
let nextId = 1;

function open(kind: DialogRequest['kind'], options: DialogOptions & { cancelar?: string }): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request: DialogRequest = {
      ...options,
      id: nextId++,
      kind,
      resolve: (accepted) => {
        shellStore.set(dialogQueue, (queue) => queue.filter((d) => d.id !== request.id));
        resolve(accepted);
      },
    };
    shellStore.set(dialogQueue, (queue) => [...queue, request]);
  });
}

export function alertDialog(options: DialogOptions): Promise<void> {
  return open('alert', options).then(() => undefined);
}

export function confirmDialog(options: DialogOptions & { cancelar?: string }): Promise<boolean> {
  return open('confirm', options);
}
