/**
 * The rashifal, the day's outlook, the calendar feed and the weekly mails in Tamil: the same
 * shapes as the English (text.ts, outlook-reading.ts, feed-text.ts, digest-text.ts), so no sentence
 * can be missing. Names come from the Tamil books (சூரியன், மேஷம், ஏழரைச் சனி); houses are counted
 * from the Moon sign as the reader and the report count them (ஆறாம் வீட்டில்); the reader is addressed as நீங்கள்.
 */
import type { EclipseKind } from '../../panchang/eclipses';
import { BAD_TARAS, taraName } from '../../jyotish/classical/tara';
import { rasiName } from '../../vocabulary/rasi';
import { sadeSatiPhaseName, saturnSpellName, termName } from '../../vocabulary/terms';
import { PRODUCT_NAME } from '../../product';
import { LIST_WORDS_TA } from '../format-ta';
import { houseThemesTa } from '../houses-ta';
import { regionalDate, regionalNumber, regionalTime } from '../regional-dates';
import type { DigestWords } from './digest-text';
import { rashifalHelpers } from './regional-helpers';
import type { FeedText } from './feed-text';
import type { OutlookText } from './outlook-reading';
import type { RashifalText } from './text';

const { G, ord, list, themes } = rashifalHelpers('ta', LIST_WORDS_TA, houseThemesTa);
const date = (iso: string) => regionalDate(iso, 'ta');
const n = (x: number) => regionalNumber(x, 'ta');
/** An instant as a Tamil almanac dates it: `8 டிசம்பர், 2026 அன்று 14:05 மணிக்கு`. */
const at = (iso: string) => `${date(iso)} அன்று ${regionalTime(iso, 'ta')} மணிக்கு`;
const when = (iso: string) => `${date(iso)}, ${regionalTime(iso, 'ta')}`;
const sadeSati = termName('sadeSati', 'ta');
const retro = termName('retrograde', 'ta');
const ECLIPSE: Record<EclipseKind, string> = {
  'solar-total': 'முழு சூரிய கிரகணம்',
  'solar-annular': 'கங்கண சூரிய கிரகணம்',
  'solar-partial': 'பகுதி சூரிய கிரகணம்',
  'lunar-total': 'முழு சந்திர கிரகணம்',
  'lunar-partial': 'பகுதி சந்திர கிரகணம்',
  'lunar-penumbral': 'புறநிழல் சந்திர கிரகணம்',
};

export const RASHIFAL_TEXT_TA: RashifalText = {
  good: (g, h) => `உங்கள் சந்திர ராசியிலிருந்து ${ord(h)} வீட்டில் ${g} இருக்கிறார்: ${themes(h)} ஆகியவற்றில் துணை கிடைக்கும்.`,
  obstructed: (g, h, by) =>
    `${ord(h)} வீட்டிலுள்ள ${g} ${themes(h)} ஆகியவற்றில் துணை தருவார்; ஆனால் வேதை வீட்டில் ${list(by)} இருப்பதால் தடை ஏற்படுகிறது, எனவே பலன் எதிர்பார்த்ததைவிடச் சற்றுக் குறைவாக இருக்கும்.`,
  difficult: (g, h) => `உங்கள் சந்திர ராசியிலிருந்து ${ord(h)} வீட்டில் ${g} இருக்கிறார்: ${themes(h)} ஆகியவற்றில் கவனமாக இருங்கள்.`,
  enters: (g, h, iso, r) =>
    `${at(iso)} ${g}${r ? ` (${retro})` : ''} ${ord(h)} வீட்டுக்குப் பெயர்ச்சியாகிறார்; ${themes(h)} ஆகியவற்றின் மீது கவனம் திரும்பும்.`,
  station: (g, t, h, iso) =>
    `${at(iso)} ${g} ${ord(h)} வீட்டில் ${t === 'retrograde' ? 'வக்கிரம் அடைகிறார்: மறுபரிசீலனை செய்து திருத்திக்கொள்ளும் நேரம்' : 'வக்கிர நிவர்த்தி அடைகிறார்: தடைப்பட்ட காரியங்கள் மீண்டும் நகரும்'} (${themes(h)}).`,
  chandrashtama: (from, until) =>
    `${when(from)} முதல் ${when(until)} வரை ${G('Moon')} உங்கள் ராசியிலிருந்து எட்டாம் ராசியில் இருக்கிறார் (சந்திராஷ்டமம்): புதிய தொடக்கங்களையும் துணிகரமான முடிவுகளையும் வேறொரு நாளுக்கு ஒத்திவையுங்கள்.`,
  saturn: (k, p) =>
    k === 'sadeSati'
      ? `உங்கள் ராசிக்கு ${sadeSati} நடக்கிறது, இப்போது ${sadeSatiPhaseName(p ?? 'peak', 'ta')} காலம்: பொறுமையும் விடாமுயற்சியும் பலன் தரும்; அவசரமும் குறுக்கு வழிகளும் பலன் தராது.`
      : `உங்கள் ராசிக்கு ${saturnSpellName(k, 'ta')} நடக்கிறது: பொறுப்புகளை அமைதியாக நிறைவேற்றுங்கள், சக்திக்கு மீறிச் செயல்படாதீர்கள்.`,
  eclipse: (k, h, iso) => `${at(iso)} உங்கள் ராசியிலிருந்து ${ord(h)} வீட்டில் ${ECLIPSE[k]}: புதிதாகத் தொடங்குவதைவிட நின்று யோசிக்கும் நேரம்.`,
  why: (g, sign, h, fav, by, r) =>
    `${g}${r ? ` (${retro})` : ''} ${rasiName(sign, 'ta')} ராசியில், உங்கள் ராசியிலிருந்து ${ord(h)} வீட்டில்: ${fav ? (by.length ? `சுப வீடு, ஆனால் ${list(by)} வேதை செய்கிறது` : `சுப வீடு (பலதீபிகை ${n(26)})`) : 'இந்தக் கிரகத்தின் சுப வீடுகளில் ஒன்றல்ல'}.`,
  festival: (name, iso) => `${date(iso)}: ${name}.`,
  graha: G,
};

const TARA_MEANING = [
  'உணர்வுபூர்வமான நாள், பெரிய முயற்சிகளைவிட வழக்கமான வேலைகளுக்கு ஏற்றது',
  'செல்வமும் லாபமும் — செயல்பட நல்ல நாள்',
  'தடைகள் — புதிய முயற்சிகளையும் துணிகரமான முடிவுகளையும் தவிர்க்கவும்',
  'நலம் — பாதுகாப்பான, நிலையான நாள்',
  'எதிர்ப்பு — தடைகள் வரலாம், திட்டங்களை அளவோடு வைத்திருங்கள்',
  'சாதனை — முயற்சிகள் வெற்றி பெறும்',
  'திட்டங்களுக்கு ஆபத்து — முக்கியமான வேலைகளை ஒத்திவையுங்கள்',
  'நட்பான நாள் — உதவி எளிதில் கிடைக்கும்',
  'மிகச் சிறந்த நட்பு — மிகவும் சுபமான நாள்',
] as const;

export const OUTLOOK_TEXT_TA: OutlookText = {
  tara: (t) => `இன்றைய நட்சத்திரம் உங்கள் ஜென்ம நட்சத்திரத்திலிருந்து ${n(t)}-ஆம் தாரை (${taraName(t, 'ta')}): ${TARA_MEANING[t - 1]}.`,
  chandrashtama: `${G('Moon')} உங்கள் ஜென்ம ராசியிலிருந்து எட்டாம் ராசியில் இருக்கிறார் (சந்திராஷ்டமம்): இன்று புதிய தொடக்கங்களையும் பெரிய முடிவுகளையும் வேறொரு நாளுக்கு ஒத்திவையுங்கள்.`,
  chandraBala: (h, strong) =>
    `${G('Moon')} உங்கள் ஜென்ம ராசியிலிருந்து ${ord(h)} ராசியில் இருக்கிறார்: ${strong ? 'இன்று சந்திர பலம் உண்டு.' : 'இன்று சந்திர பலம் குறைவு.'}`,
  dasha: (md, ad, pd) =>
    `நடப்பு தசை: ${md} ${termName('mahadasha', 'ta')}, ${ad} ${termName('antardasha', 'ta')}, ${pd} ${termName('pratyantardasha', 'ta')}.`,
  birthTimeUnknown: 'பிறந்த நேரம் தெரியவில்லை: ஜென்ம சந்திரன் நண்பகல் நேரத்தில் எடுக்கப்பட்டுள்ளது, எனவே அதன் நட்சத்திரமும் தாரையும் மாறலாம்.',
};

const SPELL_HOUSE: Record<'sadeSati' | 'kantaka' | 'ashtama', string> = {
  sadeSati: 'உங்கள் சந்திரனிலிருந்து பன்னிரண்டாம், முதல் அல்லது இரண்டாம் ராசியில் சனி',
  kantaka: 'உங்கள் சந்திரனிலிருந்து நான்காம் ராசியில் சனி',
  ashtama: 'உங்கள் சந்திரனிலிருந்து எட்டாம் ராசியில் சனி',
};
const spell = (k: 'sadeSati' | 'kantaka' | 'ashtama') => (k === 'sadeSati' ? sadeSati : saturnSpellName(k, 'ta'));
/** The spell's short name for a calendar line (without its explanation). */
const SPELL_SHORT = { sadeSati, kantaka: 'அர்த்தாஷ்டமச் சனி', ashtama: 'அஷ்டமச் சனி' } as const;

export const FEED_TEXT_TA: FeedText = {
  mahadasha: (md) => ({
    summary: `${G(md)} ${termName('mahadasha', 'ta')} தொடக்கம் (${termName('vimshottari', 'ta')})`,
    description: `உங்கள் ${termName('vimshottari', 'ta')}யில் ${G(md)} ${termName('mahadasha', 'ta')} தொடங்குகிறது; முதலில் அதன் சொந்த ${termName('antardasha', 'ta')}.`,
  }),
  antardasha: (md, ad) => ({
    summary: `${G(md)}–${G(ad)} ${termName('dasha', 'ta')} தொடக்கம் (${termName('antardasha', 'ta')})`,
    description: `உங்கள் ${G(md)} ${termName('mahadasha', 'ta')}யில் ${G(ad)} ${termName('antardasha', 'ta')} தொடங்குகிறது (${termName('vimshottari', 'ta')}).`,
  }),
  saturnBegins: (kind, phase, sign, back) => ({
    summary: `${SPELL_SHORT[kind]}${phase ? `: ${sadeSatiPhaseName(phase, 'ta')} காலம் தொடக்கம்` : back ? ' மீண்டும் தொடக்கம்' : ' தொடக்கம்'}`,
    description: `${G('Saturn')} ${rasiName(sign, 'ta')} ராசிக்கு ${back ? 'மீண்டும் வருகிறார்' : 'பெயர்ச்சியாகிறார்'}: ${SPELL_HOUSE[kind]}.`,
  }),
  saturnPauses: (kind) => ({
    summary: `${SPELL_SHORT[kind]}: சிறு இடைவெளி`,
    description: `${G('Saturn')} சிறிது காலம் ${spell(kind)} ராசிகளை விட்டு வெளியே செல்கிறார்; இந்தக் காலம் முடிவதற்கு முன் மீண்டும் வருவார்.`,
  }),
  saturnEnds: (kind) => ({
    summary: `${SPELL_SHORT[kind]} நிறைவு`,
    description: `${G('Saturn')} உங்கள் சந்திரன் மீதான ${spell(kind)} காலத்தின் கடைசி ராசியை விட்டு விலகுகிறார்.`,
  }),
  chandrashtama: (sign) => ({
    summary: 'சந்திராஷ்டமம்: உங்கள் சந்திரனிலிருந்து எட்டாம் ராசியில் சந்திரன்',
    description: `${G('Moon')} ${rasiName(sign, 'ta')} ராசியில், உங்கள் ஜென்ம ராசியிலிருந்து எட்டாம் ராசியில் இருக்கிறார்: புதிய தொடக்கங்களையும் துணிகரமான முடிவுகளையும் வேறொரு நாளுக்கு ஒத்திவையுங்கள்.`,
  }),
  ingress: (g, sign, house, retrograde) => ({
    summary: `${G(g)} ${rasiName(sign, 'ta')} ராசிக்குப் பெயர்ச்சி (உங்கள் சந்திரனிலிருந்து ${ord(house)} ராசி)`,
    description: `${G(g)}${retrograde ? ` (${retro})` : ''} ${rasiName(sign, 'ta')} ராசிக்குப் பெயர்ச்சியாகிறார், உங்கள் ஜென்ம ராசியிலிருந்து ${ord(house)} ராசி.`,
  }),
  festival: (name) => ({ summary: name, description: `உங்கள் ஊரில் ${name} (இந்து பஞ்சாங்கப்படி).` }),
  calendarName: (person) => `${person}: தசைகள், கோசாரம், பண்டிகைகள்`,
};

export const DIGEST_WORDS_TA: DigestWords = {
  weeklySubject: (p, from) => `${p}: ${date(from)} முதல் ஒரு வாரம்`,
  weeklyIntro: (p) => `${p} அவர்களின் வரும் வாரம், ஜென்ம சந்திரனிலிருந்து பார்த்தது.`,
  day: (d) =>
    `${date(d.day)}: தாரை ${n(d.tara)} ${taraName(d.tara, 'ta')} (${BAD_TARAS.has(d.tara) ? 'பாதகம்' : 'சாதகம்'}), சந்திர பலம் ${d.chandraBala ? 'நன்று' : 'குறைவு'}${d.chandrashtama ? ', சந்திராஷ்டமம்: புதிய வேலைகளை வேறொரு நாளுக்கு ஒத்திவையுங்கள்' : ''}.`,
  events: 'இந்த வார நிகழ்வுகள்:',
  noEvents: 'இந்த வாரம் தசை, சனி அல்லது பண்டிகை நிகழ்வுகள் எதுவும் இல்லை.',
  alertSubject: (p) => `${p}: ஒரு வாரத்தில் மாற்றம்`,
  alertIntro: (p) => `இன்றிலிருந்து ஒரு வாரத்தில், ${p} அவர்களுக்கு:`,
  footer: (u, m) =>
    `${PRODUCT_NAME} தளத்தில் இவருக்கான வாராந்திரச் சுருக்கத்தை நீங்கள் இயக்கியதால் இந்த மின்னஞ்சல் வருகிறது. ஒரே சொடுக்கில் நிறுத்துங்கள்: ${u}\n‘என் ஜாதகங்கள்’ பக்கத்தில் மாற்றுங்கள்: ${m}`,
  date,
};
