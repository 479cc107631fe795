/**
 * houses.ts in Tamil: what each house signifies (bhava karakatva), the same twelve rows in the
 * same shape, for the Tamil report, PDF and reader.
 */
import type { HouseSignification } from './houses';

/** Houses 1–12 (index 0 = house 1), HOUSE_SIGNIFICATIONS in Tamil. */
export const HOUSE_SIGNIFICATIONS_TA: readonly HouseSignification[] = [
  { themes: 'தான், உடல், ஆரோக்கியம் மற்றும் இயல்பு', gloss: 'நீங்கள் உலகின் முன் எப்படி வருகிறீர்கள், எவ்வளவு உயிர்ச்சக்தியுடன்' },
  { themes: 'செல்வம், குடும்பம், வாக்கு மற்றும் உணவு', gloss: 'நீங்கள் எதைச் சேர்க்கிறீர்கள், அதை எப்படி வெளிப்படுத்துகிறீர்கள்' },
  { themes: 'தைரியம், முயற்சி, குறும் பயணங்கள் மற்றும் உடன்பிறந்தோர்', gloss: 'கைகளாலும் சொற்களாலும் நீங்கள் கூர்தீட்டும் திறமைகள்' },
  { themes: 'வீடு, தாய், சொத்து, கல்வி மற்றும் மன அமைதி', gloss: 'நீங்கள் நிற்கும் நிலம்' },
  { themes: 'குழந்தைகள், அறிவு, படைப்பாற்றல் மற்றும் காதல்', gloss: 'முற்பிறவியிலிருந்து உடன் வந்த புண்ணியம்' },
  { themes: 'அன்றாட வேலை, சேவை, கடன், எதிரிகள் மற்றும் நோய்', gloss: 'நீங்கள் சமாளிக்கக் கற்கும் அன்றாட ஒழுங்குகளும் போட்டியாளர்களும்' },
  { themes: 'திருமணம், கூட்டாண்மை மற்றும் வணிக ஒப்பந்தங்கள்', gloss: 'நீங்கள் நேருக்கு நேர் இணையும் மனிதர்களும் செய்யும் ஒப்பந்தங்களும்' },
  { themes: 'ஆயுள், திடீர் மாற்றங்கள், கூட்டுச் சொத்து மற்றும் ஆராய்ச்சி', gloss: 'மறைந்திருப்பது, மரபுரிமையாக வருவது, திடீரென நிகழ்வது' },
  { themes: 'பாக்கியம், தந்தை, குரு, நீண்ட பயணங்கள் மற்றும் தர்மம்', gloss: 'உங்கள் பார்வையை விரிவாக்கும் நம்பிக்கைகளும் குருமார்களும்' },
  { themes: 'தொழில், புகழ், அதிகாரம் மற்றும் பொது வாழ்க்கை', gloss: 'உலகம் உங்களை அறியும் பணி' },
  { themes: 'லாபம், வருமானம், நண்பர்கள் மற்றும் விருப்ப நிறைவு', gloss: 'விருப்பங்கள் நிறைவேற உதவும் தொடர்புகள்' },
  { themes: 'செலவு, உறக்கம், வெளிநாடு, தனிமை மற்றும் மோட்சம்', gloss: 'ஓய்வு, தொலைவு, விட்டுவிடும் கலை' },
];

/** The themes of a house (1–12) in Tamil. */
export function houseThemesTa(house: number): string {
  const row = HOUSE_SIGNIFICATIONS_TA[house - 1];
  if (!row) throw new RangeError(`houseThemesTa: house must be 1–12 (got ${house})`);
  return row.themes;
}

/** A house card's sentence in Tamil: the themes, then the gloss. */
export function houseMeaningTa(house: number): string {
  return `${houseThemesTa(house)}: ${HOUSE_SIGNIFICATIONS_TA[house - 1]!.gloss}.`;
}
