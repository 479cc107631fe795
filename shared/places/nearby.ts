/**
 * The IANA zone at a point, from the places index alone (geo-tz is a build-time tool only): the
 * zone of the nearby places when they all agree. Near a zone border (places of two zones within
 * reach) or far from any place it answers null, and the caller must ask for `tz`.
 */
import type { Place } from './types';

/** Farthest nearest place that still vouches for the zone, km (a district is rarely wider). */
export const NEAREST_PLACE_MAX_KM = 50;
/**
 * Radius within which every place must share the zone, km; border towns disagree here. 100 km
 * refused Kolkata itself (Bangladesh lies ~60 km east); 50 km still refuses twin border towns.
 */
export const AGREEMENT_RADIUS_KM = 50;
const EARTH_RADIUS_KM = 6371.0088;
const DEG = Math.PI / 180;

/** Great-circle distance between two points given in degrees, km (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * DEG;
  const dLon = (lon2 - lon1) * DEG;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A zone inferred from nearby places, with the nearest one for the caution text. */
export interface NearbyZone {
  zone: string;
  nearest: Place;
  nearestKm: number;
}

/** Places bucketed by whole degree of latitude and longitude, for radius queries. */
export interface PlaceGrid {
  /** The zone at (lat, lon) degrees, or null when the nearby places do not settle it. */
  zoneAt(lat: number, lon: number): NearbyZone | null;
}

/** Buckets the places (≈ 10 ms for 25k). */
export function createPlaceGrid(places: readonly Place[]): PlaceGrid {
  const cells = new Map<number, Place[]>();
  const cellKey = (latCell: number, lonCell: number) => (latCell + 90) * 400 + ((((lonCell + 180) % 360) + 360) % 360);
  for (const place of places) {
    const key = cellKey(Math.floor(place.lat), Math.floor(place.lon));
    const list = cells.get(key);
    if (list) list.push(place);
    else cells.set(key, [place]);
  }
  return {
    zoneAt(lat, lon) {
      if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
      // 50 km is < 1° of latitude; in longitude it spans more cells towards the poles.
      const lonSpan = Math.min(180, Math.ceil(AGREEMENT_RADIUS_KM / (111 * Math.max(0.05, Math.cos(lat * DEG)))));
      let nearest: Place | null = null;
      let nearestKm = Infinity;
      const zones = new Set<string>();
      for (let dLat = -1; dLat <= 1; dLat++) {
        const latCell = Math.floor(lat) + dLat;
        if (latCell < -90 || latCell > 89) continue;
        for (let dLon = -lonSpan; dLon <= lonSpan; dLon++) {
          for (const place of cells.get(cellKey(latCell, Math.floor(lon) + dLon)) ?? []) {
            const km = distanceKm(lat, lon, place.lat, place.lon);
            if (km > AGREEMENT_RADIUS_KM) continue;
            zones.add(place.zone);
            if (km < nearestKm) {
              nearest = place;
              nearestKm = km;
            }
          }
        }
      }
      if (!nearest || nearestKm > NEAREST_PLACE_MAX_KM || zones.size !== 1) return null;
      return { zone: nearest.zone, nearest, nearestKm };
    },
  };
}
