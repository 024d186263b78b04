import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { ReraBadge } from './rera-badge.tsx';

describe('ReraBadge', () => {
  it('shows RERA with a check icon, titled with the registration number', () => {
    const { container } = renderWithProviders(<ReraBadge rera="PRM/KA/RERA/1251/446/PR/171115/001234" />);
    const badge = screen.getByTitle('PRM/KA/RERA/1251/446/PR/171115/001234');
    expect(badge).toHaveTextContent('RERA');
    expect(container.querySelector('svg path')).not.toBeNull();
  });

  it('renders nothing for a listing without RERA', () => {
    const { container } = renderWithProviders(<ReraBadge rera={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('RERA')).toBeNull();
  });

  it('treats a blank number as none', () => {
    renderWithProviders(<ReraBadge rera="  " />);
    expect(screen.queryByText('RERA')).toBeNull();
  });
});
