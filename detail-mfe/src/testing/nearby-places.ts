// The places near Palm Meadows as GET /projects/slug/palm-meadows/nearby answers them: a nameless
// bus stop, the airport far away, no metro; for the tests and the stories alike.
import type { NearbyPlaces } from '@villa/shared/contracts/entities';

const place = (id: number, name: string | null, type: string, distance_km: number) => ({
  id: `6745a1c0a1b2c3d4e5f6${String(id).padStart(4, '0')}`,
  name,
  type,
  location: { lat: 12.97 + id / 1000, lng: 77.75 },
  distance_km,
});

export function nearby(overrides: Partial<NearbyPlaces> = {}): NearbyPlaces {
  return {
    project: {
      _id: '6745a1c0a1b2c3d4e5f60201',
      slug: 'palm-meadows',
      name: 'Palm Meadows',
      location: { lat: 12.97, lng: 77.75 },
    },
    distance_measure: 'straight_line',
    radius_km: 10,
    categories: [
      {
        name: 'Transit',
        groups: [
          { type: 'bus_station', label: 'Bus Stations', places: [place(1, null, 'bus_station', 0.4)] },
          {
            type: 'airport',
            label: 'Airport',
            places: [place(2, 'Kempegowda International Airport', 'airport', 28.347)],
          },
          { type: 'subway_station', label: 'Metro Stations', places: [] },
          {
            type: 'train_station',
            label: 'Train Stations',
            places: [place(3, 'Whitefield Railway Station', 'train_station', 2.346)],
          },
        ],
      },
      {
        name: 'Essentials',
        groups: [
          {
            type: 'hospital',
            label: 'Hospitals',
            places: [place(4, 'Manipal Hospital Whitefield', 'hospital', 1.2)],
          },
          {
            type: 'school',
            label: 'Schools',
            places: [place(5, 'Greenwood International School', 'school', 3)],
          },
          { type: 'atm', label: 'ATMs', places: [place(6, 'SBI ATM', 'atm', 0.75)] },
        ],
      },
      {
        name: 'Utility',
        groups: [
          {
            type: 'movie_theater',
            label: 'Theater',
            places: [place(7, 'PVR Cinemas Whitefield', 'movie_theater', 4)],
          },
          {
            type: 'supermarket',
            label: 'Supermarket',
            places: [place(8, 'More Supermarket', 'supermarket', 0.9)],
          },
        ],
      },
    ],
    ...overrides,
  } as NearbyPlaces;
}
