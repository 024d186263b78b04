import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTheme } from '@villa/shared/mui/core';
import { renderWithProviders } from '../testing/render.tsx';
import { MuiTheme } from './mui-theme.tsx';
import { colors } from './tokens.ts';

function Primary() {
  return <p>primary={useTheme().palette.primary.main}</p>;
}

describe('MuiTheme', () => {
  it("gives the MUI components inside the marketplace's theme, built from the kit's tokens", () => {
    renderWithProviders(
      <MuiTheme>
        <Primary />
      </MuiTheme>,
    );
    expect(screen.getByText(`primary=${colors.primary.main}`)).toBeInTheDocument();
  });

  it('is the only MUI theme: the shell and the test render provide none', () => {
    renderWithProviders(<Primary />);
    expect(screen.queryByText(`primary=${colors.primary.main}`)).toBeNull();
  });
});
