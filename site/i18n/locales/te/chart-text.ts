import type { PackMessages } from '../pack';

export const CHART_TEXT: PackMessages<'CHART_TEXT'> = {
  lagnaName: 'లగ్నం',
  lagnaLabel: 'ల',
  pada: 'పాదం',
  retrograde: 'వక్రి',
  inVarga: (sign, varga, d1Sign, d1Degrees) => `D${varga}లో ${sign}; D1లో ${d1Sign} ${d1Degrees}`,
  styleName: { north: 'ఉత్తర భారత', south: 'దక్షిణ భారత', east: 'తూర్పు భారత' },
  chartStyle: 'చక్రం శైలి',
  moonChart: 'చంద్ర చక్రం',
  hint: 'గ్రహం భాగలను చూడటానికి దానిపై మౌస్ ఉంచండి లేదా ఫోకస్ చేయండి.',
  accessibleName: (heading, style, lagnaKnown, firstSign) =>
    `${heading}, ${style} శైలి. ${lagnaKnown ? `లగ్నం ${firstSign}లో` : `పుట్టిన సమయం తెలియదు: భావాలు చంద్రుని రాశి ${firstSign} నుండి లెక్కించబడ్డాయి`}.`,
  asTable: (heading) => `${heading} పట్టిక రూపంలో`,
  house: 'భావం',
  sign: 'రాశి',
  bodies: 'గ్రహాలు',
  none: 'ఏవీ లేవు',
};
