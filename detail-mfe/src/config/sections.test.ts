import { describe, expect, it } from 'vitest';
import { sectionId, sectionLabel, sectionScrollOffset, sectionsFor } from './sections.ts';

describe('detail sections', () => {
  it('gives a unit page every section but Project Highlights, Units Available and Virtual Tour', () => {
    expect(sectionsFor('unit').map(sectionLabel)).toEqual([
      'OVERVIEW',
      'MASTER PLAN',
      'VILLA PLAN',
      'PRICING',
      'EMI',
      'AMENITIES',
      'GALLERY',
      'SPECIFICATION',
      'LOCATION',
    ]);
  });

  it('gives a project page every section but Pricing and EMI', () => {
    expect(sectionsFor('project').map(sectionLabel)).toEqual([
      'OVERVIEW',
      'PROJECT HIGHLIGHTS',
      'MASTER PLAN',
      'VILLA PLAN',
      'AVAILABLE VILLAS',
      'AMENITIES',
      'GALLERY',
      'VIRTUAL TOUR',
      'SPECIFICATION',
      'LOCATION',
    ]);
  });

  it('uses the lower-cased tab name as the element id', () => {
    expect(sectionId('Overview')).toBe('overview');
    expect(sectionId('Master Plan')).toBe('master-plan');
    expect(sectionId('EMI')).toBe('emi');
  });

  it('leaves 72, 96 or 120 px for the sticky header by width', () => {
    expect(sectionScrollOffset(390)).toBe(72);
    expect(sectionScrollOffset(600)).toBe(72);
    expect(sectionScrollOffset(601)).toBe(96);
    expect(sectionScrollOffset(1024)).toBe(96);
    expect(sectionScrollOffset(1280)).toBe(120);
  });
});
