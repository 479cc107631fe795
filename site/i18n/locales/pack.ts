/**
 * The shape of one language's pack: every catalogue of the site (site/i18n, site/content), by the
 * name its module exports it under, with that catalogue's English shape. A language file declares
 * its dictionaries with `PackMessages<'layoutMessages'>` and its pack (locales/<code>/index.ts)
 * `satisfies LanguagePack`, so the compiler names a missing catalogue, a missing or extra key and a
 * message of another shape. A catalogue added under site/ is listed here once.
 */
import type { Catalogue } from '../catalogue';
import type * as contentCareers from '../../content/careers';
import type * as contentFaq from '../../content/faq';
import type * as contentPricing from '../../content/pricing';
import type * as contentProcess from '../../content/process';
import type * as contentTeam from '../../content/team';
import type * as contentValues from '../../content/values';
import type * as accountClient from '../account-client';
import type * as account from '../account';
import type * as birthRefusal from '../birth-refusal';
import type * as calendar from '../calendar';
import type * as chatClaims from '../chat-claims';
import type * as chatFailures from '../chat-failures';
import type * as chatMatchRefusal from '../chat-match-refusal';
import type * as chatSubjects from '../chat-subjects';
import type * as chat from '../chat';
import type * as errorView from '../error-view';
import type * as fieldProblems from '../field-problems';
import type * as kundaliDepth from '../kundali-depth';
import type * as kundaliNow from '../kundali-now';
import type * as kundaliReport from '../kundali-report';
import type * as kundali from '../kundali';
import type * as layout from '../layout';
import type * as matching from '../matching';
import type * as pageAbout from '../pages/about';
import type * as pageApp from '../pages/app';
import type * as pageArticles from '../pages/articles';
import type * as pageCompany from '../pages/company';
import type * as pageFaq from '../pages/faq';
import type * as pageHome from '../pages/home';
import type * as pageLegal from '../pages/legal';
import type * as pagePricing from '../pages/pricing';
import type * as panchang from '../panchang';
import type * as pdf from '../pdf';
import type * as rashifal from '../rashifal';
import type * as reportLabels from '../report-labels';
import type * as testPage from '../test-page';
import type * as chartText from '../../components/chart/chart-text';
import type * as compare from '../compare';
import type * as offline from '../offline';
import type * as personTiming from '../person-timing';
import type * as journey from '../journey';
import type * as tableScroll from '../table-scroll';
import type * as yogas from '../yogas';

type Modules = typeof contentCareers &
  typeof contentFaq &
  typeof contentPricing &
  typeof contentProcess &
  typeof contentTeam &
  typeof contentValues &
  typeof accountClient &
  typeof account &
  typeof birthRefusal &
  typeof calendar &
  typeof chatClaims &
  typeof chatFailures &
  typeof chatMatchRefusal &
  typeof chatSubjects &
  typeof chat &
  typeof errorView &
  typeof fieldProblems &
  typeof kundaliDepth &
  typeof kundaliNow &
  typeof kundaliReport &
  typeof kundali &
  typeof layout &
  typeof matching &
  typeof pageAbout &
  typeof pageApp &
  typeof pageArticles &
  typeof pageCompany &
  typeof pageFaq &
  typeof pageHome &
  typeof pageLegal &
  typeof pagePricing &
  typeof panchang &
  typeof pdf &
  typeof rashifal &
  typeof reportLabels &
  typeof testPage &
  typeof chartText &
  typeof compare &
  typeof offline &
  typeof personTiming &
  typeof journey &
  typeof tableScroll &
  typeof yogas;

type Messages<C> = C extends Catalogue<infer M> ? M : never;

/** Every catalogue's name (its export name). */
type CatalogueName = keyof { [K in keyof Modules as Modules[K] extends Catalogue<unknown> ? K : never]: true };

/** One language's dictionary of the catalogue `K`: the English messages' shape. */
export type PackMessages<K extends CatalogueName> = Messages<Modules[K]>;

/** One language's dictionaries: every catalogue's, translated (the compiler refuses a pack without one). */
export type LanguagePack = { readonly [K in CatalogueName]: PackMessages<K> };
