/**
 * The description of the VedAstro-compatible mount (functions/http/vedastro.ts) for its route
 * contract, and so for the OpenAPI document: the URL forms VedAstro's clients send, the
 * envelope, and where a field's meaning follows VedAstro rather than our own `/api/chart`.
 */
import { SUPPORTED_AYANAMSA_TEXT } from './vedastro-ayanamsa';

/** What the mount answers and how (see the module comment). */
export const VEDASTRO_MOUNT_DESCRIPTION = [
  "VedAstro-compatible mount: the same URL layout, envelope and payload shapes as VedAstro's own API, so its web client (VedAstro.js) and Python package work against this server by their base-URL setting.",
  'GET path: named parts in any order — `Location/{place or lat,long}`, `Time/{HH:mm}/{dd}/{MM}/{yyyy}/{±hh:mm}`, `PlanetName/{All|Sun…Ketu}` (AllPlanetData, PlanetShadbalaPinda), `HouseName/{All|House1…House12}` (AllHouseData, HouseStrength), `Ayanamsa/{name}` (optional, default RAMAN).',
  '`APIKey/{k}`, `filterTag/{t}` and `sortByWeight/{b}` are accepted and ignored.',
  'POST: the 2026 Python client\'s JSON body `{planetName|houseName|inputHouse, time|birthTime: {StdTime: "HH:mm dd/MM/yyyy ±hh:mm", Location: {Name, Longitude, Latitude}}, filterTags?, sortByWeight?, Ayanamsa?}`; coordinates win over Name.',
  `Ayanamsa: VedAstro's names (its 47 enum names, their numbers, and aliases such as LahiriChitrapaksha); computed here: ${SUPPORTED_AYANAMSA_TEXT}; any other VedAstro name is a Fail listing these.`,
  'Location: "lat,long" (latitude first), or a place as typed ("Tokyo, Japan", "NewDelhi,India" with spaces stripped, "New York, USA", "London, UK", "Gaithersburg, MD, USA"). An unknown or ambiguous place is a Fail saying so (never a default place).',
  'Offset `+00:00` means, as in VedAstro, "look the zone up for this place and date".',
  'Every answer is HTTP 200 `{"Status": "Pass"|"Fail", "Payload": …}` with a `Call-Status` header; a Fail\'s Payload is a message that starts with the part at fault (Calculator, Location, Time, Ayanamsa, PlanetName, HouseName, URL, Body); a refused birth field also gives `field`, `code` and `params` beside it, as the other routes\' refusals do.',
  "Meanings that follow VedAstro here (and differ from /api/chart): IsPlanetDebilitated and IsPlanetExaltedDegree are true only in the same whole degree of the same sign as the deep debilitation/exaltation point (never for the nodes); a house's HouseSignName, HouseZodiacSign, LordOfHouse and HouseConstellation are read at its Sripati bhava madhya, and PlanetsInHouse lists the grahas in the bhava by longitude; numbers are strings (angles' TotalDegrees, PlanetSpeed, strengths); strengths are in shashtiamsas (virupas, 60 per rupa) with Rahu and Ketu given their sign lord's shadbala; SarvashtakavargaChart lists, per giver (Sun … Saturn, Ascendant), the bindus it gives each sign over the seven BAVs, then the Sarvashtakavarga row (their sum, 337).",
  'CORS: open to any origin for GET unless VEDASTRO_CORS_ORIGINS lists the allowed origins (which then also get POST); OPTIONS answers preflights.',
].join('\n\n');
