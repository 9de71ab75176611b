import { screen } from '@testing-library/react';
import { COMPANY } from 'shared/content/company';
import { RETENTION_DAYS } from 'shared/contract/retention';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

test('the privacy policy was last updated in December 2023', () => {
  renderWithProviders(<PrivacyPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByText('December 2023')).toHaveAttribute('datetime', '2023-12');
});

test('it says what is collected (including Aadhaar and PAN for BDEs), why, where, and how to ask for deletion', () => {
  renderWithProviders(<PrivacyPage />);
  const text = document.body.textContent ?? '';
  for (const phrase of [
    /Aadhaar number/,
    /PAN/,
    /encrypted \(AES-256-GCM\)/,
    /last four digits/,
    /argon2id/,
    /Newsletter/,
    /Contact form/,
    /Client information form/,
    /BDE registration/,
    /XSRF-TOKEN/,
    /Local storage/,
    /Where your data is kept/,
    /how to ask for deletion/i,
    /within 30 days/,
  ]) {
    expect(text).toMatch(phrase);
  }
  expect(screen.getAllByRole('link', { name: COMPANY.emails.privacy })[0]).toHaveAttribute(
    'href',
    `mailto:${COMPANY.emails.privacy}`,
  );
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the terms of service are a full page with the BDE programme, law and contact', () => {
  renderWithProviders(<TermsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  for (const name of [
    /Using the website/,
    /Accounts/,
    /The BDE programme/,
    /Changes, law and disputes/,
    /Contact/,
  ]) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
});

test('the privacy policy states the retention periods the retention job deletes by', () => {
  renderWithProviders(<PrivacyPage />);
  const section = screen.getByRole('heading', { name: '5. How long we keep it' }).nextElementSibling!
    .nextElementSibling!;
  expect(section).toHaveTextContent('Contact messages: three years after they arrive.');
  expect(section).toHaveTextContent(
    `Copies of identity documents of BDE registrations we did not accept: ${RETENTION_DAYS.rejectedRegistrationDocuments} days after our review.`,
  );
  expect(section).toHaveTextContent(
    `deleted ${RETENTION_DAYS.unconfirmedSubscriptions} days after we sent it the last confirmation link`,
  );
  expect(section).toHaveTextContent(
    `Job applications and their résumés: ${RETENTION_DAYS.applicationsAfterClose} days after the opening closes, or one year after it closes if you asked us to keep your application on file`,
  );
});
