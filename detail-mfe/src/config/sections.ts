/** The detail pages' sections, in the order of spec 2.4. */
export const SECTION_NAMES = [
  'Overview',
  'Project Highlights',
  'Master Plan',
  'Unit Plan',
  'Units Available',
  'Pricing',
  'EMI',
  'Amenities',
  'Gallery',
  'Virtual Tour',
  'Specification',
  'Location',
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];
export type DetailPageKind = 'unit' | 'project';

const NOT_ON: Record<DetailPageKind, readonly SectionName[]> = {
  project: ['Pricing', 'EMI'],
  unit: ['Project Highlights', 'Units Available', 'Virtual Tour'],
};

/** The sections a page may show (spec 2.4), in order. */
export function sectionsFor(kind: DetailPageKind): SectionName[] {
  return SECTION_NAMES.filter((name) => !NOT_ON[kind].includes(name));
}

/** What a person reads for a section: in headings and in the 'Failed to load … section' message. */
export function sectionTitle(name: SectionName): string {
  if (name === 'Unit Plan') return 'Villa Plan';
  if (name === 'Units Available') return 'Available Villas';
  return name;
}

/** The tab label: upper case, with the villa wording for units (spec 2.4). */
export function sectionLabel(name: SectionName): string {
  return sectionTitle(name).toUpperCase();
}

/**
 * The section's element id: the lower-cased tab name (spec 2.4), with spaces as hyphens because an
 * HTML id may not contain whitespace ('Master Plan' -> 'master-plan').
 */
export function sectionId(name: SectionName): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/**
 * Room left above a section scrolled to (spec 2.4, 9): the sticky header (56 px on phones, 64 px
 * from 600 px) and the 48 px tab bar, plus a gap that grows with the screen.
 */
export function sectionScrollOffset(viewportWidth: number): number {
  if (viewportWidth <= 600) return 112;
  if (viewportWidth <= 1024) return 120;
  return 128;
}
