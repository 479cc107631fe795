/**
 * New Delhi, the place Indian almanacs and rashifals are computed for when no other is given
 * (India Gate: 28.6139° N, 77.2090° E; Asia/Kolkata).
 */
export const NEW_DELHI = { label: 'New Delhi', latDeg: 28.6139, lonDeg: 77.209, zone: 'Asia/Kolkata' } as const;
