/** Open positions and perks on /careers (spec: 5 jobs, 6 perks). */
export interface Job {
  title: string;
  department: string;
  location: string;
  summary: string;
}

/** Exactly five open positions. */
export const JOBS: readonly Job[] = [
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
];

/** A perk: short name and one sentence. */
export interface Perk {
  name: string;
  body: string;
}

/** Exactly six perks. */
export const PERKS: readonly Perk[] = [
  { name: 'Remote-first', body: 'Work from where you do your best work; we meet in person twice a year.' },
  { name: 'Health cover', body: 'Medical, dental and vision cover for you and your dependants.' },
  { name: 'Learning budget', body: 'An annual budget for books, courses and conferences.' },
  { name: 'Flexible hours', body: 'Core hours are short; plan the rest of your day yourself.' },
  { name: 'Paid time off', body: 'Twenty-five days of leave plus public holidays where you live.' },
  { name: 'Equipment', body: 'A laptop and home-office setup of your choice.' },
];
