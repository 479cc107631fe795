/** The calendar's sentences (calendar-words-registry.ts) in Tamil. */
import type { CalendarWordsBook } from './calendar-words-registry';

export const CALENDAR_WORDS_TA: CalendarWordsBook = {
  muhurtaExclusions: {
    'jupiter-combust': 'குரு மௌட்யம் (சூரியனுக்கு 11° உள்ளே குரு)',
    'venus-combust': 'சுக்கிர மௌட்யம் (சூரியனுக்கு 10° உள்ளே, வக்கிரத்தில் 8°)',
    kharmas: 'சூரியன் தனுசு அல்லது மீன ராசியில் (மார்கழி, பங்குனி மாதங்கள்)',
    'adhika-masa': 'அதிக மாதம்',
    chaturmas: 'சாதுர்மாஸ்யம்: சயன ஏகாதசி முதல் உத்தான ஏகாதசி வரை (வழக்கம் உள்ள இடங்களில்)',
  },
  sunriseConventions: {
    'upper-limb-refraction': 'சூரிய வட்டத்தின் மேல் விளிம்பு அடிவானத்தில், வழக்கமான ஒளிவிலகல் (34′) உடன், த்ருக் பஞ்சாங்கம் போன்ற பஞ்சாங்கங்கள் அச்சிடுவது போல',
    'disc-centre-no-refraction': 'சூரிய வட்டத்தின் மையம் உண்மையான அடிவானத்தில், ஒளிவிலகல் இன்றி (பாரம்பரிய இந்து சூரிய உதயம்)',
  },
  muhurtaEvents: {
    marriage: 'திருமணம்',
    'griha-pravesh': 'கிரகப் பிரவேசம்',
    vehicle: 'வாகனம் வாங்குதல்',
    property: 'சொத்து வாங்குதல்',
    naming: 'பெயர் சூட்டு விழா',
    mundan: 'முடி இறக்குதல்',
    business: 'தொழில் தொடக்கம்',
    travel: 'பயணம்',
  },
  traditions: {
    vaishnava: 'வைணவம் (இஸ்கான்)',
    'other-day': 'திதி நாளின் அதே பகுதியைத் தொட்ட மற்றொரு நாள்',
    'whole-pradosh': 'முழுப் பிரதோஷமும் அமாவாசையில் உள்ள நாளை எடுக்கும் பஞ்சாங்கங்கள்',
    'pradosh-in-bhadra': 'பத்திரை இருந்தாலும் பிரதோஷத்தில் பௌர்ணமியைக் கொள்ளும் பஞ்சாங்கங்கள்',
    'civil-date': 'சங்கராந்தியின் சிவில் தேதியைக் காட்டும் நாள்காட்டிகள்',
  },
};
