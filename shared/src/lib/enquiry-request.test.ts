import { describe, expect, it } from 'vitest';
import { enquiryRequest } from './enquiry-request.ts';

const origin = window.location.origin;
const villa = { _id: 'u1', slug: 'palm-meadows-villa-12', name: 'Palm Meadows Villa 12' };
const project = { _id: 'p1', slug: 'palm-meadows', name: 'Palm Meadows' };

describe('enquiryRequest', () => {
  it("names a unit, keeps the listing's query string in its page's address, and lands there after a login", () => {
    expect(enquiryRequest({ unit: villa, search: '?city=Mysore' })).toEqual({
      unit: 'u1',
      is_individual: true,
      title: 'Palm Meadows Villa 12',
      source_url: `${origin}/unit/palm-meadows-villa-12/?city=Mysore`,
      description: 'Interested in unit',
      redirect_path: '/unit/palm-meadows-villa-12/?city=Mysore',
    });
  });

  it('names a project, with its page as the source, as a curation lead', () => {
    expect(enquiryRequest({ project })).toEqual({
      project: 'p1',
      is_project_curation: true,
      title: 'Palm Meadows',
      source_url: `${origin}/project/palm-meadows/`,
      description: 'Interested in project',
      redirect_path: '/project/palm-meadows/',
    });
  });

  it('asks an expert, with the call scheduler', () => {
    expect(enquiryRequest({ expertName: 'Asha Rao', pageUrl: `${origin}/connect-with-expert` })).toEqual({
      expert_name: 'Asha Rao',
      is_connect_with_expert: true,
      withSchedule: true,
      title: 'Expert advice',
      source_url: `${origin}/connect-with-expert`,
    });
  });

  it('takes the current address as the source of any other page', () => {
    expect(enquiryRequest({ title: 'Login' })).toEqual({ title: 'Login', source_url: window.location.href });
    expect(
      enquiryRequest({ title: 'Developer enquiry', description: 'Partnering', pageUrl: `${origin}/x` }),
    ).toEqual({ title: 'Developer enquiry', description: 'Partnering', source_url: `${origin}/x` });
  });
});
