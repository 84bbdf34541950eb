import { render, screen } from '@testing-library/react';
import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { catalogueSong } from '@cadenza/app-core/testing';
import { SongMenuHeader } from './song-menu-header';

async function renderHeader(song: Parameters<typeof SongMenuHeader>[0]['song']) {
  const i18n = await createI18n({ language: 'en-US' });
  render(
    <I18nProvider i18n={i18n}>
      <SongMenuHeader song={song} />
    </I18nProvider>,
  );
}

describe('SongMenuHeader', () => {
  it('names the song and its artists', async () => {
    await renderHeader(catalogueSong(42, 'Sunny Day'));
    expect(screen.getByText('Sunny Day')).toBeTruthy();
    expect(screen.getByText('Singer A / Singer B')).toBeTruthy();
  });

  it('says the artist is unknown when the song has none', async () => {
    await renderHeader({ ...catalogueSong(7, 'Nameless'), artists: [] });
    expect(screen.getByText('Unknown artist')).toBeTruthy();
  });
});
