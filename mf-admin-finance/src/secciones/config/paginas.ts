/** The `config` section's pages by their key in the description (their pattern under /admin). */
import { PaginaConfig } from './PaginaConfig.tsx';

export const paginasConfig = { config: PaginaConfig };
