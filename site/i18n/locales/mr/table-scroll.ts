import type { PackMessages } from '../pack';

export const tableScrollText: PackMessages<'tableScrollText'> = { hint: 'संपूर्ण तक्त्यासाठी आडवे स्क्रोल करा' };
