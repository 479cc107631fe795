import type { PackMessages } from '../pack';

export const offlineText: PackMessages<'offlineText'> = {
  computedOffline:
    'நீங்கள் இணைப்பில் இல்லை: சேவை பயன்படுத்தும் அதே இயந்திரத்தால் இந்த ஜாதகம் இந்தச் சாதனத்திலேயே கணிக்கப்பட்டது. சேவை தேவைப்படும் பகுதிகள் நீங்கள் மீண்டும் இணைந்ததும் திறக்கும்.',
};
