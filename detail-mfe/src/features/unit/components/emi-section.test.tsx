import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { colors } from '@villa/shared/ui/tokens';
import { EmiSection } from './emi-section.tsx';

describe('EmiSection', () => {
  it("brings the marketplace's MUI theme with it: the host provides none", () => {
    // Rendered alone, as the shell renders it: no MUI ThemeProvider around it.
    render(<EmiSection price={12_500_000} />);
    const emi = screen.getByText('₹86,782');
    // MUI's default primary is blue (#1976d2); the theme's is the brand green.
    expect(getComputedStyle(emi).color).toBe(colors.primary.main);
  });
});
