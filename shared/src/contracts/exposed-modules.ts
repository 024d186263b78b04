import type { ComponentType } from 'react';
import type { EnquiryOpenRequest } from './events.ts';

/** Props of a module that takes none: `<UnitsPage />`. */
export type NoProps = Record<string, never>;

/** Pages that show one entity by its URL slug. */
export interface SlugPageProps {
  slug: string;
}

// listings remote
export type UnitsPageProps = NoProps;
export type WishlistPageProps = NoProps;

// detail remote
export type UnitDetailPageProps = SlugPageProps;
export type ProjectDetailPageProps = SlugPageProps;

// enquiry remote
/**
 * Mounted once by the shell; renders nothing until an `enquiry:open` event arrives. The shell loads
 * it when the page is idle, so a request made before it arrived is handed over as `initialRequest`.
 */
export interface EnquiryHostProps {
  initialRequest?: EnquiryOpenRequest;
}
export type ExpertPageProps = NoProps;
export type DeveloperPageProps = NoProps;

// blog remote
export type BlogIndexPageProps = NoProps;
export type BlogPostPageProps = SlugPageProps;
export type BlogTagPageProps = SlugPageProps;
export type BlogCategoryPageProps = SlugPageProps;

export const REMOTE_NAMES = ['listings', 'detail', 'enquiry', 'blog'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each exposed module, by its federation id (`remote/ExposedName`), mapped to its props. */
export interface RemoteModules {
  'listings/UnitsPage': UnitsPageProps;
  'listings/WishlistPage': WishlistPageProps;
  'detail/UnitDetailPage': UnitDetailPageProps;
  'detail/ProjectDetailPage': ProjectDetailPageProps;
  'enquiry/EnquiryHost': EnquiryHostProps;
  'enquiry/ExpertPage': ExpertPageProps;
  'enquiry/DeveloperPage': DeveloperPageProps;
  'blog/BlogIndexPage': BlogIndexPageProps;
  'blog/BlogPostPage': BlogPostPageProps;
  'blog/BlogTagPage': BlogTagPageProps;
  'blog/BlogCategoryPage': BlogCategoryPageProps;
}

export type RemoteModuleId = keyof RemoteModules;

/** What loading an exposed module yields: the page component as its default export. */
export interface RemoteModuleExports<Id extends RemoteModuleId> {
  default: ComponentType<RemoteModules[Id]>;
}

/** The shape of `/remotes.json`: remote name -> URL of that remote's `mf-manifest.json`. */
export type RemotesManifest = Record<RemoteName, string>;

/** Checks a parsed `/remotes.json`; returns what is wrong, or null when it is usable. */
export function remotesManifestProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'remotes.json must be an object of remote name -> mf-manifest.json URL';
  }
  const record = value as Record<string, unknown>;
  const missing = REMOTE_NAMES.filter((name) => typeof record[name] !== 'string' || record[name] === '');
  return missing.length ? `remotes.json has no URL for: ${missing.join(', ')}` : null;
}

export function isRemotesManifest(value: unknown): value is RemotesManifest {
  return remotesManifestProblem(value) === null;
}
