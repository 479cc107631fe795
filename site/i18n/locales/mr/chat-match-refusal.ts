import type { PackMessages } from '../pack';

export const chatMatchRefusalText: PackMessages<'chatMatchRefusalText'> = {
  matchRefused: 'या गुणमिलन दुव्यातील जन्मतपशील वाचता आले नाहीत, म्हणून संवाद सुरू झाला नाही:',
  editMatch: 'कुंडली गुणमिलन पानावर जन्मतपशील दुरुस्त करा',
};
