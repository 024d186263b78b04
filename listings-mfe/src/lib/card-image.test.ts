import { describe, expect, it } from 'vitest';
import { dailyRandom, pickProjectCardImage, pickUnitCardImage } from './card-image.ts';

const image = (n: number) => ({ url: `/api/v1/media/villa/${n}.svg`, alt: `Villa ${n}` });

describe('pickUnitCardImage', () => {
  it('never picks the first of several gallery images', () => {
    const gallery = [image(1), image(2), image(3)];
    expect(pickUnitCardImage(gallery, [], () => 0)).toEqual(image(2));
    expect(pickUnitCardImage(gallery, [], () => 0.99)).toEqual(image(3));
  });

  it('falls back to the only image, then to the project gallery', () => {
    expect(pickUnitCardImage([image(1)], [image(9)], () => 0.5)).toEqual(image(1));
    expect(pickUnitCardImage([], [image(8), image(9)], () => 0.6)).toEqual(image(9));
    expect(pickUnitCardImage([], [], () => 0.6)).toBeUndefined();
  });
});

describe('pickProjectCardImage', () => {
  it('picks any gallery image', () => {
    expect(pickProjectCardImage([image(1), image(2)], () => 0)).toEqual(image(1));
    expect(pickProjectCardImage([], () => 0)).toBeUndefined();
  });
});

describe('dailyRandom', () => {
  const monday = new Date('2026-11-23T08:00:00Z');
  const evening = new Date('2026-11-23T22:30:00Z');
  const tuesday = new Date('2026-11-24T08:00:00Z');

  it('is the same for a card all day, so the server and the browser pick the same picture', () => {
    expect(dailyRandom('unit-1', monday)()).toBe(dailyRandom('unit-1', evening)());
  });

  it('differs between cards and between days, within [0, 1)', () => {
    const values = ['unit-1', 'unit-2', 'unit-3', 'unit-4'].map((key) => dailyRandom(key, monday)());
    expect(new Set(values).size).toBe(4);
    expect(dailyRandom('unit-1', tuesday)()).not.toBe(values[0]);
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
