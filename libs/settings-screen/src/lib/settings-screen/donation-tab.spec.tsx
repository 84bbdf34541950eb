import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { render, screen, within } from '@testing-library/react';
import type { DonationConfigResult } from './donation-config';
import { DonationTab } from './donation-tab';

async function renderTab(result: DonationConfigResult) {
  const i18n = await createI18n({ language: 'en-US' });
  const load = async () => result;
  render(
    <I18nProvider i18n={i18n}>
      <DonationTab load={load} />
    </I18nProvider>,
  );
}

describe('DonationTab', () => {
  it('shows the build’s payment codes and its supporters', async () => {
    await renderTab({
      kind: 'ready',
      config: {
        codes: { alipay: '/donation/alipay.png', wechat: '/donation/wechat.png' },
        donors: [{ name: 'Lin', amount: '¥20', message: 'Thanks!' }],
      },
    });
    const codes = await screen.findByRole('list', { name: 'Payment apps' });
    expect(
      within(codes)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    ).toEqual([
      ['Payment code for Alipay', '/donation/alipay.png'],
      ['Payment code for WeChat Pay', '/donation/wechat.png'],
    ]);
    const donors = screen.getByRole('list', { name: 'Supporters' });
    expect(donors.textContent).toContain('Lin');
    expect(donors.textContent).toContain('¥20');
  });

  it('says when the build’s file cannot be read', async () => {
    await renderTab({ kind: 'invalid' });
    expect(
      await screen.findByText("This build's donation details could not be read."),
    ).toBeTruthy();
  });
});
