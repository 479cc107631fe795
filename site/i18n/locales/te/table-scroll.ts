import type { PackMessages } from '../pack';

export const tableScrollText: PackMessages<'tableScrollText'> = { hint: 'పూర్తి పట్టిక కోసం పక్కకు స్క్రోల్ చేయండి' };
