import { useAtomValue } from 'jotai';
import { dialogQueue } from './dialogs.ts';
import { useLoadedWhenIdle } from './useLoadedWhenIdle.ts';

const loadConfirmDialog = () => import('./ConfirmDialog.tsx').then((module) => module.ConfirmDialog);

/**
 * Shows the platform's alerts and confirmations, one at a time. The dialog's code (Radix) is not
 * part of a first visit: it downloads when the browser is idle after the page has loaded, or at
 * the first dialog if that comes sooner.
 */
export function DialogHost() {
  const current = useAtomValue(dialogQueue)[0];
  const { loaded: ConfirmDialog } = useLoadedWhenIdle(loadConfirmDialog, current !== undefined);
  if (!current || !ConfirmDialog) return null;
  return <ConfirmDialog request={current} />;
}
