/** The Bengali pack: every catalogue's Bengali dictionary (site/i18n/locales/pack.ts says the shape). */
import type { LanguagePack } from '../pack';
// The shared sentence books the islands read in this language (the /compare page's settings and causes, the
// muhurta finder's exclusions, the panchang's sunrise definitions): registered with the pack, so only this
// language's pages load them.
import { registerCalendarWords } from '../../../../shared/calendar/calendar-words-registry';
import { CALENDAR_WORDS_BN } from '../../../../shared/calendar/calendar-words-bn';
import { registerCompareWords } from '../../../../shared/interpretation/compare-words-registry';
import { COMPARE_WORDS_BN } from '../../../../shared/interpretation/compare-words-bn';
import { accountClientText } from './account-client';
import { accountText } from './account';
import { serviceFailureText } from './birth-refusal';
import { calendarText } from './calendar';
import { CHART_TEXT } from './chart-text';
import { chatClaimsMessages } from './chat-claims';
import { chatFailureText } from './chat-failures';
import { chatMatchRefusalText } from './chat-match-refusal';
import { chatSubjectMessages } from './chat-subjects';
import { chatText } from './chat';
import { compareText } from './compare';
import { JOBS, PERKS } from './content/careers';
import { FAQ_ITEMS } from './content/faq';
import { COMPARISON, PLAN_TEXT, PRICING_FAQ } from './content/pricing';
import { PROCESS_STEPS } from './content/process';
import { TEAM } from './content/team';
import { VALUES } from './content/values';
import { errorViewMessages } from './error-view';
import { birthFieldNames, fieldProblemText } from './field-problems';
import { journeyText } from './journey';
import { kundaliDepthText } from './kundali-depth';
import { kundaliNowText } from './kundali-now';
import { kundaliReportText } from './kundali-report';
import { kundaliText } from './kundali';
import { layoutMessages } from './layout';
import { matchingText } from './matching';
import { offlineText } from './offline';
import { aboutMessages, howItWorksMessages, ourStoryMessages } from './pages/about';
import { appPageMessages } from './pages/app';
import { articleMessages } from './pages/articles';
import { careersMessages, contactMessages, socialMessages, supportMessages, teamMessages } from './pages/company';
import { faqMessages } from './pages/faq';
import { homeMessages } from './pages/home';
import { privacyMessages, termsMessages } from './pages/legal';
import { pricingMessages } from './pages/pricing';
import { panchangText } from './panchang';
import { PDF_LABELS } from './pdf';
import { personTimingText } from './person-timing';
import { rashifalText } from './rashifal';
import { reportLabels } from './report-labels';
import { tableScrollText } from './table-scroll';
import { testPageText } from './test-page';
import { yogaText } from './yogas';

const pack: LanguagePack = {
  CHART_TEXT,
  COMPARISON,
  FAQ_ITEMS,
  JOBS,
  PDF_LABELS,
  PERKS,
  PLAN_TEXT,
  PRICING_FAQ,
  PROCESS_STEPS,
  TEAM,
  VALUES,
  aboutMessages,
  accountClientText,
  accountText,
  appPageMessages,
  articleMessages,
  birthFieldNames,
  calendarText,
  careersMessages,
  chatClaimsMessages,
  chatFailureText,
  chatMatchRefusalText,
  chatSubjectMessages,
  chatText,
  compareText,
  contactMessages,
  errorViewMessages,
  faqMessages,
  fieldProblemText,
  homeMessages,
  howItWorksMessages,
  journeyText,
  kundaliDepthText,
  kundaliNowText,
  kundaliReportText,
  kundaliText,
  layoutMessages,
  matchingText,
  offlineText,
  ourStoryMessages,
  panchangText,
  personTimingText,
  pricingMessages,
  privacyMessages,
  rashifalText,
  reportLabels,
  serviceFailureText,
  socialMessages,
  supportMessages,
  teamMessages,
  termsMessages,
  tableScrollText,
  testPageText,
  yogaText,
};

registerCompareWords('bn', COMPARE_WORDS_BN);
registerCalendarWords('bn', CALENDAR_WORDS_BN);
export default pack;
