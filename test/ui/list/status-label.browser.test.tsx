import { expect } from '@open-wc/testing';
import { StatusLabel, type StatusTone } from '../../../src/ui/list/index.ts';
import { renderList } from './helpers.ts';

const TONES: readonly [StatusTone, string][] = [
  ['positive', 'Succeeded'],
  ['negative', 'Failed'],
  ['caution', 'Blocked'],
  ['information', 'In progress'],
  ['neutral', 'Canceled'],
];

function Statuses() {
  return (
    <ul>
      {TONES.map(([tone, label]) => (
        <li key={tone}>
          <StatusLabel tone={tone} label={label} />
        </li>
      ))}
    </ul>
  );
}

describe('StatusLabel', () => {
  it('shows the label as text beside a decorative icon', async () => {
    const { screen } = await renderList(Statuses);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).to.deep.equal(TONES.map(([, label]) => label));
    for (const item of items) {
      const icon = item.querySelector('svg')!;
      expect(icon.getAttribute('aria-hidden')).to.equal('true');
      expect(icon.getAttribute('focusable')).to.equal('false');
    }
  });

  it('colours the icon by tone, from the theme', async () => {
    const { screen } = await renderList(Statuses);
    const items = await screen.findAllByRole('listitem');
    const colours = items.map((item) => getComputedStyle(item.querySelector('svg')!).color);
    // Theme defaults: positive and negative, caution, information, and muted text for neutral.
    expect(colours).to.deep.equal([
      'rgb(14, 132, 32)',
      'rgb(199, 22, 43)',
      'rgb(249, 155, 17)',
      'rgb(36, 89, 143)',
      'rgb(102, 102, 102)',
    ]);
    // Text keeps the text colour, whatever the tone.
    expect(getComputedStyle(screen.getByText('Failed')).color).to.equal('rgb(17, 17, 17)');
  });

  it('follows a host page theme', async () => {
    document.documentElement.style.setProperty('--landscape-color-negative', 'rgb(128, 0, 0)');
    try {
      const { screen } = await renderList(Statuses);
      const failed = (await screen.findByText('Failed')).parentElement!.querySelector('svg')!;
      expect(getComputedStyle(failed).color).to.equal('rgb(128, 0, 0)');
    } finally {
      document.documentElement.style.removeProperty('--landscape-color-negative');
    }
  });

  it('is accessible', async () => {
    const { element, screen } = await renderList(Statuses);
    await screen.findAllByRole('listitem');
    await expect(element).to.be.accessible();
  });
});
