import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_PROFILE } from 'shared/content/company';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { AboutPage } from './about-page';

test('intro, What We Do, Our Mission, three certificates and Join Our Team', () => {
  renderWithProviders(<AboutPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  for (const name of ['Who we are', 'What We Do', 'Our Mission', 'Our certificates', 'Join Our Team']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  const certificates = screen.getAllByRole('link', { name: /view larger/ });
  expect(certificates.map((link) => link.textContent?.replace(' (view larger)', ''))).toEqual([
    'Certificate of Recognition',
    'GST Registration',
    'Udyam Registration',
  ]);
  for (const number of Object.values(COMPANY_PROFILE.certificates)) {
    expect(screen.getByText(new RegExp(number))).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Explore Openings' })).toHaveAttribute('href', '/careers');
});

test('each thumbnail is a link to its full image, so it works before the page is taken over', () => {
  renderWithProviders(<AboutPage />);
  for (const link of screen.getAllByRole('link', { name: /view larger/ })) {
    expect(link.getAttribute('href')).toBe(link.querySelector('img')?.getAttribute('src'));
  }
});

test('a thumbnail opens a modal with the large image; Close closes it and focus returns to the thumbnail', async () => {
  const user = userEvent.setup();
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  renderWithProviders(<AboutPage />);
  const thumbnail = screen.getByRole('link', { name: /GST Registration/ });
  await user.click(thumbnail);
  const dialog = screen.getByRole('dialog', { name: 'GST Registration' });
  // A native modal <dialog>: the browser makes the page behind inert.
  expect(showModal.mock.contexts).toEqual([dialog]);
  showModal.mockRestore();
  expect(within(dialog).getByRole('img', { name: 'GST Registration certificate' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent(COMPANY_PROFILE.certificates.gst);
  const close = within(dialog).getByRole('button', { name: 'Close' });
  expect(close).toHaveFocus();
  await user.click(close);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(thumbnail).toHaveFocus();
});

test('Escape closes the modal and focus returns to the thumbnail that opened it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AboutPage />);
  const thumbnail = screen.getByRole('link', { name: /Udyam Registration/ });
  thumbnail.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Udyam Registration' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(thumbnail).toHaveFocus();
});

test('focus is trapped inside the modal', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AboutPage />);
  await user.click(screen.getByRole('link', { name: /Certificate of Recognition/ }));
  const close = screen.getByRole('button', { name: 'Close' });
  expect(close).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
});
