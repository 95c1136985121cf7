import { lazyNamed, useStore } from '@mercado/shared/react';
import { Suspense, useEffect } from 'react';
import { dialogQueue } from './dialogs.ts';
import { whenIdle } from './whenIdle.ts';

const loadConfirmDialog = () => import('./ConfirmDialog.tsx');
const ConfirmDialog = lazyNamed(loadConfirmDialog, 'ConfirmDialog');

/**
 * Shows the platform's alerts and confirmations, one at a time. The dialog's code (Radix) is not
 * part of a first visit: it downloads when the browser is idle after the page has loaded, or at
 * the first dialog if that comes sooner.
 */
export function DialogHost() {
  const current = useStore(dialogQueue)[0];
  useEffect(() => whenIdle(() => void loadConfirmDialog().catch(() => undefined)), []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={current} />
    </Suspense>
  );
}
