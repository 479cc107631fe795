/**
 * The product's error catalogue (spec section 8): the same titles on error pages and in API errors.
 * Each entry carries its Hindi beside the English (`hi`); Bengali, Marathi, Telugu and Tamil keep theirs in a
 * file per language (catalogue-bn.ts …, typed so a missing status does not compile). The API answers in English,
 * the pages in the visitor's language.
 */
import { byLocale, type EngineLocale, type RegionalLocale } from '../i18n/locale';
import { ERRORS_BN } from './catalogue-bn';
import { ERRORS_MR } from './catalogue-mr';
import { ERRORS_TA } from './catalogue-ta';
import { ERRORS_TE } from './catalogue-te';
import type { CatalogueStatus, ErrorBook } from './catalogue-words';

export const ERROR_CATALOGUE = {
  400: {
    title: 'Bad Request',
    description: 'The server cannot process the request due to a client error.',
    hi: { title: 'अमान्य अनुरोध', description: 'क्लाइंट की त्रुटि के कारण सर्वर इस अनुरोध को संसाधित नहीं कर सकता।' },
  },
  401: {
    title: 'Unauthorized',
    description: 'You need to be authenticated to see this.',
    hi: { title: 'अनधिकृत', description: 'इसे देखने के लिए आपको साइन इन करना होगा।' },
  },
  403: {
    title: 'Forbidden',
    description: 'You do not have permission to see this.',
    hi: { title: 'निषिद्ध', description: 'आपको इसे देखने की अनुमति नहीं है।' },
  },
  404: {
    title: 'Not Found',
    description: 'The resource could not be found.',
    hi: { title: 'नहीं मिला', description: 'यह पृष्ठ या संसाधन नहीं मिला।' },
  },
  // 405, 408, 409, 412, 413, 428 and 429 are not in the spec's table; the API needs them for wrong
  // methods, a request body that arrives too slowly, a full account, edits made from an old copy
  // (412) or without naming one (428), oversized bodies and attempts past a rate limit.
  405: {
    title: 'Method Not Allowed',
    description: 'This address does not accept that kind of request.',
    hi: { title: 'यह विधि स्वीकार्य नहीं', description: 'यह पता इस प्रकार का अनुरोध स्वीकार नहीं करता।' },
  },
  409: {
    title: 'Conflict',
    description: 'This conflicts with something that already exists.',
    hi: { title: 'टकराव', description: 'यह पहले से मौजूद किसी चीज़ से टकराता है।' },
  },
  408: {
    title: 'Request Timeout',
    description: 'The request took too long to arrive.',
    hi: { title: 'अनुरोध का समय समाप्त', description: 'अनुरोध आने में बहुत अधिक समय लगा।' },
  },
  412: {
    title: 'Precondition Failed',
    description: 'This was changed elsewhere since you opened it.',
    hi: { title: 'कहीं और बदला गया', description: 'आपके खोलने के बाद इसे कहीं और बदला गया।' },
  },
  413: {
    title: 'Payload Too Large',
    description: 'The request is larger than the server accepts.',
    hi: { title: 'अनुरोध बहुत बड़ा है', description: 'अनुरोध सर्वर की स्वीकार्य सीमा से बड़ा है।' },
  },
  428: {
    title: 'Precondition Required',
    description: 'Send the version you are changing (If-Match) with this request.',
    hi: { title: 'संस्करण आवश्यक', description: 'इस अनुरोध के साथ वह संस्करण भेजें जिसे आप बदल रहे हैं।' },
  },
  429: {
    title: 'Too Many Requests',
    description: 'Too many attempts. Please wait a little and try again.',
    hi: { title: 'बहुत अधिक अनुरोध', description: 'बहुत अधिक प्रयास हुए। कृपया थोड़ी देर रुककर फिर से प्रयास करें।' },
  },
  500: {
    title: 'Internal Server Error',
    description: 'Something went wrong on our side.',
    hi: { title: 'सर्वर में आंतरिक त्रुटि', description: 'हमारी ओर से कुछ गड़बड़ हो गई।' },
  },
  501: {
    title: 'Not Implemented',
    description: 'The server does not support this yet.',
    hi: { title: 'अभी उपलब्ध नहीं', description: 'सर्वर अभी इसका समर्थन नहीं करता।' },
  },
  502: {
    title: 'Service Temporarily Overloaded',
    description: 'The service is busy. Please try again in a moment.',
    hi: { title: 'सेवा पर अस्थायी भार', description: 'सेवा अभी व्यस्त है। कृपया थोड़ी देर में फिर से प्रयास करें।' },
  },
  503: {
    title: 'Service Unavailable',
    description: 'The service is not available right now. Please try again later.',
    hi: { title: 'सेवा उपलब्ध नहीं', description: 'सेवा अभी उपलब्ध नहीं है। कृपया बाद में फिर से प्रयास करें।' },
  },
} as const;

type Entry = { title: string; description: string; hi: { title: string; description: string } };

/** The regional languages' books of error words. */
const REGIONAL_ERRORS: Readonly<Record<RegionalLocale, ErrorBook>> = { bn: ERRORS_BN, mr: ERRORS_MR, te: ERRORS_TE, ta: ERRORS_TA };

/** Title and description for a status in `locale` (default English); unknown statuses get the 404 text, as the spec says. */
export function catalogueEntry(status: number, locale: EngineLocale = 'en'): { status: number; title: string; description: string } {
  const known = (ERROR_CATALOGUE as Record<number, Entry>)[status];
  const [code, entry] = known ? [status, known] : [404, ERROR_CATALOGUE[404] as Entry];
  const text = byLocale(
    locale,
    (inline) => (inline === 'hi' ? entry.hi : entry),
    (regional) => REGIONAL_ERRORS[regional][code as CatalogueStatus],
  );
  return { status: code, title: text.title, description: text.description };
}
