import type { PackMessages } from '../pack';

export const tableScrollText: PackMessages<'tableScrollText'> = { hint: 'முழு அட்டவணைக்குப் பக்கவாட்டில் உருட்டவும்' };
