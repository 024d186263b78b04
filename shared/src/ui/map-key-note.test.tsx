import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MapKeyNote } from './map-key-note.tsx';

describe('MapKeyNote', () => {
  it('tells an operator how to set the key, on development pages', () => {
    render(<MapKeyNote detail="The list works without it." operator />);
    expect(screen.getByRole('note')).toHaveTextContent(
      "The map needs a Google Maps key.Set GOOGLE_MAPS_API_KEY in the server's environment and restart it to show the map here. The list works without it.",
    );
  });

  it("gives a buyer a buyer's message in production, without the instruction", () => {
    render(<MapKeyNote detail="The list works without it." operator={false} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('The map is not available right now.The list works without it.');
    expect(note).not.toHaveTextContent('GOOGLE_MAPS_API_KEY');
  });
});
