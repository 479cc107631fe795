/**
 * The closed vocabularies of Kundali matching: the Ashtakoota groups (varna, vashya, yoni, gana,
 * nadi), the eight kootas, the doshas of the pair, the verdict bands, the ten poruthams, how far a
 * porutham agrees, and the rajjus. The rules that assign them are in shared/jyotish/ (matching*.ts,
 * poruthams.ts); their names in each language in matching-names.ts and terms.ts.
 */

/** Varna of a Moon sign, highest first: water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
export const VARNAS = ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra'] as const;
/** One varna. */
export type Varna = (typeof VARNAS)[number];
/** Vashya groups. */
export const VASHYAS = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;
/** One vashya group. */
export type Vashya = (typeof VASHYAS)[number];
/** Yoni animals. */
export const YONIS = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion',
] as const;
/** One yoni animal. */
export type Yoni = (typeof YONIS)[number];
/** Ganas. */
export const GANAS = ['Deva', 'Manushya', 'Rakshasa'] as const;
/** One gana. */
export type Gana = (typeof GANAS)[number];
/** Nadis; nakshatras cycle Adi, Madhya, Antya, Antya, Madhya, Adi. */
export const NADIS = ['Adi', 'Madhya', 'Antya'] as const;
/** One nadi. */
export type Nadi = (typeof NADIS)[number];
/** The eight kootas in their traditional order, with maximum points 1…8. */
export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const;
/** One koota. */
export type Koota = (typeof KOOTAS)[number];
/** The doshas of the pair that matching checks. */
export const MATCH_DOSHAS = ['nadi', 'bhakoot', 'gana'] as const;
/** One dosha of the pair. */
export type MatchDoshaName = (typeof MATCH_DOSHAS)[number];

/** The verdict bands of the total. */
export const VERDICTS = ['not recommended', 'average', 'good', 'excellent'] as const;
/** One verdict band. */
export type Verdict = (typeof VERDICTS)[number];

/** The ten poruthams in the usual order. */
export const PORUTHAMS = ['dina', 'gana', 'mahendra', 'streeDeergha', 'yoni', 'rasi', 'rasiAdhipati', 'vasya', 'rajju', 'vedha'] as const;
/** One porutham. */
export type PoruthamKey = (typeof PORUTHAMS)[number];
/** How well one porutham agrees. */
export const AGREEMENTS = ['yes', 'partly', 'no'] as const;
/** One agreement. */
export type Agreement = (typeof AGREEMENTS)[number];
/** The five rajjus; stars 1…27 run Pada, Kati, Nabhi, Kantha, Siro, Kantha, Nabhi, Kati, Pada in each group of nine. */
export const RAJJUS = ['Pada', 'Kati', 'Nabhi', 'Kantha', 'Siro'] as const;
/** One rajju. */
export type Rajju = (typeof RAJJUS)[number];
