import type { Category } from '@villa/api/schemas';

export interface CategoryGroup {
  category: Category;
  /** Its subcategories at any depth, in the order the active list gives them. */
  children: Category[];
}

/**
 * The top-level categories, each with the active categories below it. A subcategory whose chain of
 * parents does not reach one of `roots` (a parent that is inactive, or a loop) is left out: there
 * is no top-level card to show it under.
 */
export function groupUnderRoots(roots: readonly Category[], active: readonly Category[]): CategoryGroup[] {
  const byId = new Map(active.map((category) => [category._id, category]));
  const groups = new Map(roots.map((category) => [category._id, { category, children: [] as Category[] }]));
  for (const category of active) {
    if (groups.has(category._id)) continue;
    const seen = new Set<string>([category._id]);
    let parentId = category.parent_id;
    while (parentId !== null && !groups.has(parentId) && !seen.has(parentId)) {
      seen.add(parentId);
      parentId = byId.get(parentId)?.parent_id ?? null;
    }
    if (parentId !== null) groups.get(parentId)?.children.push(category);
  }
  return [...groups.values()];
}
