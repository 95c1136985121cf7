/**
 * `@mercado/shared/react/tasa`: the BCV rate line (issue 36), "Tasa BCV: Bs. 36,50 · actualizada hoy
 * 8:00 a. m.", from what the shell resolved (the bolívar currency's rate and `tasaActualizada`). One
 * component for every place prices show: the store's shell, the cart panel and the checkout.
 */
import { textoTasa } from '../rules/tasa.ts';
import { useWebsite } from './index.tsx';
import * as styles from './tasa.module.css';

export function LineaTasa({ className }: { className?: string }) {
  const website = useWebsite();
  const bolivar = website?.moneda.find((m) => m.tipo === 'bolivar');
  if (!website || !bolivar) return null;
  return (
    <p className={`${styles.tasa}${className ? ` ${className}` : ''}`} data-tasa="">
      {textoTasa(bolivar.tasa, website.tasaActualizada, new Date())}
    </p>
  );
}
