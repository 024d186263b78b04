import { describe, expect, it } from 'vitest';
import type { Category } from '@villa/api/schemas';
import { groupUnderRoots } from './group-categories.ts';

const category = (id: string, parent: string | null): Category => ({
  _id: id,
  slug: id,
  name: id.toUpperCase(),
  color: '#1E88E5',
  description: '',
  parent_id: parent,
});

describe('groupUnderRoots', () => {
  it('puts each subcategory under its top-level category, at any depth, keeping the orders', () => {
    const roots = [category('guide', null), category('legal', null)];
    const active = [
      ...roots,
      category('nri', 'guide'),
      category('nri-tax', 'nri'),
      category('rera', 'legal'),
    ];

    const groups = groupUnderRoots(roots, active);

    expect(groups.map((group) => [group.category._id, group.children.map((child) => child._id)])).toEqual([
      ['guide', ['nri', 'nri-tax']],
      ['legal', ['rera']],
    ]);
  });

  it('leaves out a subcategory whose parent is not active, or whose parents loop', () => {
    const roots = [category('guide', null)];
    const active = [...roots, category('orphan', 'gone'), category('a', 'b'), category('b', 'a')];

    expect(groupUnderRoots(roots, active)).toEqual([{ category: roots[0], children: [] }]);
  });

  it('gives every root a group even when the active list failed to load', () => {
    const roots = [category('guide', null)];
    expect(groupUnderRoots(roots, [])).toEqual([{ category: roots[0], children: [] }]);
  });
});
