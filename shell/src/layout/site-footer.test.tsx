import { screen, within } from '@testing-library/react';
import { COMPANY } from 'shared/content/company';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { SiteFooter } from './site-footer';

test('the footer gives address, phone, email, quick links, social links and the newsletter box', () => {
  renderWithProviders(<SiteFooter />);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText(new RegExp(COMPANY.address.line1))).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: COMPANY.phone })).toHaveAttribute(
    'href',
    'tel:+914048521200',
  );
  expect(within(footer).getByRole('link', { name: COMPANY.emails.info })).toHaveAttribute(
    'href',
    `mailto:${COMPANY.emails.info}`,
  );
  const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
  for (const name of [
    'Home',
    'AboutUs',
    'Services',
    'Technology',
    'Careers',
    'ContactUs',
    'Privacy Policy',
  ]) {
    expect(within(quick).getByRole('link', { name })).toBeInTheDocument();
  }
  for (const social of COMPANY.social) {
    expect(within(footer).getByRole('link', { name: new RegExp(`^${social.name}`) })).toHaveAttribute(
      'href',
      social.url,
    );
  }
  const newsletter = within(footer).getByRole('region', { name: 'Newsletter' });
  expect(within(newsletter).getByLabelText('Email address')).toBeInTheDocument();
  expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
});

test('the footer keeps an empty place the server writes the WhatsApp chat link into (issue 43)', () => {
  renderWithProviders(<SiteFooter />);
  const place = screen.getByRole('contentinfo').querySelector('[data-whatsapp-chat=""]');
  expect(place).not.toBeNull();
  expect(place).toBeEmptyDOMElement();
});
