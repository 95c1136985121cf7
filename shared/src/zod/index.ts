/** `import { z } from '@mercado/shared/zod'` in the browser packages: see ./api.ts. */
import * as z from './api.ts';

export { z };
