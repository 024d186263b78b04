// The Routes API sends a route's line as an encoded polyline (spec 7); this turns it into the points
// the map draws. Google's algorithm, precision 5:
// https://developers.google.com/maps/documentation/utilities/polylinealgorithm
import type { LatLng } from '@villa/shared/maps/maps-adapter';

const PRECISION = 1e5;

/** The points of an encoded polyline; '' gives []. Throws when the text ends in the middle of a number. */
export function decodePolyline(encoded: string): LatLng[] {
  const points: LatLng[] = [];
  const cursor = { index: 0 };
  // Whole units of 1e-5 degrees, divided only at the end so no rounding error builds up.
  let lat = 0;
  let lng = 0;
  while (cursor.index < encoded.length) {
    lat += readNumber(encoded, cursor);
    lng += readNumber(encoded, cursor);
    points.push({ lat: lat / PRECISION, lng: lng / PRECISION });
  }
  return points;
}

/** One signed number: 5-bit chunks, low bits first, each char offset by 63, 0x20 meaning "more follows". */
function readNumber(encoded: string, cursor: { index: number }): number {
  let result = 0;
  let shift = 0;
  let chunk: number;
  do {
    if (cursor.index >= encoded.length) throw new Error('Malformed polyline: it ends inside a number');
    chunk = encoded.charCodeAt(cursor.index++) - 63;
    result += (chunk & 0x1f) * 2 ** shift; // multiply, not <<, so long inputs cannot overflow 32 bits
    shift += 5;
  } while (chunk >= 0x20);
  // The lowest bit carries the sign; the rest is the magnitude (inverted when negative).
  return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
}
