// The contract between the shell and the remotes: which modules each remote exposes, their props,
// and the pages the shell mounts them at. Adding a page: docs/registry.md.
import type { ComponentType } from 'react';
import { REMOTE_PAGES as PAGES, type routePatterns } from '@villa/api/contract/pages';
import type { studioRoutes } from '@villa/api/contract/studio-pages';
import type { EnquiryOpenRequest } from './events.ts';
import registry from './remote-registry.json';

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
export type ComparePageProps = NoProps;

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
export type ListYourVillaPageProps = NoProps;

// blog remote
export type BlogIndexPageProps = NoProps;
export type BlogPostPageProps = SlugPageProps;
export type BlogTagPageProps = SlugPageProps;
export type BlogCategoryPageProps = SlugPageProps;
export type BlogAuthorPageProps = SlugPageProps;
export type BlogTopicsPageProps = NoProps;

// studio remote (staff only)
export type StudioLoginPageProps = NoProps;
export type StudioHomePageProps = NoProps;
export type StudioStaffPageProps = NoProps;
export type StudioAuditPageProps = NoProps;
export type StudioPeoplePageProps = NoProps;
export type StudioCommentsPageProps = NoProps;
export type StudioDevelopersPageProps = NoProps;
export type StudioPostsPageProps = NoProps;
export type StudioPostPageProps = SlugPageProps;
export type StudioLeadsPageProps = NoProps;
/** The slug is the lead's id. */
export type StudioLeadPageProps = SlugPageProps;
export type StudioCalendarPageProps = NoProps;
export type StudioReportsPageProps = NoProps;
export type StudioCataloguePageProps = NoProps;
export type StudioCatalogueImportPageProps = NoProps;
/** The slug is the project's id, or 'new'. */
export type StudioProjectPageProps = SlugPageProps;
/** The slug is the villa's id, or 'new' (with ?project=). */
export type StudioUnitPageProps = SlugPageProps;
export type StudioOwnersPageProps = NoProps;

/** Each exposed module, by its federation id (`remote/ExposedName`), mapped to its props. */
export interface RemoteModules {
  'listings/UnitsPage': UnitsPageProps;
  'listings/WishlistPage': WishlistPageProps;
  'detail/UnitDetailPage': UnitDetailPageProps;
  'detail/ProjectDetailPage': ProjectDetailPageProps;
  'detail/ComparePage': ComparePageProps;
  'enquiry/EnquiryHost': EnquiryHostProps;
  'enquiry/ExpertPage': ExpertPageProps;
  'enquiry/DeveloperPage': DeveloperPageProps;
  'enquiry/ListYourVillaPage': ListYourVillaPageProps;
  'blog/BlogIndexPage': BlogIndexPageProps;
  'blog/BlogPostPage': BlogPostPageProps;
  'blog/BlogTagPage': BlogTagPageProps;
  'blog/BlogCategoryPage': BlogCategoryPageProps;
  'blog/BlogAuthorPage': BlogAuthorPageProps;
  'blog/BlogTopicsPage': BlogTopicsPageProps;
  'studio/LoginPage': StudioLoginPageProps;
  'studio/HomePage': StudioHomePageProps;
  'studio/StaffPage': StudioStaffPageProps;
  'studio/AuditPage': StudioAuditPageProps;
  'studio/PeoplePage': StudioPeoplePageProps;
  'studio/CommentsPage': StudioCommentsPageProps;
  'studio/DevelopersPage': StudioDevelopersPageProps;
  'studio/PostsPage': StudioPostsPageProps;
  'studio/PostPage': StudioPostPageProps;
  'studio/LeadsPage': StudioLeadsPageProps;
  'studio/LeadPage': StudioLeadPageProps;
  'studio/CalendarPage': StudioCalendarPageProps;
  'studio/ReportsPage': StudioReportsPageProps;
  'studio/CataloguePage': StudioCataloguePageProps;
  'studio/CatalogueImportPage': StudioCatalogueImportPageProps;
  'studio/ProjectPage': StudioProjectPageProps;
  'studio/UnitPage': StudioUnitPageProps;
  'studio/OwnersPage': StudioOwnersPageProps;
}

export type RemoteModuleId = keyof RemoteModules;

/** What loading an exposed module yields: the page component as its default export. */
export interface RemoteModuleExports<Id extends RemoteModuleId> {
  default: ComponentType<RemoteModules[Id]>;
  loadFirstScreen?: LoadFirstScreen;
}

/** What the server hands a page's first-screen loader: the route's slug ('' if none) and the query. */
export interface FirstScreenParams {
  slug: string;
  search: URLSearchParams;
}

/**
 * The data a page's first screen shows, as SWR fallback entries (the serialized key of the page's
 * own hook -> the response). The server renders the page with them and sends them with the HTML,
 * so the browser's first render (hydration) shows the same.
 */
export type FirstScreenData = Record<string, unknown>;

/**
 * Optional named export `loadFirstScreen` of an exposed page: fetches what its first screen needs,
 * with the page's own API functions (docs/server-rendering.md).
 */
export type LoadFirstScreen = (params: FirstScreenParams) => Promise<FirstScreenData>;

type RemoteOf<Id> = Id extends `${infer Remote}/${string}` ? Remote : never;
/** The remotes, by federation name: the first part of their modules' ids. */
export type RemoteName = RemoteOf<RemoteModuleId>;

/** A remote as the browser knows it: the apps' builds keep only these two fields of the registry. */
export interface RemoteInfo {
  name: RemoteName;
  /** What a person reads: "We couldn't load the {label} right now." */
  label: string;
}

/**
 * The registry of remotes (remote-registry.json), which the tooling, ESLint and the API read too. JSON types
 * names as plain strings; tooling/test/remote-registry.test.mjs checks them against RemoteModules.
 */
export const REMOTES = registry as readonly RemoteInfo[];
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

/** What a person reads for a remote's section, e.g. 'villa listings'. */
export function remoteLabel(name: string): string {
  return REMOTES.find((remote) => remote.name === name)?.label ?? name;
}

type RoutePattern =
  | (typeof routePatterns)[keyof typeof routePatterns]
  | (typeof studioRoutes)[keyof typeof studioRoutes];
type TakesSlug<Id extends RemoteModuleId> = SlugPageProps extends RemoteModules[Id] ? true : false;

/** Modules the shell mounts as a whole page: they take no props, or the slug of the URL. */
export type RemotePageId = {
  [Id in RemoteModuleId]: RemoteModules[Id] extends NoProps | SlugPageProps ? Id : never;
}[RemoteModuleId];

/** One remote page, checked against its module's props: a slug page has a :slug in its route. */
export type RemotePage = {
  [Id in RemotePageId]: {
    module: Id;
    pattern: TakesSlug<Id> extends true
      ? Extract<RoutePattern, `${string}:slug`>
      : Exclude<RoutePattern, `${string}:slug`>;
    /** Shown while the page's code downloads; 'Loading…' when absent (RemoteSlot). */
    loading?: string;
  } & (TakesSlug<Id> extends true
    ? { /** The page takes the route's :slug as its `slug` prop. */ slug: true }
    : { slug?: never });
}[RemotePageId];

/**
 * Every buyer page of a remote, from which the shell's routes, its first-page prefetch and each
 * remote's standalone dev page are built (the studio's: studio-pages.ts). The list is the API's contract (@villa/api/contract/pages), which
 * the server reads too; here the compiler checks each entry against its module's props.
 */
export const REMOTE_PAGES: readonly RemotePage[] = PAGES satisfies readonly RemotePage[];

/** The shape of `/remotes.json`: remote name -> URL of that remote's `mf-manifest.json`. */
export type RemotesManifest = Record<RemoteName, string>;

/**
 * The URL of each remote in a parsed `/remotes.json`, resolved against the page (`base`) so that
 * `/mfe/...` works on any host. A remote without a URL is left out, and only its pages show their
 * Retry message. The server leaves out the entries that are not safe to load
 * (api/src/lib/remotes-manifest.ts) and allows only the others in the page's Content-Security-Policy.
 */
export function remoteEntries(value: unknown, base: string): Partial<RemotesManifest> {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const entries: Partial<RemotesManifest> = {};
  for (const name of REMOTE_NAMES) {
    const entry = record[name];
    if (typeof entry !== 'string' || entry === '') continue;
    try {
      entries[name] = new URL(entry, base).href;
    } catch {
      // not a URL: left out like a missing one
    }
  }
  return entries;
}
