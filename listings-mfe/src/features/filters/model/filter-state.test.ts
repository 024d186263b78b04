import { describe, expect, it } from 'vitest';
import { AMENITIES } from '@villa/api/contract/filter-options';
import {
  AMENITY_KEYS,
  buildFilterPayload,
  croreToRupees,
  defaultFilterState,
  filterChips,
  setAllAmenities,
  setAmenity,
  stateFromPayload,
  type FilterChip,
  type FilterState,
} from './filter-state.ts';

/** The defaults with some selections on top. */
const stateWith = (patch: Partial<FilterState>): FilterState => ({ ...defaultFilterState(), ...patch });

const labels = (state: FilterState) => filterChips(state).map((chip) => chip.label);

function chipLabelled(state: FilterState, label: string): FilterChip {
  const chip = filterChips(state).find((candidate) => candidate.label === label);
  if (!chip) throw new Error(`no chip '${label}' among ${JSON.stringify(labels(state))}`);
  return chip;
}

const allAmenitiesOff = Object.fromEntries(AMENITY_KEYS.map((key) => [key, false]));

describe('defaultFilterState', () => {
  it('is Any with exact BHK on, at-least bathrooms and parking, 1,000-4,000 sq.ft and ₹1-3.5 Cr, nothing else', () => {
    expect(defaultFilterState()).toEqual({
      bhk: 'Any',
      exactBhk: true,
      bathrooms: 'Any',
      exactBathrooms: false,
      parking: 'Any',
      exactParking: false,
      villaSize: { min: 1_000, max: 4_000 },
      plotSize: { min: null, max: null },
      price: { min: 10_000_000, max: 35_000_000 },
      directions: [],
      unitTypes: [],
      propertyKinds: [],
      features: [],
      amenities: allAmenitiesOff,
      selectAllAmenities: false,
    });
  });

  it('gives a fresh state each time, so editing one leaves the next untouched', () => {
    const first = defaultFilterState();
    first.directions.push('North');
    first.villaSize.min = 2_000;
    first.amenities.pool = true;
    const second = defaultFilterState();
    expect(second.directions).toEqual([]);
    expect(second.villaSize.min).toBe(1_000);
    expect(second.amenities.pool).toBe(false);
  });
});

describe('buildFilterPayload', () => {
  it('sends only the default area and price for the defaults', () => {
    expect(buildFilterPayload(defaultFilterState())).toEqual({
      minBuiltupArea: 1_000,
      maxBuiltupArea: 4_000,
      minPrice: 10_000_000,
      maxPrice: 35_000_000,
    });
  });

  it('sends nothing when no bound is set and nothing is selected', () => {
    const open = stateWith({
      villaSize: { min: null, max: null },
      price: { min: null, max: null },
      // An exact flag narrows nothing without its count.
      exactBhk: false,
      exactBathrooms: true,
      exactParking: true,
    });
    expect(buildFilterPayload(open)).toEqual({});
  });

  it('sends each count with its exact flag', () => {
    const state = stateWith({
      bhk: '4',
      bathrooms: '3',
      exactBathrooms: true,
      parking: '8+',
      villaSize: { min: null, max: null },
      price: { min: null, max: null },
    });
    expect(buildFilterPayload(state)).toEqual({
      bhk: '4',
      exactBhk: true,
      bathrooms: '3',
      exactBathrooms: true,
      parking: '8+',
      exactParking: false,
    });
  });

  it('sends one bound of a range alone, and the plot size when set', () => {
    const state = stateWith({
      villaSize: { min: 2_500, max: null },
      plotSize: { min: null, max: 3_000 },
      price: { min: null, max: 20_000_000 },
    });
    expect(buildFilterPayload(state)).toEqual({
      minBuiltupArea: 2_500,
      maxPlotArea: 3_000,
      maxPrice: 20_000_000,
    });
  });

  it('sends unit types and property kinds together as types', () => {
    const payload = buildFilterPayload(
      stateWith({ unitTypes: ['Duplex', 'Penthouse'], propertyKinds: ['Rowhouse'] }),
    );
    expect(payload.types).toEqual(['Duplex', 'Penthouse', 'Rowhouse']);
  });

  it("sends directions capitalised, in the options' order whatever the order of the clicks", () => {
    const payload = buildFilterPayload(stateWith({ directions: ['north', 'SOUTH-west', 'East'] }));
    expect(payload.directions).toEqual(['North', 'East', 'South-West']);
    expect(
      buildFilterPayload(
        stateWith({ directions: ['West', 'North'], features: ['Home Lift', 'Corner Plot'] }),
      ),
    ).toEqual(
      buildFilterPayload(
        stateWith({ directions: ['North', 'West'], features: ['Corner Plot', 'Home Lift'] }),
      ),
    );
  });

  it('sends the features and the ticked amenities by their labels as withs', () => {
    let state = stateWith({ features: ['Corner Plot', 'Home Lift'] });
    state = setAmenity(state, 'homeTheatre', true);
    state = setAmenity(state, 'pool', true);
    expect(buildFilterPayload(state).withs).toEqual(['Corner Plot', 'Home Lift', 'Pool', 'Home Theatre']);
  });

  it('sends no empty lists', () => {
    const payload = buildFilterPayload(defaultFilterState());
    expect(payload).not.toHaveProperty('types');
    expect(payload).not.toHaveProperty('directions');
    expect(payload).not.toHaveProperty('withs');
  });
});

describe('stateFromPayload', () => {
  const representative: [string, FilterState][] = [
    ['the defaults', defaultFilterState()],
    [
      'counts, one-sided ranges and lists',
      stateWith({
        bhk: '4',
        exactBhk: false,
        bathrooms: '6+',
        exactBathrooms: true,
        parking: 'None',
        villaSize: { min: null, max: null },
        plotSize: { min: 1_200, max: null },
        price: { min: null, max: 20_000_000 },
        directions: ['North', 'South-East'],
        unitTypes: ['Duplex'],
        propertyKinds: ['Villament', 'Rowhouse'],
        features: ['Corner Plot', 'Home Lift'],
      }),
    ],
    ['some amenities', setAmenity(setAmenity(stateWith({ bhk: '3' }), 'gym', true), 'petFriendly', true)],
    ['every amenity', setAllAmenities(stateWith({ parking: '2', exactParking: true }), true)],
  ];

  it.each(representative)('gives back the state a payload was built from: %s', (_name, state) => {
    expect(stateFromPayload(buildFilterPayload(state))).toEqual(state);
  });

  it('reads a payload saved by hand, whatever the case of its names', () => {
    const state = stateFromPayload({
      _id: '6745a1c0a1b2c3d4e5f6aaaa',
      bhk: 5,
      types: ['triplex', 'VILLA'],
      directions: ['north-west'],
      withs: ['private pool', 'gym', 'Kids Play Area'],
      minPrice: 15_000_000,
    });
    expect(state.bhk).toBe('5');
    expect(state.exactBhk).toBe(true);
    expect(state.unitTypes).toEqual(['Triplex']);
    expect(state.propertyKinds).toEqual(['Villa']);
    expect(state.directions).toEqual(['North-West']);
    expect(state.features).toEqual(['Private Pool']);
    expect(state.amenities).toEqual({ ...allAmenitiesOff, gym: true, kidsPlayArea: true });
    expect(state.price).toEqual({ min: 15_000_000, max: null });
    // What the link does not name is unset, not the defaults.
    expect(state.villaSize).toEqual({ min: null, max: null });
  });

  const defaultsWithoutRanges = stateWith({
    villaSize: { min: null, max: null },
    price: { min: null, max: null },
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '{"bhk":"4"}'],
    ['a number', 42],
    ['an array', ['4']],
    ['an empty object', {}],
  ])('gives the defaults without ranges for %s', (_name, payload) => {
    expect(stateFromPayload(payload)).toEqual(defaultsWithoutRanges);
  });

  it('drops values of the wrong kind and names it does not know', () => {
    const state = stateFromPayload({
      bhk: { four: true },
      exactBhk: 'yes',
      bathrooms: null,
      minBuiltupArea: '1000',
      maxBuiltupArea: Number.POSITIVE_INFINITY,
      minPrice: Number.NaN,
      directions: 'North',
      types: [3, 'Bungalow', 'Duplex'],
      withs: [null, 'Helipad', 'Office Space'],
    });
    expect(state).toEqual({
      ...defaultsWithoutRanges,
      unitTypes: ['Duplex'],
      amenities: { ...allAmenitiesOff, officeSpace: true },
    });
  });

  it('ticks select-all when the payload names all nine amenities', () => {
    const state = stateFromPayload({ withs: Object.values(AMENITIES) });
    expect(state.selectAllAmenities).toBe(true);
    expect(Object.values(state.amenities).every(Boolean)).toBe(true);
  });
});

describe('amenities', () => {
  it('select-all sets every one of the nine flags, and clears them all', () => {
    const all = setAllAmenities(defaultFilterState(), true);
    expect(AMENITY_KEYS).toHaveLength(9);
    expect(all.amenities).toEqual(Object.fromEntries(AMENITY_KEYS.map((key) => [key, true])));
    expect(all.selectAllAmenities).toBe(true);

    const none = setAllAmenities(all, false);
    expect(none.amenities).toEqual(allAmenitiesOff);
    expect(none.selectAllAmenities).toBe(false);
  });

  it('ticks select-all by itself once all nine are set, and unticks it when one is cleared', () => {
    let state = defaultFilterState();
    for (const key of AMENITY_KEYS) {
      expect(state.selectAllAmenities).toBe(false);
      state = setAmenity(state, key, true);
    }
    expect(state.selectAllAmenities).toBe(true);

    const oneCleared = setAmenity(state, 'gatedCommunity', false);
    expect(oneCleared.selectAllAmenities).toBe(false);
    expect(oneCleared.amenities.gatedCommunity).toBe(false);
    expect(oneCleared.amenities.pool).toBe(true);
  });

  it('leaves the state it was given unchanged', () => {
    const before = defaultFilterState();
    setAmenity(before, 'pool', true);
    setAllAmenities(before, true);
    expect(before.amenities).toEqual(allAmenitiesOff);
    expect(before.selectAllAmenities).toBe(false);
  });
});

describe('filterChips', () => {
  it('shows the default price and villa size as chips', () => {
    expect(labels(defaultFilterState())).toEqual(['₹1.00 Cr - ₹3.50 Cr', 'Villa 1,000 - 4,000 sq.ft']);
  });

  it('shows no chip when nothing narrows the list', () => {
    expect(
      labels(stateWith({ villaSize: { min: null, max: null }, price: { min: null, max: null } })),
    ).toEqual([]);
  });

  it.each([
    [{ bhk: '4', exactBhk: true }, '4 BHK'],
    [{ bhk: '4', exactBhk: false }, '4+ BHK'],
    [{ bathrooms: '3', exactBathrooms: true }, '3 Baths'],
    [{ bathrooms: '3', exactBathrooms: false }, '3+ Baths'],
    [{ bathrooms: '6+', exactBathrooms: true }, '6+ Baths'],
    [{ bathrooms: '6+', exactBathrooms: false }, '6+ Baths'],
    [{ bathrooms: 'None' }, 'No bathrooms'],
    [{ parking: '2', exactParking: false }, '2+ Parking'],
    [{ parking: '8+', exactParking: true }, '8+ Parking'],
    [{ parking: 'None' }, 'No parking'],
  ] satisfies [Partial<FilterState>, string][])('labels %o as %s', (patch, label) => {
    expect(labels(stateWith(patch))[0]).toBe(label);
  });

  it.each([
    [{ min: 15_000_000, max: 25_000_000 }, '₹1.50 Cr - ₹2.50 Cr'],
    [{ min: 12_345_678, max: null }, 'From ₹1.23 Cr'],
    [{ min: null, max: 60_000_000 }, 'Up to ₹6.00 Cr'],
    // Below a crore the chip still speaks in crore.
    [{ min: 2_500_000, max: null }, 'From ₹0.25 Cr'],
  ])('labels the price %o as %s', (price, label) => {
    expect(labels(stateWith({ price }))).toContain(label);
  });

  it('labels the villa and plot sizes in sq.ft with Indian grouping', () => {
    const state = stateWith({
      villaSize: { min: null, max: 4_000 },
      plotSize: { min: 150_000, max: null },
    });
    expect(labels(state)).toEqual(
      expect.arrayContaining(['Villa Up to 4,000 sq.ft', 'Plot From 1,50,000 sq.ft']),
    );
  });

  it('shows one chip per direction, type, kind, feature and amenity, in the modal order', () => {
    const state = setAmenity(
      setAmenity(
        stateWith({
          bhk: '5',
          directions: ['North', 'South-West'],
          unitTypes: ['Triplex'],
          propertyKinds: ['Villament'],
          features: ['Park Facing'],
        }),
        'rooftopTerrace',
        true,
      ),
      'kidsPlayArea',
      true,
    );
    expect(labels(state)).toEqual([
      '5 BHK',
      '₹1.00 Cr - ₹3.50 Cr',
      'Villa 1,000 - 4,000 sq.ft',
      'North facing',
      'South-West facing',
      'Triplex',
      'Villament',
      'Park Facing',
      'Rooftop Terrace',
      'Kids Play Area',
    ]);
  });
});

describe('removing a chip (spec 4)', () => {
  const applied = setAllAmenities(
    stateWith({
      bhk: '4',
      bathrooms: '2',
      directions: ['North', 'East', 'West'],
      unitTypes: ['Duplex'],
      features: ['Home Lift'],
    }),
    true,
  );

  it('a BHK chip sets BHK back to Any and leaves the rest', () => {
    const next = chipLabelled(applied, '4 BHK').remove(applied);
    expect(next).toEqual({ ...applied, bhk: 'Any' });
    expect(labels(next)).not.toContain('4 BHK');
    expect(buildFilterPayload(next)).not.toHaveProperty('bhk');
  });

  it('a price chip clears the minimum and the maximum price', () => {
    const next = chipLabelled(applied, '₹1.00 Cr - ₹3.50 Cr').remove(applied);
    expect(next).toEqual({ ...applied, price: { min: null, max: null } });
    const payload = buildFilterPayload(next);
    expect(payload).not.toHaveProperty('minPrice');
    expect(payload).not.toHaveProperty('maxPrice');
  });

  it('a direction chip removes only that direction', () => {
    const next = chipLabelled(applied, 'East facing').remove(applied);
    expect(next.directions).toEqual(['North', 'West']);
    expect(next).toEqual({ ...applied, directions: ['North', 'West'] });
  });

  it('an amenity chip clears that flag and select-all', () => {
    const next = chipLabelled(applied, 'Gym').remove(applied);
    expect(next.amenities).toEqual({ ...applied.amenities, gym: false });
    expect(next.selectAllAmenities).toBe(false);
    expect(labels(next)).not.toContain('Gym');
    expect(labels(next)).toContain('Pool');
  });

  it('a count, size, type or feature chip clears just that filter', () => {
    expect(chipLabelled(applied, '2+ Baths').remove(applied)).toEqual({ ...applied, bathrooms: 'Any' });
    expect(chipLabelled(applied, 'Villa 1,000 - 4,000 sq.ft').remove(applied)).toEqual({
      ...applied,
      villaSize: { min: null, max: null },
    });
    expect(chipLabelled(applied, 'Duplex').remove(applied)).toEqual({ ...applied, unitTypes: [] });
    expect(chipLabelled(applied, 'Home Lift').remove(applied)).toEqual({ ...applied, features: [] });
  });

  it('applies to the state it is given, not the one the chip was made from', () => {
    const chip = chipLabelled(applied, 'North facing');
    const later = { ...applied, directions: ['North', 'South'] };
    expect(chip.remove(later).directions).toEqual(['South']);
  });
});

describe('croreToRupees', () => {
  it('turns crore typed in the modal into rupees, and blank into no bound', () => {
    expect(croreToRupees(1.5)).toBe(15_000_000);
    expect(croreToRupees(1.15)).toBe(11_500_000);
    expect(croreToRupees(0)).toBe(0);
    expect(croreToRupees(null)).toBeNull();
  });
});
