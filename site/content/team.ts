/** The six team members on /team (spec: name, role, image). Avatars are SVGs in public/team/. */
export interface TeamMember {
  name: string;
  role: string;
  image: string;
  bio: string;
}

/** Exactly six members. */
export const TEAM: readonly TeamMember[] = [
  {
    name: 'Ananya Rao',
    role: 'Co-founder & CEO',
    image: '/team/ananya-rao.svg',
    bio: 'Studied Jyotish with her grandfather and product management at work; keeps the two in balance.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & CTO',
    image: '/team/daniel-okafor.svg',
    bio: 'Writes the chart engine and insists every number has a test against independent data.',
  },
  {
    name: 'Meera Iyer',
    role: 'Head of Astrology',
    image: '/team/meera-iyer.svg',
    bio: 'Reviews interpretations against the classical texts and writes most of our guides.',
  },
  {
    name: 'Lucas Martin',
    role: 'AI Engineer',
    image: '/team/lucas-martin.svg',
    bio: 'Works on grounding the chat in your computed chart, so answers stay specific.',
  },
  {
    name: 'Priya Sharma',
    role: 'Product Designer',
    image: '/team/priya-sharma.svg',
    bio: 'Designs chart views that read well on a phone and with a screen reader.',
  },
  {
    name: 'Arjun Mehta',
    role: 'Customer Support Lead',
    image: '/team/arjun-mehta.svg',
    bio: 'Answers your emails and calls, and turns them into fixes and FAQ entries.',
  },
];
