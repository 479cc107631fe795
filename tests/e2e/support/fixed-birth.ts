/**
 * The fixed birth the Kundali specs share (kundali, kundali-yogas, hindi-app, pdf-hindi): Mumbai,
 * 16 Aug 1990, 2:31 PM IST, Raman ayanamsa, as the page's query. Specs copy it before changing a field.
 */
export const FIXED_BIRTH_QUERY: Readonly<URLSearchParams> = new URLSearchParams({
  name: 'Asha Rao',
  date: '1990-08-16',
  time: '14:31',
  lat: '19.07283',
  lon: '72.88261',
  tz: 'Asia/Kolkata',
  place: 'Mumbai, Maharashtra, India',
  ayanamsa: 'RAMAN',
});

/** The fixed birth's query with other fields set (e.g. a name in Devanagari). */
export function fixedBirthQuery(changes: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams(FIXED_BIRTH_QUERY);
  for (const [field, value] of Object.entries(changes)) query.set(field, value);
  return query;
}

/** The fixed match the phone-width, language and chat-refusal specs share (mobile, regional, chat-match-refusal): Asha (Mumbai) and Ravi (Delhi), Lahiri. */
export const FIXED_MATCH_QUERY: Readonly<URLSearchParams> = new URLSearchParams({
  brideName: 'Asha',
  brideDate: '1992-11-02',
  brideTime: '21:40',
  brideLat: '19.076',
  brideLon: '72.8777',
  brideTz: 'Asia/Kolkata',
  bridePlace: 'Mumbai',
  groomName: 'Ravi',
  groomDate: '1990-05-17',
  groomTime: '08:15',
  groomLat: '28.65',
  groomLon: '77.23',
  groomTz: 'Asia/Kolkata',
  groomPlace: 'Delhi',
  ayanamsa: 'LAHIRI',
});
