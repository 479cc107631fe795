/**
 * Every page route of the site with the <h1> it must show. Written by hand from the spec and the
 * content (not derived from the build), so a missing or renamed page fails the tests.
 */

/** A page route and its expected main heading. */
export interface PageRoute {
  path: string;
  h1: string | RegExp;
  /** The page hydrates at least one island (so it may ship JavaScript). */
  interactive: boolean;
}

/** Blog post slugs with their titles (3 posts). */
export const BLOG_POSTS = [
  { slug: 'what-is-a-kundali', title: 'What a Kundali is, and what it is not' },
  { slug: 'why-birth-time-matters', title: 'Why your birth time matters so much' },
  { slug: 'how-we-compute-your-chart', title: 'How Kundali AI computes your chart' },
] as const;

/** Guide slugs from the spec with their titles (6 guides). */
export const GUIDES = [
  { slug: 'getting-started', title: 'Getting started' },
  { slug: 'understanding-kundali-report', title: 'Understanding your Kundali report' },
  { slug: 'advanced-analysis', title: 'Advanced analysis' },
  { slug: 'compatibility-analysis', title: 'Compatibility analysis' },
  { slug: 'career-guidance', title: 'Career guidance' },
  { slug: 'customizing-experience', title: 'Customizing your experience' },
] as const;

/** The twelve sign pages of /rashifal: slug and the sign as the page's heading names it. */
export const RASHIFAL_SIGNS = [
  { slug: 'mesha', name: 'Aries (Mesha)' },
  { slug: 'vrishabha', name: 'Taurus (Vrishabha)' },
  { slug: 'mithuna', name: 'Gemini (Mithuna)' },
  { slug: 'karka', name: 'Cancer (Karka)' },
  { slug: 'simha', name: 'Leo (Simha)' },
  { slug: 'kanya', name: 'Virgo (Kanya)' },
  { slug: 'tula', name: 'Libra (Tula)' },
  { slug: 'vrischika', name: 'Scorpio (Vrishchika)' },
  { slug: 'dhanu', name: 'Sagittarius (Dhanu)' },
  { slug: 'makara', name: 'Capricorn (Makara)' },
  { slug: 'kumbha', name: 'Aquarius (Kumbha)' },
  { slug: 'meena', name: 'Pisces (Meena)' },
] as const;

const page = (path: string, h1: string | RegExp, interactive = false): PageRoute => ({ path, h1, interactive });

/** All routes: the spec's route table, the linked /blog/{slug}, /guides/{slug} and /forgot-password. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  page('/', 'Discover Your Vedic Birth Chart', true),
  page('/birth-chart', 'Generate Your Kundali Chart', true),
  page('/detailed-kundali', 'Your Kundali', true),
  page('/chat', /^Transit Predictions for \d{4}$/, true),
  page('/test', 'Test Page', true),
  page('/panchang', 'Daily Panchang', true),
  page('/festivals', 'Hindu Festival Calendar', true),
  page('/muhurta', 'Muhurta Finder', true),
  page('/compare', 'Why Does My Chart Differ? Compare with Other Programs', true),
  page('/rashifal', 'Rashifal: Daily Horoscope for the 12 Moon Signs', true),
  ...RASHIFAL_SIGNS.map((sign) => page(`/rashifal/${sign.slug}`, `${sign.name} rashifal`, true)),
  page('/kundali-matching', 'Kundali Matching', true),
  page('/login', 'Sign In', true),
  page('/signup', 'Create an Account', true),
  page('/forgot-password', 'Reset Your Password', true),
  page('/reset-password', 'Choose a New Password', true),
  page('/my-charts', 'My Charts', true),
  page('/unsubscribe', 'Unsubscribe', true),
  page('/contact-us', 'Contact Us', true),
  page('/faq', 'Frequently Asked Questions', true),
  page('/pricing', 'Pricing Plans', true),
  page('/about-us', 'About Us'),
  page('/blog', 'Blog'),
  page('/careers', 'Careers'),
  page('/guides', 'Guides'),
  page('/how-it-works', 'How It Works'),
  page('/our-story', 'Our Story'),
  page('/privacy-policy', 'Privacy Policy'),
  page('/social-media', 'Social Media'),
  page('/support', 'Support'),
  page('/team', 'Our Team'),
  page('/terms-of-service', 'Terms of Service'),
  ...BLOG_POSTS.map((post) => page(`/blog/${post.slug}`, post.title)),
  ...GUIDES.map((guide) => page(`/guides/${guide.slug}`, guide.title)),
];
