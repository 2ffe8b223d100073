import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyMui } from './lazyMui';

function PrimaryColour({ label }: { label: string }) {
  return (
    <p>
      {label} {useTheme().palette.primary.main}
    </p>
  );
}

describe('lazyMui', () => {
  it("renders the part in the app's MUI theme once it has loaded, the fallback before", async () => {
    const Part = lazyMui(async () => PrimaryColour);
    render(<Part label="primary is" fallback={<p>loading</p>} />);
    expect(screen.getByText('loading')).toBeTruthy();
    // The app theme's primary, not MUI's default (#1976d2).
    expect(await screen.findByText('primary is #1a66d9')).toBeTruthy();
  });
});
