import type { PackMessages } from '../pack';

export const chatMatchRefusalText: PackMessages<'chatMatchRefusalText'> = {
  matchRefused: 'ఈ పొంతన లింక్‌లోని జనన వివరాలను చదవలేకపోయాం, అందుకే సంభాషణ మొదలవలేదు:',
  editMatch: 'జాతక పొంతన పేజీలో జనన వివరాలను సరిచేయండి',
};
