/**
 * Imported first by start.ts, so the settings are in process.env before any other module reads
 * it: `local.settings.json` beside host.json, as Core Tools loads it (never over a variable the
 * shell already set; see host-config.ts).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLocalSettings } from './host-config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const loaded = loadLocalSettings(join(root, 'local.settings.json'), process.env);
if (loaded.length > 0) console.log(`local.settings.json: set ${loaded.join(', ')}`);
