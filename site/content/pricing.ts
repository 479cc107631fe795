/**
 * Plans, the feature comparison and the pricing FAQ (spec section 9). Prices in US dollars.
 * Paid plans are not on sale yet, so the copy says so instead of pretending to take payment.
 * Prices and destinations are facts (PLANS); the words are catalogues in every language.
 */
import { defineMessages } from '../i18n/catalogue';

export { BILLING_PERIODS } from './billing';

/** A plan's facts. Prices are dollars per year / per month, or "Custom" (quoted on request). */
export interface Plan {
  id: 'basic' | 'pro' | 'enterprise';
  priceAnnualUsd: number | 'Custom';
  priceMonthlyUsd: number | 'Custom';
  /** Where "Choose Plan" leads (English address): an honest destination while checkout does not exist. */
  href: string;
}

/** The three plans, in display order (PLAN_TEXT holds their words in the same order). */
export const PLANS: readonly Plan[] = [
  { id: 'basic', priceAnnualUsd: 99, priceMonthlyUsd: 9.99, href: '/contact-us?plan=basic' },
  { id: 'pro', priceAnnualUsd: 199, priceMonthlyUsd: 19.99, href: '/contact-us?plan=pro' },
  { id: 'enterprise', priceAnnualUsd: 'Custom', priceMonthlyUsd: 'Custom', href: '/contact-us?plan=enterprise' },
];

/** A plan card's words. */
export interface PlanText {
  name: string;
  description: string;
  features: readonly string[];
}

/** Words of each plan, in the order of PLANS. */
export const PLAN_TEXT = defineMessages<readonly PlanText[]>(
  [
    {
      name: 'Basic',
      description: 'For your own chart and the essentials.',
      features: ['Basic Kundali generation', '1 detailed report per month', 'Basic interpretations', 'Email support'],
    },
    {
      name: 'Pro',
      description: 'For deeper study and relationship questions.',
      features: [
        'Advanced Kundali generation',
        '5 detailed reports per month',
        'Advanced interpretations',
        'Priority email support',
        'Compatibility analysis',
      ],
    },
    {
      name: 'Enterprise',
      description: 'For astrologers and businesses.',
      features: [
        'Custom Kundali generation',
        'Unlimited detailed reports',
        'All interpretations',
        '24/7 priority support',
        'API access',
        'Custom integrations',
      ],
    },
  ],
  {
    hi: [
      {
        name: 'बेसिक',
        description: 'अपनी कुंडली और ज़रूरी बातों के लिए।',
        features: ['मूल कुंडली निर्माण', 'हर महीने 1 विस्तृत रिपोर्ट', 'मूल व्याख्याएँ', 'ईमेल सहायता'],
      },
      {
        name: 'प्रो',
        description: 'गहरे अध्ययन और रिश्तों से जुड़े प्रश्नों के लिए।',
        features: ['उन्नत कुंडली निर्माण', 'हर महीने 5 विस्तृत रिपोर्ट', 'उन्नत व्याख्याएँ', 'प्राथमिकता वाली ईमेल सहायता', 'कुंडली मिलान विश्लेषण'],
      },
      {
        name: 'एंटरप्राइज़',
        description: 'ज्योतिषियों और व्यवसायों के लिए।',
        features: [
          'अनुकूलित कुंडली निर्माण',
          'असीमित विस्तृत रिपोर्ट',
          'सभी व्याख्याएँ',
          'चौबीसों घंटे प्राथमिकता सहायता',
          'एपीआई सुविधा',
          'अनुकूलित एकीकरण',
        ],
      },
    ],
  },
  'PLAN_TEXT',
);

/** One row of the comparison table: a feature and what each plan gives (true/false: included or not). */
export interface ComparisonRow {
  feature: string;
  basic: boolean | string;
  pro: boolean | string;
  enterprise: boolean | string;
}

export const COMPARISON = defineMessages<readonly ComparisonRow[]>(
  [
    { feature: 'Kundali generation', basic: 'Basic', pro: 'Advanced', enterprise: 'Custom' },
    { feature: 'Detailed reports', basic: '1 per month', pro: '5 per month', enterprise: 'Unlimited' },
    { feature: 'Interpretations', basic: 'Basic', pro: 'Advanced', enterprise: 'All' },
    { feature: 'Support', basic: 'Email', pro: 'Priority email', enterprise: '24/7 priority' },
    { feature: 'Compatibility analysis', basic: false, pro: true, enterprise: true },
    { feature: 'API access', basic: false, pro: false, enterprise: true },
    { feature: 'Custom integrations', basic: false, pro: false, enterprise: true },
  ],
  {
    hi: [
      { feature: 'कुंडली निर्माण', basic: 'मूल', pro: 'उन्नत', enterprise: 'अनुकूलित' },
      { feature: 'विस्तृत रिपोर्ट', basic: 'हर महीने 1', pro: 'हर महीने 5', enterprise: 'असीमित' },
      { feature: 'व्याख्याएँ', basic: 'मूल', pro: 'उन्नत', enterprise: 'सभी' },
      { feature: 'सहायता', basic: 'ईमेल', pro: 'प्राथमिकता वाला ईमेल', enterprise: 'चौबीसों घंटे प्राथमिकता' },
      { feature: 'कुंडली मिलान विश्लेषण', basic: false, pro: true, enterprise: true },
      { feature: 'एपीआई सुविधा', basic: false, pro: false, enterprise: true },
      { feature: 'अनुकूलित एकीकरण', basic: false, pro: false, enterprise: true },
    ],
  },
  'COMPARISON',
);

/** The pricing page's six questions. */
export const PRICING_FAQ = defineMessages<readonly { question: string; answer: string }[]>(
  [
    {
      question: 'Can I change my plan later?',
      answer: 'Yes. Once paid plans launch you can move between plans at any time, and the change applies from your next billing cycle.',
    },
    {
      question: 'Is there a free trial?',
      answer:
        'Generating your chart and chatting about it is free today. When paid plans launch, Basic and Pro will start with a 7-day free trial.',
    },
    {
      question: 'Which payment methods will you accept?',
      answer:
        'Major credit cards and PayPal, and bank transfer for annual Enterprise plans. We are not taking payments yet, so nothing is charged today.',
    },
    {
      question: 'Can I cancel at any time?',
      answer: 'Yes. You will be able to cancel whenever you like and keep access until the end of the period you paid for.',
    },
    { question: 'Is there a money-back guarantee?', answer: 'Annual subscriptions will come with a 30-day money-back guarantee.' },
    {
      question: 'How is my data protected?',
      answer:
        'Traffic to the site is encrypted in transit, and we keep only what a chart needs. The privacy policy lists exactly what we collect.',
    },
  ],
  {
    hi: [
      {
        question: 'क्या मैं बाद में अपना प्लान बदल सकता हूँ?',
        answer: 'हाँ। सशुल्क प्लान शुरू होने के बाद आप कभी भी प्लान बदल सकेंगे, और बदलाव आपके अगले बिलिंग चक्र से लागू होगा।',
      },
      {
        question: 'क्या मुफ़्त परीक्षण है?',
        answer: 'अपनी कुंडली बनाना और उस पर चैट करना आज मुफ़्त है। सशुल्क प्लान शुरू होने पर बेसिक और प्रो 7 दिन के मुफ़्त परीक्षण से शुरू होंगे।',
      },
      {
        question: 'आप भुगतान के कौन-से तरीक़े स्वीकार करेंगे?',
        answer: 'प्रमुख क्रेडिट कार्ड और पेपाल, और वार्षिक एंटरप्राइज़ प्लान के लिए बैंक ट्रांसफ़र। हम अभी भुगतान नहीं ले रहे हैं, इसलिए आज कुछ भी नहीं कटता।',
      },
      {
        question: 'क्या मैं कभी भी रद्द कर सकता हूँ?',
        answer: 'हाँ। आप जब चाहें रद्द कर सकेंगे, और जिस अवधि का भुगतान किया है उसके अंत तक सुविधा बनी रहेगी।',
      },
      { question: 'क्या पैसे वापसी की गारंटी है?', answer: 'वार्षिक सदस्यता के साथ 30 दिन की पैसे वापसी की गारंटी मिलेगी।' },
      {
        question: 'मेरा डेटा कैसे सुरक्षित रहता है?',
        answer:
          'साइट तक आने-जाने वाला डेटा रास्ते में एन्क्रिप्टेड रहता है, और हम केवल वही रखते हैं जो कुंडली के लिए ज़रूरी है। गोपनीयता नीति में ठीक-ठीक लिखा है कि हम क्या एकत्र करते हैं।',
      },
    ],
  },
  'PRICING_FAQ',
);

/** "$99", "$9.99", or `customLabel` (the page's word for a price quoted on request) for "Custom". */
export function formatPriceUsd(price: number | 'Custom', customLabel = 'Custom'): string {
  if (price === 'Custom') return customLabel;
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/** Features that have a page of their own, by their English name (words at the same place in any language link there too). */
export const FEATURE_PAGES: Readonly<Record<string, string>> = { 'Compatibility analysis': '/kundali-matching' };
