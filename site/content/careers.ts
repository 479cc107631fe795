/** Open positions and perks on /careers (spec section 2), in every language. */
import { defineMessages } from '../i18n/catalogue';

export interface Job {
  title: string;
  department: string;
  location: string;
  summary: string;
}

/** Five open positions. */
export const JOBS = defineMessages<readonly Job[]>(
  [
    {
      title: 'Senior TypeScript Engineer',
      department: 'Engineering',
      location: 'Remote (US or EU time zones)',
      summary: 'Own parts of the chart engine and the API: precise astronomy, tested against independent data.',
    },
    {
      title: 'Frontend Engineer',
      department: 'Engineering',
      location: 'Remote',
      summary: 'Build accessible, fast chart views and forms with Astro and React.',
    },
    {
      title: 'Jyotish Content Reviewer',
      department: 'Astrology',
      location: 'Remote (India)',
      summary: 'Review interpretations and guides for faithfulness to the classical texts.',
    },
    {
      title: 'Product Designer',
      department: 'Design',
      location: 'Austin, TX or remote',
      summary: 'Make complex charts readable on a small screen.',
    },
    {
      title: 'Customer Support Specialist',
      department: 'Support',
      location: 'Austin, TX',
      summary: 'Answer questions by email and phone during our Mon–Fri support hours.',
    },
  ],
  {
    hi: [
      {
        title: 'वरिष्ठ टाइपस्क्रिप्ट इंजीनियर',
        department: 'इंजीनियरिंग',
        location: 'दूरस्थ (अमेरिका या यूरोप के समय क्षेत्र)',
        summary: 'कुंडली इंजन और एपीआई के हिस्सों की ज़िम्मेदारी: सटीक खगोल विज्ञान, स्वतंत्र आँकड़ों से जाँचा हुआ।',
      },
      { title: 'फ़्रंटएंड इंजीनियर', department: 'इंजीनियरिंग', location: 'दूरस्थ', summary: 'एस्ट्रो और रिएक्ट से सुलभ, तेज़ कुंडली-दृश्य और फ़ॉर्म बनाइए।' },
      {
        title: 'ज्योतिष सामग्री समीक्षक',
        department: 'ज्योतिष',
        location: 'दूरस्थ (भारत)',
        summary: 'व्याख्याओं और मार्गदर्शिकाओं की समीक्षा कीजिए कि वे शास्त्रीय ग्रंथों के प्रति निष्ठावान हैं।',
      },
      {
        title: 'प्रोडक्ट डिज़ाइनर',
        department: 'डिज़ाइन',
        location: 'ऑस्टिन, टेक्सास या दूरस्थ',
        summary: 'जटिल कुंडलियों को छोटी स्क्रीन पर पढ़ने योग्य बनाइए।',
      },
      {
        title: 'ग्राहक सहायता विशेषज्ञ',
        department: 'सहायता',
        location: 'ऑस्टिन, टेक्सास',
        summary: 'सोमवार से शुक्रवार के सहायता समय में ईमेल और फ़ोन पर प्रश्नों के उत्तर दीजिए।',
      },
    ],
  },
  'JOBS',
);

export interface Perk {
  name: string;
  body: string;
}

/** Six perks. */
export const PERKS = defineMessages<readonly Perk[]>(
  [
    { name: 'Remote-first', body: 'Work from where you do your best work; we meet in person twice a year.' },
    { name: 'Health cover', body: 'Medical, dental and vision cover for you and your dependants.' },
    { name: 'Learning budget', body: 'An annual budget for books, courses and conferences.' },
    { name: 'Flexible hours', body: 'Core hours are short; plan the rest of your day yourself.' },
    { name: 'Paid time off', body: 'Twenty-five days of leave plus public holidays where you live.' },
    { name: 'Equipment', body: 'A laptop and home-office setup of your choice.' },
  ],
  {
    hi: [
      { name: 'पहले दूरस्थ काम', body: 'वहाँ से काम कीजिए जहाँ आप सबसे अच्छा काम करते हैं; हम साल में दो बार आमने-सामने मिलते हैं।' },
      { name: 'स्वास्थ्य बीमा', body: 'आपके और आपके आश्रितों के लिए चिकित्सा, दंत और नेत्र बीमा।' },
      { name: 'सीखने का बजट', body: 'किताबों, पाठ्यक्रमों और सम्मेलनों के लिए वार्षिक बजट।' },
      { name: 'लचीले घंटे', body: 'मुख्य घंटे कम हैं; दिन का बाकी समय आप ख़ुद तय कीजिए।' },
      { name: 'सवेतन अवकाश', body: 'पच्चीस दिन की छुट्टी, साथ में आपके यहाँ के सार्वजनिक अवकाश।' },
      { name: 'उपकरण', body: 'आपकी पसंद का लैपटॉप और घर से काम करने का सेटअप।' },
    ],
  },
  'PERKS',
);
