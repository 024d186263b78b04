import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it('shows the phone number, three agent registrations and four social links', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: /Call us: \+91/ })).toHaveAttribute('href', 'tel:+918047182260');
    for (const region of ['Hyderabad', 'Tamil Nadu', 'Karnataka']) {
      expect(screen.getByText(new RegExp(`^${region}: `))).toBeInTheDocument();
    }
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'X']) {
      expect(screen.getByRole('link', { name: network })).toHaveAttribute('target', '_blank');
    }
  });

  it('opens terms and privacy in a new tab and shows the copyright and powered-by logo', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByText(/© \d{4} VillaNest\. All rights reserved\./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Northwind Digital' })).toBeInTheDocument();
  });
});
