// A stand-in for Google Maps in the browser (issue 10, PERFORMANCE.md "Maps"): installed before the
// page's scripts with addInitScript, it defines `google.maps.importLibrary`, so the js-api-loader
// adds no script of Google's, and answers with fakes of the classes our adapter uses
// (shared/src/maps/google-maps.ts). The fakes draw plain elements a test can find:
// [data-fake-map] (data-zoom), [data-fake-marker] (a button named by its title, data-kind from its
// pin), [data-fake-info] (the info window) and [data-fake-route] (data-points, data-color,
// data-weight). `window.__fakeMaps.predictions` and `.nearby` list what was asked of place search.
// Every Google host is blocked by `routeGoogle`; the Routes API's POST gets a canned route.
import type { Page } from 'playwright-core';

/** The places the fake's search knows; one is outside Karnataka, to be filtered out by city or state. */
export const FAKE_PLACES = [
  {
    id: 'fake-manyata',
    name: 'Manyata Tech Park',
    area: 'Nagavara, Bengaluru, Karnataka, India',
    lat: 13.0451,
    lng: 77.6269,
  },
  {
    id: 'fake-orion',
    name: 'Orion Mall',
    area: 'Rajajinagar, Bengaluru, Karnataka, India',
    lat: 13.0108,
    lng: 77.555,
  },
  {
    id: 'fake-mg-road',
    name: 'MG Road Metro Station',
    area: 'MG Road, Bengaluru, Karnataka, India',
    lat: 12.9755,
    lng: 77.6069,
  },
  {
    id: 'fake-hebbal',
    name: 'Hebbal Lake',
    area: 'Hebbal, Bengaluru, Karnataka, India',
    lat: 13.0452,
    lng: 77.5895,
  },
  {
    id: 'fake-pune',
    name: 'Manyata Residency',
    area: 'Baner, Pune, Maharashtra, India',
    lat: 18.559,
    lng: 73.7868,
  },
] as const;

/** The canned route: 12,346 m ('12.35 KM'), Google's documented three-point polyline. */
export const FAKE_ROUTE = {
  distanceMeters: 12_346,
  encodedPolyline: '_p~iF~ps|U_ulLnnqC_mqNvxq`@',
  points: 3,
};

/** The canned drive of the Routes API's matrix: 35 minutes, 18.2 km, to every destination. */
export const FAKE_DRIVE = { seconds: 2100, distanceMeters: 18_200, text: '35 min' } as const;

// A string, not a function: tsx would wrap a nested function in a helper the page doesn't have.
const FAKE_GOOGLE_MAPS = `(() => {
  const PLACES = ${JSON.stringify(FAKE_PLACES)};
  const state = { predictions: [], nearby: [], maps: 0 };
  window.__fakeMaps = state;

  class FakeMap {
    constructor(element, options) {
      this.root = document.createElement('div');
      this.root.dataset.fakeMap = '';
      // Markers in rows under the search box, where a click reaches them.
      this.root.style.cssText =
        'position:absolute;inset:0;padding:72px 8px 8px;display:flex;flex-wrap:wrap;align-content:flex-start;gap:4px;background:#e5efe9;overflow:auto';
      element.append(this.root);
      this.setCenter(options.center);
      this.setZoom(options.zoom);
      state.maps += 1;
    }
    setCenter(center) { this.root.dataset.center = center.lat.toFixed(4) + ',' + center.lng.toFixed(4); }
    setZoom(zoom) { this.root.dataset.zoom = String(zoom); }
    fitBounds(bounds) { this.root.dataset.fitted = JSON.stringify(bounds); }
  }

  class InfoWindow {
    setContent(content) { this.content = content; }
    open({ map }) {
      this.close();
      this.box = document.createElement('div');
      this.box.dataset.fakeInfo = '';
      this.box.setAttribute('role', 'dialog');
      this.box.style.cssText = 'position:absolute;left:8px;bottom:8px;padding:8px 12px;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.2)';
      if (this.content) this.box.append(this.content);
      map.root.prepend(this.box);
    }
    close() { if (this.box) this.box.remove(); this.box = null; }
  }

  class Polyline {
    constructor(options) { this.options = options; this.path = []; this.map = null; }
    setPath(path) { this.path = path; this.draw(); }
    setMap(map) { this.map = map; this.draw(); }
    draw() {
      if (this.line) this.line.remove();
      this.line = null;
      if (!this.map || !this.path.length) return;
      this.line = document.createElement('div');
      this.line.dataset.fakeRoute = '';
      this.line.dataset.points = String(this.path.length);
      this.line.dataset.color = this.options.strokeColor;
      this.line.dataset.weight = String(this.options.strokeWeight);
      // A straight stand-in for the route, in its colour and weight, for screenshots.
      this.line.style.cssText =
        'position:absolute;left:15%;right:15%;top:60%;transform:rotate(-12deg);border-radius:2px;height:' +
        this.options.strokeWeight + 'px;background:' + this.options.strokeColor;
      this.map.root.append(this.line);
    }
  }

  class AdvancedMarkerElement extends HTMLElement {
    constructor(options = {}) {
      super();
      this.position = options.position;
      this.markerTitle = options.title || '';
      this.currentMap = null;
      this.addEventListener('click', () => this.dispatchEvent(new Event('gmp-click')));
    }
    get title() { return this.markerTitle; }
    set title(value) { this.markerTitle = value; if (this.isConnected) this.setAttribute('aria-label', value); }
    get map() { return this.currentMap; }
    set map(map) {
      this.currentMap = map;
      if (!map) { this.remove(); return; }
      this.dataset.fakeMarker = '';
      this.setAttribute('role', 'button');
      this.setAttribute('aria-label', this.markerTitle);
      this.tabIndex = 0;
      this.style.cssText = 'display:inline-flex;gap:4px;padding:2px 6px;border-radius:8px;background:#fff;font-size:12px';
      if (!this.querySelector('[data-label]')) {
        const label = document.createElement('span');
        label.dataset.label = '';
        label.textContent = this.markerTitle;
        this.append(label);
      }
      map.root.append(this);
    }
  }
  customElements.define('fake-advanced-marker', AdvancedMarkerElement);

  // A pin is a plain element with its colour and glyph; the marker it goes in takes its kind.
  class PinElement {
    constructor({ background, glyphText }) {
      const pin = document.createElement('span');
      pin.dataset.pin = background;
      pin.style.background = background;
      pin.textContent = glyphText || '';
      return pin;
    }
  }

  class AutocompleteSessionToken {}

  class Place {
    constructor({ id }) { this.id = id; }
    async fetchFields() {
      const found = PLACES.find((place) => place.id === this.id);
      if (!found) throw new Error('No such place');
      this.displayName = found.name;
      this.location = { lat: () => found.lat, lng: () => found.lng };
      return { place: this };
    }
    // Two places of the type asked for, 0.5 and 1 km north of the centre.
    static async searchNearby({ includedPrimaryTypes, locationRestriction, maxResultCount }) {
      const type = includedPrimaryTypes[0];
      const { lat, lng } = locationRestriction.center;
      state.nearby.push({ type, maxResultCount });
      return {
        places: [1, 2].map((n) => ({
          displayName: 'Google ' + type.replace('_', ' ') + ' ' + n,
          location: { lat: () => lat + n / 222, lng: () => lng },
        })),
      };
    }
  }

  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions({ input }) {
      state.predictions.push(input);
      const query = input.toLowerCase();
      return {
        suggestions: PLACES.filter((place) => place.name.toLowerCase().includes(query)).map((place) => ({
          placePrediction: {
            placeId: place.id,
            mainText: { text: place.name },
            secondaryText: { text: place.area },
            text: { text: place.name + ', ' + place.area },
            toPlace: () => new Place({ id: place.id }),
          },
        })),
      };
    },
  };

  const libraries = {
    maps: { Map: FakeMap, InfoWindow, Polyline },
    marker: { AdvancedMarkerElement, PinElement },
    places: { AutocompleteSuggestion, AutocompleteSessionToken, Place },
  };
  window.google = { maps: { importLibrary: async (name) => libraries[name] } };
})();`;

const GOOGLE_HOSTS = /^https:\/\/([\w-]+\.)*(googleapis|gstatic|google)\.com\//;

const ROUTES_CALLS = {
  route: 'https://routes.googleapis.com/directions/v2:computeRoutes',
  matrix: 'https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix',
};

/** The fake's answer to a Routes API call: FAKE_ROUTE, or FAKE_DRIVE to each destination of a matrix. */
function routesAnswer(url: string, body: string | null): unknown {
  if (url.startsWith(ROUTES_CALLS.route)) {
    return {
      routes: [
        {
          distanceMeters: FAKE_ROUTE.distanceMeters,
          polyline: { encodedPolyline: FAKE_ROUTE.encodedPolyline },
        },
      ],
    };
  }
  const { destinations = [] } = JSON.parse(body ?? '{}') as { destinations?: unknown[] };
  return destinations.map((_, destinationIndex) => ({
    originIndex: 0,
    destinationIndex,
    condition: 'ROUTE_EXISTS',
    duration: `${FAKE_DRIVE.seconds}s`,
    distanceMeters: FAKE_DRIVE.distanceMeters,
  }));
}

/**
 * Installs the fake and blocks Google: any request to a Google host fails, except the Routes API's
 * computeRoutes, which gets FAKE_ROUTE, and computeRouteMatrix, which gets FAKE_DRIVE. Returns the
 * Google URLs the page tried.
 */
export async function fakeGoogleMaps(page: Page): Promise<string[]> {
  const attempted: string[] = [];
  await page.addInitScript(FAKE_GOOGLE_MAPS);
  await page.route(GOOGLE_HOSTS, async (route) => {
    const request = route.request();
    attempted.push(request.url());
    if (!Object.values(ROUTES_CALLS).some((call) => request.url().startsWith(call))) {
      return route.abort('blockedbyclient');
    }
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, x-goog-api-key, x-goog-fieldmask',
      'access-control-allow-methods': 'POST',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    return route.fulfill({
      status: 200,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify(routesAnswer(request.url(), request.postData())),
    });
  });
  return attempted;
}
