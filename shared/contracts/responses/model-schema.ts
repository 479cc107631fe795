/**
 * Response schemas of the engine's large models (a chart is ~150 keys deep) describe and check
 * their top levels and the fields clients read, and pass deeper parts through (`looseObject`);
 * `modelSchema` gives such a schema the model's full TypeScript type, so the route, the browser
 * client and the test that checks real answers all name one type.
 */
import type { z } from 'zod';

/** `schema`, typed as producing `T` (see the module comment). */
export function modelSchema<T>(schema: z.ZodType): z.ZodType<T> {
  return schema as z.ZodType<T>;
}
