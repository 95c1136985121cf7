/** The customer's referral page (issue 34, spec /comparte-y-gana). */
import type { referido } from '@mercado/shared/endpoints/referido';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { misReferidos } from '../services/referidos.ts';

export function referidoHandlers({ db }: AppContext): Handlers<typeof referido> {
  return {
    mios: (_, { usuario }) => misReferidos(db, usuario.uid),
  };
}
