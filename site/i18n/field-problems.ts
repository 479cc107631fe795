/**
 * Field problems in words: one sentence per stable code of shared/contracts/field-problem.ts, per
 * language, naming the field by the label the form shows. Used for the forms' own checks and for
 * the API's refusals on pages in another language than English (the API's `message` is English;
 * its `code` and `params` are worded here). Limits come in `params` (from the contracts), never
 * written here. The birth and place fields the APIs name have their labels here too, for views
 * that show a refusal without a form of their own.
 */
import type { FieldProblemCode, FieldProblemParams } from '../../shared/contracts/field-problem';
import { isFieldProblemCode } from '../../shared/contracts/field-problem';
import type { Locale } from '../../shared/i18n/locale';
import { defineMessages } from './catalogue';
import { termName } from '../../shared/vocabulary/terms';

/** Words one problem: `label` is the form's label for the field, `p` the problem's numbers. */
type Wording = (label: string, p: FieldProblemParams) => string;

export const fieldProblemText = defineMessages<Record<FieldProblemCode, Wording>>(
  {
    required: (label) => `${label} is required.`,
    tooShort: (label, p) => `${label} must be at least ${p.min} characters.`,
    tooLong: (label, p) => `${label} must be at most ${p.max} characters.`,
    tooMany: (label, p) => `${label}: at most ${p.max}.`,
    oneLine: (label) => `${label} must be one line of text.`,
    email: (_label) => 'Enter an email address like name@example.com.',
    onlySpaces: (label) => `${label} cannot be only spaces.`,
    wrongCredentials: () => 'Wrong email or password.',
    emailTaken: (_label) => 'An account with this email already exists. Sign in, or reset your password.',
    hiddenCharacters: (label) => `${label} may not contain invisible or text-direction characters.`,
    commonPassword: (label) => `${label} is too common or easy to guess; choose a longer phrase of your own.`,
    passwordIsEmail: (label) => `${label} may not be your email address.`,
    signupLinkInvalid: () => 'This confirmation link is not valid, was already used, or has expired. Sign up again.',
    resetLinkInvalid: () => 'This reset link is not valid, was already used, or has expired. Ask for a new one.',
    tooManyCharts: (_label, p) => `This account already keeps ${p.max} charts; delete one to save another.`,
    dateInvalid: (label) => `${label} is not a valid date.`,
    yearOutOfRange: (_label, p) => `Year ${p.year} is outside the supported range ${p.min}–${p.max}.`,
    timeInvalid: (label) => `${label} is not a valid time.`,
    offsetInvalid: (label) => `${label}: give a UTC offset ±HH:MM from −12:00 to +14:00.`,
    notANumber: (label) => `${label} must be a decimal number.`,
    outOfRange: (label, p) => `${label} must be a number from ${p.min} to ${p.max}.`,
    notAllowed: (label) => `${label}: this value is not allowed.`,
    zoneUnknown: (label) => `${label}: unknown time zone; use a name like Asia/Kolkata.`,
    pairRequired: (label) => `${label}: give both latitude and longitude.`,
    placeOrCoordinates: (label) => `${label}: give a place, or latitude and longitude.`,
    notAWholeNumber: (label) => `${label} must be a whole number.`,
    placeUnknown: (label, p) => `${label}: no place named “${p.place}” is known; pick one from the list, or give latitude and longitude.`,
    placeAmbiguous: (label, p) => `${label}: “${p.place}” matches several places; add the region or country, e.g. “${p.example}”.`,
    zoneNotSettled: (label) => `${label}: the places near these coordinates do not settle the time zone; pick the place from the list.`,
    timeGap: (label, p) =>
      `${label}: ${p.time} did not exist in ${p.zone} on ${p.date} (clocks moved from ${p.from} to ${p.to}); check the time or choose an offset.`,
    timeRepeated: (label, p) =>
      `${label}: ${p.time} happened twice in ${p.zone} on ${p.date} (at ${p.first} and then ${p.second}); choose one.`,
    invalid: (label) => `${label} is not valid.`,
  },
  {
    hi: {
      required: (label) => `${label}: यह भरना आवश्यक है।`,
      tooShort: (label, p) => `${label}: कम से कम ${p.min} अक्षर होने चाहिए।`,
      tooLong: (label, p) => `${label}: अधिक से अधिक ${p.max} अक्षर हो सकते हैं।`,
      tooMany: (label, p) => `${label}: अधिक से अधिक ${p.max} हो सकते हैं।`,
      oneLine: (label) => `${label}: एक ही पंक्ति में लिखें।`,
      email: (label) => `${label}: name@example.com जैसा ईमेल पता लिखें।`,
      onlySpaces: (label) => `${label}: केवल खाली स्थान नहीं चलेंगे।`,
      wrongCredentials: () => 'ईमेल या पासवर्ड गलत है।',
      emailTaken: (label) => `${label}: इस ईमेल से एक खाता पहले से बना है। साइन इन करें, या पासवर्ड बदलें।`,
      hiddenCharacters: (label) => `${label}: इसमें अदृश्य या लिखने की दिशा बदलने वाले अक्षर नहीं हो सकते।`,
      commonPassword: (label) => `${label}: यह बहुत आम है या आसानी से अनुमान लगाया जा सकता है; अपना कोई लंबा वाक्यांश चुनें।`,
      passwordIsEmail: (label) => `${label}: यह आपका ईमेल पता नहीं हो सकता।`,
      signupLinkInvalid: () => 'यह पुष्टि लिंक मान्य नहीं है, पहले ही उपयोग हो चुकी है, या उसकी अवधि समाप्त हो गई है। फिर से साइन अप करें।',
      resetLinkInvalid: () => 'पासवर्ड बदलने की यह लिंक मान्य नहीं है, पहले काम में आ चुकी है या उसकी अवधि बीत गई है। नई लिंक माँगें।',
      tooManyCharts: (_label, p) => `इस खाते में पहले से ${p.max} कुंडलियाँ हैं; नई सहेजने के लिए कोई एक हटाएँ।`,
      dateInvalid: (label) => `${label}: यह तिथि मान्य नहीं है।`,
      yearOutOfRange: (label, p) => `${label}: वर्ष ${p.year} समर्थित सीमा ${p.min}–${p.max} से बाहर है।`,
      timeInvalid: (label) => `${label}: यह समय मान्य नहीं है।`,
      offsetInvalid: (label) => `${label}: UTC अंतर ±घंटे:मिनट में, −12:00 से +14:00 तक लिखें।`,
      notANumber: (label) => `${label}: दशमलव संख्या लिखें।`,
      outOfRange: (label, p) => `${label}: ${p.min} से ${p.max} के बीच की संख्या होनी चाहिए।`,
      notAllowed: (label) => `${label}: यह मान स्वीकार्य नहीं है।`,
      zoneUnknown: (label) => `${label}: अज्ञात समय क्षेत्र; Asia/Kolkata जैसा नाम लिखें।`,
      pairRequired: (label) => `${label}: अक्षांश और देशांतर दोनों लिखें।`,
      placeOrCoordinates: (label) => `${label}: स्थान, या अक्षांश और देशांतर लिखें।`,
      notAWholeNumber: (label) => `${label}: पूर्ण संख्या लिखें।`,
      placeUnknown: (label, p) => `${label}: “${p.place}” नाम का कोई स्थान नहीं मिला; सूची से स्थान चुनें, या अक्षांश और देशांतर लिखें।`,
      placeAmbiguous: (label, p) => `${label}: “${p.place}” नाम के कई स्थान हैं; राज्य या देश भी लिखें, जैसे “${p.example}”।`,
      zoneNotSettled: (label) => `${label}: इन निर्देशांकों के आस-पास के स्थानों से समय क्षेत्र तय नहीं होता; सूची से स्थान चुनें।`,
      timeGap: (label, p) =>
        `${label}: ${p.date} को ${p.zone} में ${p.time} का समय आया ही नहीं (घड़ियाँ ${p.from} से ${p.to} पर बदलीं); समय जाँचें या UTC अंतर चुनें।`,
      timeRepeated: (label, p) =>
        `${label}: ${p.date} को ${p.zone} में ${p.time} का समय दो बार आया (पहले ${p.first} पर, फिर ${p.second} पर); इनमें से एक चुनें।`,
      invalid: (label) => `${label}: यह मान मान्य नहीं है।`,
    },
  },
  'fieldProblemText',
);

/** A problem as the forms hold it: its code and numbers (an unknown code from an older API counts as `invalid`). */
export interface ProblemToWord {
  code: unknown;
  params?: FieldProblemParams | null;
}

/** The sentence for `problem` in `locale`, naming the field by `label`. */
export function wordProblem(locale: Locale, problem: ProblemToWord, label: string): string {
  const code: FieldProblemCode = isFieldProblemCode(problem.code) ? problem.code : 'invalid';
  return fieldProblemText[locale][code](label, problem.params ?? {});
}

/** The birth and place fields the APIs name in their refusals, by the labels the forms show. */
export const birthFieldNames = defineMessages(
  {
    name: 'name',
    date: 'date',
    time: 'time',
    place: 'place',
    lat: 'latitude',
    lon: 'longitude',
    tz: 'time zone',
    utcOffset: 'UTC offset',
    ayanamsa: 'ayanamsa',
    node: 'node',
    year: 'year',
    month: 'month',
    sunrise: 'sunrise definition',
    day: 'day',
    today: 'today',
  },
  {
    hi: {
      name: 'पूरा नाम',
      date: 'जन्म तिथि',
      time: 'जन्म समय',
      place: 'जन्म स्थान',
      lat: 'अक्षांश',
      lon: 'देशांतर',
      tz: 'समय क्षेत्र',
      utcOffset: 'UTC अंतर',
      ayanamsa: termName('ayanamsa', 'hi'),
      node: 'राहु-केतु की गणना',
      year: 'वर्ष',
      month: 'महीना',
      sunrise: 'सूर्योदय की परिभाषा',
      day: 'दिन',
      today: 'आज की तिथि',
    },
  },
  'birthFieldNames',
);

/** The label of an API field in `locale` (the field's own name when the table lacks it). */
export function birthFieldLabel(locale: Locale, field: string): string {
  const names = birthFieldNames[locale];
  return Object.hasOwn(names, field) ? names[field as keyof typeof names] : field;
}
