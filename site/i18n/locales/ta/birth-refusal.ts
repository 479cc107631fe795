import type { PackMessages } from '../pack';

export const serviceFailureText: PackMessages<'serviceFailureText'> = {
  unreachable: (_message) => 'ஜாதகச் சேவையை அடைய முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
  serverFailed: (_message, status) => `ஜாதகச் சேவை ${status} என்று பதிலளித்தது; சிறிது நேரம் கழித்து மீண்டும் முயலவும்.`,
};
