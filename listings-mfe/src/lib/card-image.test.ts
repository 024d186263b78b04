import { describe, expect, it } from 'vitest';
import { pickProjectCardImage, pickUnitCardImage } from './card-image.ts';

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
