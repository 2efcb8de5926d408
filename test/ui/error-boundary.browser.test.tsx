import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { ErrorBoundary } from '../../src/ui/error/ErrorScreen.tsx';
import { createNamespace } from '../helpers/simulator.ts';
import { renderView } from './harness.tsx';

let broken = true;

function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>Recovered content</p>;
}

/** The portal's structure: navigation beside one boundary per screen. */
function ShellWithBrokenScreen() {
  const [visits, setVisits] = useState(0);
  return (
    <>
      <nav aria-label="Main">
        <button onClick={() => setVisits(visits + 1)}>Overview</button>
      </nav>
      <main>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
      </main>
    </>
  );
}

describe('ErrorBoundary', () => {
  it('shows the unexpected-error screen for one broken screen, leaves the navigation usable, and retries', async () => {
    broken = true;
    const errors = console.error;
    console.error = () => undefined;
    try {
      const { screen } = await renderView(await createNamespace(), ShellWithBrokenScreen);
      await screen.findByRole('heading', { name: 'Unexpected error occured' });
      expect(screen.getByText('Please try again or contact our support team.')).to.exist;
      expect(screen.getByRole('navigation', { name: 'Main' })).to.exist;
      screen.getByRole('button', { name: 'Overview' }).click();
      broken = false;
      screen.getByRole('button', { name: 'Try again' }).click();
      await screen.findByText('Recovered content');
    } finally {
      console.error = errors;
    }
  });
});
