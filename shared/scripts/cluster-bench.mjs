// How many project markers the listing's map can cluster smoothly (issue 10): the clusterer
// (@googlemaps/markerclusterer) groups markers with supercluster each time the map goes idle, so its
// cost per zoom or pan bounds what stays smooth. This measures that cost in Node for 1,000 to 100,000
// points spread over Bengaluru, with the clusterer's defaults (radius 60 px, max zoom 16). Google's own
// drawing of the markers needs a key and a real map and is not measured here: with clustering, what
// it draws is the clusters in view (tens), not every marker.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// supercluster as the clusterer itself resolves it (it is the clusterer's dependency, not ours).
const clusterer = createRequire(import.meta.url).resolve('@googlemaps/markerclusterer/package.json');
const { default: Supercluster } = await import(
  pathToFileURL(createRequire(clusterer).resolve('supercluster')).href
);

// Bengaluru's extent, and the view a 1280 x 900 window shows of it at the listing's zoom 12.
const AREA = { west: 77.35, east: 77.85, south: 12.8, north: 13.2 };
const VIEW = [77.45, 12.88, 77.75, 13.08];
const FRAME_MS = 16.7;

let seed = 42;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const points = (n) =>
  Array.from({ length: n }, (_, id) => ({
    type: 'Feature',
    properties: { id },
    geometry: {
      type: 'Point',
      coordinates: [
        AREA.west + random() * (AREA.east - AREA.west),
        AREA.south + random() * (AREA.north - AREA.south),
      ],
    },
  }));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(
  'markers   index (once)   clusters at zoom 12, 13, 14, 11 (median of 9 runs each)   clusters in view',
);
for (const n of [1_000, 5_000, 20_000, 100_000]) {
  const features = points(n);
  let started = performance.now();
  const index = new Supercluster({ radius: 60, maxZoom: 16 }).load(features);
  const indexMs = performance.now() - started;
  const perZoom = [12, 13, 14, 11].map((zoom) => {
    const runs = [];
    for (let i = 0; i < 9; i += 1) {
      started = performance.now();
      index.getClusters(VIEW, zoom);
      runs.push(performance.now() - started);
    }
    return median(runs);
  });
  const shown = index.getClusters(VIEW, 12).length;
  const worst = Math.max(...perZoom);
  console.log(
    `${String(n).padStart(7)}   ${indexMs.toFixed(1).padStart(9)} ms   ${perZoom
      .map((ms) => ms.toFixed(2))
      .join(', ')
      .padEnd(28)} ms ${worst < FRAME_MS ? '(within a frame)' : '(over a frame)'}   ${shown}`,
  );
}
