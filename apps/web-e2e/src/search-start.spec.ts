import { expect, test } from './support/test';

// The search page before a search: the hot list searches its word, and each search joins the
// history there, which keeps it across a reload until it is removed.

test('a hot search searches its word; the history keeps it until it is removed', async ({
  page,
}) => {
  await page.goto('/search');
  const hot = page.getByRole('region', { name: '热搜榜' });
  const first = hot.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const word = (await first.locator('.cz-hot-list__word').textContent()) ?? '';
  expect(word).not.toBe('');
  await first.getByRole('button').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(word);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();

  await page.goto('/search');
  const history = page.getByRole('region', { name: '搜索历史' });
  await expect(history.getByRole('button', { name: word, exact: true })).toBeVisible();
  await page.reload();
  await expect(history.getByRole('button', { name: word, exact: true })).toBeVisible();
  await history.getByRole('button', { name: `删除这条记录: ${word}` }).click();
  await expect(history.getByText('还没有搜索记录')).toBeVisible();
});
