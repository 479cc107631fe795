/**
 * Ayanamsa names as VedAstro clients send them → ours. VedAstro's `Ayanamsa` enum lists 47
 * Swiss-Ephemeris names by number (FAGAN_BRADLEY = 0 … LAHIRI_ICRC = 46; the 2025 Python client sent
 * the number) and a short list of friendly aliases (LahiriChitrapaksha, KrishnamurtiKP, Raman, …).
 * We compute the ones in AYANAMSAS; any other VedAstro name is answered with the supported list
 * rather than silently computed with another.
 */
import { AYANAMSAS, type Ayanamsa } from '../../shared/vocabulary/settings';

/** VedAstro's enum, in its numeric order. */
export const VEDASTRO_AYANAMSA_NAMES = [
  'FAGAN_BRADLEY',
  'LAHIRI',
  'DELUCE',
  'RAMAN',
  'USHASHASHI',
  'KRISHNAMURTI',
  'DJWHAL_KHUL',
  'YUKTESHWAR',
  'JN_BHASIN',
  'BABYL_KUGLER1',
  'BABYL_KUGLER2',
  'BABYL_KUGLER3',
  'BABYL_HUBER',
  'BABYL_ETPSC',
  'ALDEBARAN_15TAU',
  'HIPPARCHOS',
  'SASSANIAN',
  'GALCENT_0SAG',
  'J2000',
  'J1900',
  'B1950',
  'SURYASIDDHANTA',
  'SURYASIDDHANTA_MSUN',
  'ARYABHATA',
  'ARYABHATA_MSUN',
  'SS_REVATI',
  'SS_CITRA',
  'TRUE_CITRA',
  'TRUE_REVATI',
  'TRUE_PUSHYA',
  'GALCENT_RGBRAND',
  'GALEQU_IAU1958',
  'GALEQU_TRUE',
  'GALEQU_MULA',
  'GALALIGN_MARDYKS',
  'TRUE_MULA',
  'GALCENT_MULA_WILHELM',
  'ARYABHATA_522',
  'BABYL_BRITTON',
  'TRUE_SHEORAN',
  'GALCENT_COCHRANE',
  'GALEQU_FIORENZA',
  'VALENS_MOON',
  'LAHIRI_1940',
  'LAHIRI_VP285',
  'KRISHNAMURTI_VP291',
  'LAHIRI_ICRC',
] as const;

/** VedAstro's friendly names (its SimpleAyanamsa) → the enum name they stand for. */
const VEDASTRO_ALIASES: Record<string, string> = {
  LahiriChitrapaksha: 'LAHIRI',
  KrishnamurtiKP: 'KRISHNAMURTI',
  Raman: 'RAMAN',
  FaganBradley: 'FAGAN_BRADLEY',
  J2000: 'J2000',
  Yukteshwar: 'YUKTESHWAR',
};

/** Upper case, letters and digits only: `Fagan_Bradley`, `fagan-bradley` and `FAGANBRADLEY` compare equal; `LAHIRI_1940` stays apart from `LAHIRI`. */
const key = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const BY_KEY = new Map<string, string>([
  ...VEDASTRO_AYANAMSA_NAMES.map((name) => [key(name), name] as [string, string]),
  ...Object.entries(VEDASTRO_ALIASES).map(([alias, name]) => [key(alias), name] as [string, string]),
]);

const SUPPORTED = new Set<string>(AYANAMSAS);

/** The supported names for messages, with VedAstro's aliases where they have one. */
export const SUPPORTED_AYANAMSA_TEXT = AYANAMSAS.map((name) => {
  const aliases = Object.entries(VEDASTRO_ALIASES)
    .filter(([, target]) => target === name)
    .map(([alias]) => alias)
    .filter((a) => key(a) !== key(name));
  return aliases.length ? `${name} (${aliases.join(', ')})` : name;
}).join(', ');

/** Our ayanamsa for a VedAstro name or enum number, or the reason it is refused (a message starting with "Ayanamsa: "). */
export function vedAstroAyanamsa(value: string | number): { ok: true; ayanamsa: Ayanamsa } | { ok: false; message: string } {
  const text = String(value).trim();
  const shown = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
  const name = /^\d{1,2}$/.test(text) ? VEDASTRO_AYANAMSA_NAMES[Number(text)] : text.length <= 40 ? BY_KEY.get(key(text)) : undefined;
  if (name === undefined)
    return { ok: false, message: `Ayanamsa: unknown ayanamsa ${shown}; this server computes ${SUPPORTED_AYANAMSA_TEXT}` };
  if (!SUPPORTED.has(name))
    return {
      ok: false,
      message: `Ayanamsa: ${name} is a VedAstro ayanamsa this server does not compute; it computes ${SUPPORTED_AYANAMSA_TEXT}`,
    };
  return { ok: true, ayanamsa: name as Ayanamsa };
}
