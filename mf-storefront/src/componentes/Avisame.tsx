import { lazy, Suspense } from 'react';

/** Its calls and state come in their own chunk, fetched only when an out-of-stock product shows. */
const AvisameBoton = lazy(() => import('./AvisameBoton.tsx'));

/** "Avísame cuando llegue" beside an out-of-stock ('Agotado') product of a card or page (issue 34). */
export function Avisame(props: { zona: string; producto: { id: number; nombre: string } }) {
  return (
    <Suspense fallback={null}>
      <AvisameBoton {...props} />
    </Suspense>
  );
}
