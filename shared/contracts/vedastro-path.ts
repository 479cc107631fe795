/**
 * The path parameters of the VedAstro-compatible mount's one route row, `Calculate/{calculator}/{*parts}`
 * (functions/http/vedastro.ts parses `parts`; its grammar is in the OpenAPI description). Kept
 * apart from routes.ts, which the site imports without zod.
 */
import { z } from 'zod';
import { VEDASTRO_CALCULATOR_NAMES } from './vedastro-calculators';

/** `{calculator}`: a calculator name as VedAstro spells it; `{parts}`: the named parts after it. */
export const vedAstroPathSchema = z.object({
  calculator: z
    .enum(VEDASTRO_CALCULATOR_NAMES as [string, ...string[]])
    .meta({ description: 'The calculator, as VedAstro names it.', examples: ['AllPlanetData'] }),
  parts: z.string().meta({
    description: 'The named parts (see the description); empty for POST.',
    examples: ['PlanetName/All/Location/Tokyo, Japan/Time/23:40/31/12/2010/+08:00/Ayanamsa/RAMAN'],
  }),
});
