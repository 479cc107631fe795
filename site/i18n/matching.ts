/**
 * The /kundali-matching page's words: the two forms (the field labels themselves are the Kundali
 * form's, site/i18n/kundali.ts), the status views and the result (gauge, verdict, the two Moons,
 * koota and porutham tables, Manglik, doshas, charts, share/print/PDF). Jyotish names (kootas,
 * doshas, poruthams, verdicts, attribute values, the bride and groom) come from shared/vocabulary;
 * the sentences (summary, explanations, reasons) from the API in the page's language.
 */
import { defineMessages } from './catalogue';

export const matchingText = defineMessages(
  {
    // Form
    legend: (person: string) => `${person}’s birth details`,
    timeOptional: 'Time of Birth (leave empty if unknown)',
    submit: 'Match Kundalis',
    fixMarked: 'Please fix the fields marked below.',
    /** A field error beside one person's field: English says it inside that person's fieldset as it is. */
    personFieldError: (_person: string, message: string) => message,
    /** An API refusal of one person's field that is not already in the page's language (`message` as the API wrote it). */
    apiFieldError: (_person: string, _field: string, message: string) => message,
    unreachable: 'Could not reach the matching service. Check your connection and try again.',
    notComputed: 'the match could not be computed.',
    // Status
    loading: 'Matching the two charts…',
    // Result actions
    print: 'Print',
    preparingPdf: 'Preparing PDF…',
    downloadPdf: 'Download PDF',
    askAbout: 'Ask about this match',
    // Result
    pair: (bride: string, groom: string) => `${bride} and ${groom}`,
    gunaTotal: 'Guna total',
    meterLabel: (total: number, max: number) => `${total} of ${max} gunas`,
    gaugeFigure: (max: number, percent: number) => ` / ${max} gunas (${percent}%)`,
    verdict: 'Verdict: ',
    twoMoons: 'The two Moons',
    moonLine: (name: string, person: string, rasi: string, nakshatra: string, pada: number) =>
      `${name} (${person}): Moon in ${rasi}, ${nakshatra} pada ${pada}`,
    eightKootas: 'The eight kootas',
    kootaRegion: 'Koota table (scrolls sideways)',
    koota: 'Koota',
    points: 'Points',
    meaning: 'What it means',
    total: 'Total',
    manglikTitle: 'Manglik (Mars) dosha',
    manglikNo: 'not Manglik',
    manglikCancelled: 'Manglik, cancelled',
    manglikYes: 'Manglik',
    manglikLine: (person: string, name: string, status: string) => `${person} (${name}): ${status}.`,
    cancelledBecause: (list: string) => ` Cancelled because: ${list}.`,
    doshas: 'Doshas',
    doshaPresent: 'present',
    doshaCancelled: 'present, cancelled',
    doshaAbsent: 'absent',
    doshaLine: (name: string, state: string) => `${name}: ${state}.`,
    exception: (list: string) => ` Exception: ${list}.`,
    poruthamTitle: 'South Indian view: the ten poruthams',
    poruthamRegion: 'Porutham table (scrolls sideways)',
    porutham: 'Porutham',
    result: 'Result',
    why: 'Why',
    rasiCharts: 'Rasi charts',
    chartTitle: (name: string, person: string) => `${name} (${person}): Rasi (D1)`,
  },
  {
    hi: {
      legend: (person: string) => `${person} का जन्म विवरण`,
      timeOptional: 'जन्म समय (अज्ञात हो तो खाली छोड़ें)',
      submit: 'कुंडली मिलाएँ',
      fixMarked: 'कृपया नीचे चिह्नित फ़ील्ड ठीक करें।',
      personFieldError: (person: string, message: string) => `${person}: ${message}`,
      apiFieldError: (person: string, field: string, message: string) =>
        `${person}: ${field}: मिलान सेवा ने यह मान स्वीकार नहीं किया (${message})।`,
      unreachable: 'मिलान सेवा तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
      notComputed: 'मिलान की गणना नहीं हो सकी।',
      loading: 'दोनों कुंडलियों का मिलान हो रहा है…',
      print: 'प्रिंट करें',
      preparingPdf: 'PDF बन रही है…',
      downloadPdf: 'PDF डाउनलोड करें',
      askAbout: 'इस मिलान के बारे में पूछें',
      pair: (bride: string, groom: string) => `${bride} और ${groom}`,
      gunaTotal: 'कुल गुण',
      meterLabel: (total: number, max: number) => `${max} में से ${total} गुण`,
      gaugeFigure: (max: number, percent: number) => ` / ${max} गुण (${percent}%)`,
      verdict: 'निष्कर्ष: ',
      twoMoons: 'दोनों के चंद्रमा',
      moonLine: (name: string, person: string, rasi: string, nakshatra: string, pada: number) =>
        `${name} (${person}): चंद्रमा ${rasi} राशि में, ${nakshatra} नक्षत्र, पद ${pada}`,
      eightKootas: 'अष्टकूट',
      kootaRegion: 'कूट तालिका (बगल में खिसकती है)',
      koota: 'कूट',
      points: 'अंक',
      meaning: 'अर्थ',
      total: 'कुल',
      manglikTitle: 'मांगलिक (मंगल) दोष',
      manglikNo: 'मांगलिक नहीं',
      manglikCancelled: 'मांगलिक, दोष निरस्त',
      manglikYes: 'मांगलिक',
      manglikLine: (person: string, name: string, status: string) => `${person} (${name}): ${status}।`,
      cancelledBecause: (list: string) => ` निरस्त होने का कारण: ${list}।`,
      doshas: 'दोष',
      doshaPresent: 'है',
      doshaCancelled: 'है, पर निरस्त',
      doshaAbsent: 'नहीं है',
      doshaLine: (name: string, state: string) => `${name}: ${state}।`,
      exception: (list: string) => ` अपवाद: ${list}।`,
      poruthamTitle: 'दक्षिण भारतीय दृष्टि: दस पोरुत्तम',
      poruthamRegion: 'पोरुत्तम तालिका (बगल में खिसकती है)',
      porutham: 'पोरुत्तम',
      result: 'परिणाम',
      why: 'कारण',
      rasiCharts: 'लग्न कुंडलियाँ',
      chartTitle: (name: string, person: string) => `${name} (${person}): लग्न कुंडली (D1)`,
    },
  },
);

/** Hindi names of the birth fields the match API names (`bride.time` → time), for its refusals. */
export const matchFieldNames = defineMessages(
  {
    name: 'name',
    date: 'date',
    time: 'time',
    place: 'place',
    lat: 'latitude',
    lon: 'longitude',
    tz: 'time zone',
    utcOffset: 'UTC offset',
  },
  {
    hi: {
      name: 'पूरा नाम',
      date: 'जन्म तिथि',
      time: 'जन्म समय',
      place: 'जन्म स्थान',
      lat: 'अक्षांश',
      lon: 'देशांतर',
      tz: 'समय क्षेत्र',
      utcOffset: 'UTC अंतर',
    },
  },
);
