import { MensajesAdmin } from '@mercado/shared/contracts';
import { estilos } from '@mercado/shared/react/admin';

/** 'Cambios guardados' after a save, until the form changes again (read by screen readers). */
export function AvisoGuardado({ visible }: { visible: boolean }) {
  return (
    <p role="status" className={estilos.nota}>
      {visible ? MensajesAdmin.GUARDADO : ''}
    </p>
  );
}
