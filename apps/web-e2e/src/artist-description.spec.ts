import { expect, test } from './support/test';

// The artist page's description tab shows what the catalogue says of the artist.

test("the artist's description tab shows the catalogue's introduction", async ({
  page,
  request,
  sim,
  simInfo,
}) => {
  const artist = simInfo.artists.find((candidate) => candidate.name !== '');
  if (!artist) throw new Error('no artist');
  const desc = (await (await request.get(`${sim.baseUrl}/artist/desc?id=${artist.id}`)).json()) as {
    briefDesc: string;
  };
  const firstLine = desc.briefDesc.split('\n').find((line) => line.trim() !== '') ?? '';
  expect(firstLine).not.toBe('');

  await page.goto(`/artist/detail/${artist.id}`);
  await expect(page.getByRole('heading', { name: artist.name, exact: true })).toBeVisible();
  await page.getByRole('tab', { name: '歌手简介' }).click();
  await expect(page.getByRole('tabpanel', { name: '歌手简介' })).toContainText(firstLine.trim());
});
