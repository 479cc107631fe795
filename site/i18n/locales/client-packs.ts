/**
 * The browser's pack: the page's own language's dictionaries (its `<html lang>`), fetched and registered before
 * any island hydrates (Astro's before-hydration script, scripts/astro-client-opening.ts), so an island renders with
 * the words the page was built with. English and Hindi pages fetch nothing.
 */
import { PACK_LOADERS } from './index';
import { PACK_LOCALES, registerPack } from './packs';

const locale = PACK_LOCALES.find((code) => code === document.documentElement.lang);
if (locale) registerPack(locale, await PACK_LOADERS[locale]());
