import type { PackMessages } from '../pack';

export const chatMatchRefusalText: PackMessages<'chatMatchRefusalText'> = {
  matchRefused: 'இந்தப் பொருத்த இணைப்பிலுள்ள பிறப்பு விவரங்களைப் படிக்க முடியவில்லை, எனவே உரையாடல் தொடங்கவில்லை:',
  editMatch: 'திருமணப் பொருத்தப் பக்கத்தில் பிறப்பு விவரங்களைத் திருத்தவும்',
};
