/**
 * Locations as VedAstro clients send them → birth fields for the shared pipeline. VedAstro takes
 * `lat,long` (decimal, latitude first) as coordinates and geocodes any other text; its clients send
 * what people type ("Tokyo, Japan", "New York, USA", "Gaithersburg, MD, USA"), and its web client
 * strips every space first ("NewDelhi,India"). The text goes to the places index's one matcher,
 * which undoes those habits itself (shared/places/rewrite.ts), as it does for the API and the
 * chat. Never a guess: an unknown or ambiguous place is refused with the reason.
 */
import { rewritePlaceText } from '../../shared/places/rewrite';
import { placeIndex } from './places';

/** VedAstro's coordinate form, `lat,long` in decimal degrees (spaces around the comma tolerated). */
const COORDINATES = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** Birth fields (`lat`/`lon`, or `place` as a GeoNames id) for a VedAstro location, or a message starting with "Location: ". */
export function vedAstroLocationFields(
  text: string,
): { ok: true; fields: Record<string, string>; label: string } | { ok: false; message: string } {
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
  if (text.trim() === '' || text.length > 100)
    return { ok: false, message: `Location: expected a place name or "lat,long" of 1–100 characters, got ${shown}` };
  const coordinates = COORDINATES.exec(text);
  if (coordinates) return { ok: true, fields: { lat: coordinates[1]!, lon: coordinates[2]! }, label: text.trim() };
  const resolution = placeIndex().resolve(text);
  if (resolution.kind === 'found') return { ok: true, fields: { place: String(resolution.place.id) }, label: resolution.place.label };
  if (resolution.kind === 'ambiguous') {
    const choices = resolution.candidates
      .slice(0, 3)
      .map((p) => `"${p.label}"`)
      .join(', ');
    return {
      ok: false,
      message: `Location: ${shown} matches several places (${choices}${resolution.candidates.length > 3 ? ', …' : ''}); add the state or country, or send "lat,long"`,
    };
  }
  const rewritten = rewritePlaceText(text);
  const also = rewritten ? ` (also tried ${JSON.stringify(rewritten)})` : '';
  return {
    ok: false,
    message: `Location: no place named ${shown} is known here${also}; send "City, Country" or "lat,long" in decimal degrees`,
  };
}
