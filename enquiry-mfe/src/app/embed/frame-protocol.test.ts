import { expect, test } from 'vitest';
import { exactOrigin, frameUrl, isFrameMessage, readFrameParams } from './frame-protocol.ts';

test("the frame's address carries the element's attributes and the partner page, and reads back the same", () => {
  const url = frameUrl('https://villas.example', {
    partner: 'acme',
    project: 'mango-orchard-villas',
    unit: 'villa-12',
    parentOrigin: 'https://acme.example',
    sourceUrl: 'https://acme.example/villas?gclid=abc',
  });
  expect(url.startsWith('https://villas.example/embed/frame.html?partner=acme&')).toBe(true);
  expect(readFrameParams(new URL(url).search)).toEqual({
    partner: 'acme',
    project: 'mango-orchard-villas',
    unit: 'villa-12',
    parentOrigin: 'https://acme.example',
    sourceUrl: 'https://acme.example/villas?gclid=abc',
  });
});

test('a frame without a partner or a well-formed parent origin does not start', () => {
  expect(readFrameParams('?origin=https%3A%2F%2Facme.example')).toBeNull();
  for (const origin of ['*', 'https://acme.example/', 'javascript:alert(1)', 'null', '']) {
    expect(readFrameParams(`?partner=acme&origin=${encodeURIComponent(origin)}`), origin).toBeNull();
  }
});

test("only the partner's own page counts as the enquiry's source", () => {
  const params = readFrameParams(
    `?partner=acme&origin=${encodeURIComponent('https://acme.example')}&source=${encodeURIComponent('https://evil.example/x')}`,
  );
  expect(params?.sourceUrl).toBe('https://acme.example/');
});

test('a message target is an http(s) origin exactly as given', () => {
  expect(exactOrigin('http://127.0.0.1:3010')).toBe('http://127.0.0.1:3010');
  expect(exactOrigin('https://acme.example:443')).toBeNull();
  expect(exactOrigin('file:///etc')).toBeNull();
  expect(exactOrigin(null)).toBeNull();
});

test('a message is recognised by its type only', () => {
  expect(isFrameMessage({ type: 'villa-enquiry:closed' }, 'villa-enquiry:closed')).toBe(true);
  expect(isFrameMessage({ type: 'villa-enquiry:open' }, 'villa-enquiry:closed')).toBe(false);
  expect(isFrameMessage('villa-enquiry:closed', 'villa-enquiry:closed')).toBe(false);
  expect(isFrameMessage(null, 'villa-enquiry:closed')).toBe(false);
});
