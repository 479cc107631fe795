/**
 * The classical core: every rule and table of sign dignity, relationship, drishti, sign
 * counting and the weekday and hora lords exists once, here (one concept per file), and every
 * layer imports it. The angle helpers live one layer lower (`../../math/angles`, usable by the
 * astronomy layer) and are re-exported. Conventions the texts leave open are stated in ../../chart/CONVENTIONS.md.
 */
export { normalizeDeg, wrap180 } from '../../math/angles';
export { houseFrom, signOfHouse } from './counting';
export {
  EXALTATION,
  EXALTED_DEGREE_ORB_DEG,
  debilitationRasi,
  deepExaltationDeg,
  deepExaltationDistanceDeg,
  inDeepPointDegree,
  isExaltedIn,
} from './exaltation';
export { inMoolatrikona } from './moolatrikona';
export { RASI_LORD } from './rasi-lords';
export { VIMSHOTTARI_ORDER, VIMSHOTTARI_TOTAL_YEARS, VIMSHOTTARI_YEARS, nakshatraLordOf } from './vimshottari-lords';
export { lordedRasis, ownRasis, ownsRasi } from './own-signs';
export { dignityOf, specialDignity } from './dignity';
export { RELATION_SCORE, naturalRelation, temporalRelation, compoundRelation, compoundRelationOf, relationshipTables } from './relations';
export { aspectedRasis, aspectsRasi, aspectsOnRasis } from './drishti';
export { CHALDEAN_ORDER, WEEKDAY_LORDS } from './weekday-lords';
export { GEMSTONES } from './gemstones';
export { DUSTHANA, KENDRA, KENDRA_HOUSES, PANAPHARA, TRIKONA, UPACHAYA } from './house-classes';
export { TARAS, starCount, taraNumber, taraGood } from './tara';
