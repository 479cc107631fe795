/** The six values on /about-us (spec section 2). */
export interface Value {
  name: string;
  body: string;
}

/** Exactly six, in the spec's order. */
export const VALUES: readonly Value[] = [
  {
    name: 'Accuracy',
    body: 'Charts are computed from astronomical positions and checked against an independent ephemeris. When a detail is uncertain, such as an unknown birth time, we say so.',
  },
  {
    name: 'Innovation',
    body: 'We use AI to explain a chart in everyday language, while the chart itself is calculated, not guessed by a model.',
  },
  {
    name: 'Accessibility',
    body: 'The site works on a phone, with a keyboard and with a screen reader, and the basic chart is free to generate.',
  },
  {
    name: 'Privacy',
    body: 'We ask only for what a chart needs. Birth details stay in your browser session unless you choose to send them with a question.',
  },
  {
    name: 'Empowerment',
    body: 'A chart describes tendencies, not fate. We present it as a tool for reflection, and you decide what to do with it.',
  },
  {
    name: 'Continuous Learning',
    body: 'We keep improving the calculations and the explanations, and we publish what we change on the blog.',
  },
];
