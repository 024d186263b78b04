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

  it('leaves 112, 120 or 128 px for the sticky header and the tab bar by width', () => {
    expect(sectionScrollOffset(390)).toBe(112);
    expect(sectionScrollOffset(600)).toBe(112);
    expect(sectionScrollOffset(601)).toBe(120);
    expect(sectionScrollOffset(1024)).toBe(120);
    expect(sectionScrollOffset(1280)).toBe(128);
  });
});
