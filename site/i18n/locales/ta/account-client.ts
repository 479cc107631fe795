import type { PackMessages } from '../pack';

export const accountClientText: PackMessages<'accountClientText'> = {
  unreachable: 'சேவையகத்தை அடைய முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்; நீங்கள் எழுதியது இங்கேயே உள்ளது.',
  serverAnswered: (status) => `சேவையகம் ${status} என்று பதிலளித்தது. மீண்டும் முயலவும்.`,
};
