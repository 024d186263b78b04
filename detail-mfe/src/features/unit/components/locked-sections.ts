import type { SectionName } from '../../../config/sections.ts';

/** The sections a buyer sees once their phone is verified (spec 6). */
const LOCKED_SECTIONS = ['Master Plan', 'Unit Plan', 'Pricing', 'Specification', 'Location'] as const;
export type LockedSectionName = (typeof LOCKED_SECTIONS)[number];

export const isLocked = (name: SectionName): name is LockedSectionName =>
  (LOCKED_SECTIONS as readonly string[]).includes(name);

/**
 * The class of every locked section, in the server's HTML: the JSON-LD's `hasPart` points at it
 * (cssSelector, a class as Google asks).
 */
export const LOCKED_SECTION_CLASS = 'unit-locked';
