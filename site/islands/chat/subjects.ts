/**
 * Whose chart a conversation is about, chosen in the sidebar: the visitor's own birth, one of the
 * people saved with the account (signed in), or the Kundali match the page was opened with.
 * Each subject has its own conversations (a key), a title naming the person, the chart fields the
 * server recomputes from, and the birth the first prompt describes.
 */
import type { SavedChart } from '../../../shared/contracts/account';
import { LOCALES, regionalLocale, type Locale } from '../../../shared/i18n/locale';
import { chatSubjectMessages } from '../../i18n/chat-subjects';
import type { Ayanamsa } from '../../../shared/vocabulary/settings';
import { birthToQuery, queryToBirth, type BirthRequest } from '../../lib/birth-query';
import { birthKeyOf, type BirthDetails } from '../../stores/birth';
import { newConversation, type Conversation } from './conversations';
import type { MatchContext } from './match-context';
import { needsOpenText } from '../../lib/open-text';

/** What the conversation is about. */
export type ChatSubject =
  | { kind: 'self'; birth: BirthDetails }
  | { kind: 'saved'; person: SavedChart }
  | { kind: 'match'; match: MatchContext; birth: BirthDetails };

/** The key the subject's conversations are kept under (self and match as before, so stored conversations stay theirs). */
export function subjectKey(subject: ChatSubject): string {
  if (subject.kind === 'saved') return `saved:${subject.person.id}`;
  return birthKeyOf(subject.kind === 'self' ? subject.birth : subject.match.bride);
}

/** The person's name, or a stand-in when none was given. */
const nameOf = (name: string, fallback: string) => (name.trim() === '' ? fallback : name.trim());

/** The sidebar label of a subject: "You (Asha Rao)", "Ravi Kumar (husband)", "Match: Asha & Ravi". */
export function subjectLabel(subject: ChatSubject, locale: Locale = 'en'): string {
  const t = chatSubjectMessages[locale];
  if (subject.kind === 'self') return t.you(subject.birth.name.trim());
  if (subject.kind === 'saved')
    return subject.person.relation ? t.withRelation(subject.person.name, subject.person.relation) : subject.person.name;
  return t.match(nameOf(subject.match.bride.name, t.bride), nameOf(subject.match.groom.name, t.groom));
}

/**
 * Whether the site's words about a subject (its label, a title, a composed prompt, the built-in reader's answer)
 * hold a visitor's Devanagari words, the names and relation they typed: then they take the whole face.
 */
export function subjectNeedsOpenText(subject: ChatSubject): boolean {
  if (subject.kind === 'self') return needsOpenText(subject.birth.name, subject.birth.place.address);
  if (subject.kind === 'saved') return needsOpenText(subject.person.name, subject.person.relation, subject.person.birth.place);
  return needsOpenText(
    subject.match.bride.name,
    subject.match.groom.name,
    subject.match.bride.place.address,
    subject.match.groom.place.address,
  );
}

/** A new conversation's title: whose chart it is about. */
export function subjectTitle(subject: ChatSubject, locale: Locale = 'en'): string {
  const t = chatSubjectMessages[locale];
  if (subject.kind === 'match') return subjectLabel(subject, locale);
  const name = (subject.kind === 'self' ? subject.birth.name : subject.person.name).trim();
  return name ? t.title(name) : t.untitled;
}

/** A new, empty conversation about `subject`, titled in `locale`. */
export function conversationAbout(subject: ChatSubject, locale: Locale, now: Date = new Date()): Conversation {
  return newConversation(subjectKey(subject), now, subjectTitle(subject, locale), subjectNeedsOpenText(subject));
}

/**
 * A stored conversation title shown in `locale`: titles are written in the language of the page
 * that started the conversation, so a default title ("Transit Predictions: Asha") from another
 * language is rewritten in this one; any other title (the visitor's own) is kept.
 */
export function titleInLocale(title: string, locale: Locale): string {
  const here = chatSubjectMessages[locale];
  // The languages whose words this page has: English, Hindi and its own (a regional pack loads on its own pages only).
  for (const other of LOCALES.filter((code) => code === locale || regionalLocale(code) === null)) {
    const there = chatSubjectMessages[other];
    if (title === there.untitled) return here.untitled;
    const prefix = there.title('');
    if (prefix && title.startsWith(prefix) && title.length > prefix.length) return here.title(title.slice(prefix.length));
  }
  return title;
}

/** The birth and ayanamsa of a saved person (their saved fields are `/api/chart`'s), or null when unreadable. */
export function savedBirth(person: SavedChart): BirthRequest | null {
  const request = queryToBirth(new URLSearchParams(person.birth));
  return request ? { ...request, birth: { ...request.birth, name: person.name } } : null;
}

/** The `chart` field of a chat request: the fields the server recomputes the chart from. */
export function chartFieldsOf(subject: ChatSubject, ayanamsa: Ayanamsa): Record<string, string> {
  if (subject.kind === 'saved') return { ...subject.person.birth, name: subject.person.name };
  return Object.fromEntries(birthToQuery({ birth: subject.birth, ayanamsa }));
}

/** A person's chart (the visitor's or a saved one) as the chart API's query: the chat's title and its chart links open it. */
export function chartQueryOf(subject: ChatSubject, ayanamsa: Ayanamsa): string {
  return new URLSearchParams(chartFieldsOf(subject, ayanamsa)).toString();
}

/** The subjects the sidebar offers: the visitor, the match (when the page came with one), then each saved person. */
export function subjectsFor(self: BirthDetails | null, match: MatchContext | null, saved: SavedChart[]): ChatSubject[] {
  const out: ChatSubject[] = [];
  if (self) out.push({ kind: 'self', birth: self });
  if (match) out.push({ kind: 'match', match, birth: match.bride });
  for (const person of saved) if (savedBirth(person)) out.push({ kind: 'saved', person });
  return out;
}
