/**
 * The yoga/dosha catalogue: every rule the engine evaluates, in display order.
 */
import { CLASSIC_YOGAS } from './yogas-classic';
import { DOSHAS } from './doshas';
import { NABHASA_YOGAS } from './yogas-nabhasa';
import { RAJA_DHANA_YOGAS } from './yogas-raja-dhana';
import { RAMAN_YOGAS } from './yogas-raman';
import type { YogaRule } from './rule';

/** All natal rules (transit doshas such as Sade Sati live in transit-rules.ts). */
export const YOGA_CATALOGUE: readonly YogaRule[] = [...CLASSIC_YOGAS, ...RAJA_DHANA_YOGAS, ...RAMAN_YOGAS, ...NABHASA_YOGAS, ...DOSHAS];
