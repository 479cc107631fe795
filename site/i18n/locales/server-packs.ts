/**
 * Every language pack, registered at once: for the build, which renders every language's pages (and their
 * islands) in one process, and for tests. Imported by the page layout (site/layouts/Base.astro), never by an
 * island, so no browser page carries the packs it does not show.
 */
import bn from './bn/index';
import mr from './mr/index';
import ta from './ta/index';
import te from './te/index';
import { registerPack } from './packs';

registerPack('bn', bn);
registerPack('mr', mr);
registerPack('te', te);
registerPack('ta', ta);
