import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareLink } from './share-link';

const URL_SHARED = 'https://www.example.in/careers/react-developer';

function renderLink() {
  render(
    <ShareLink title="React developer" text="We are hiring: React developer." url={URL_SHARED}>
      Share this role
    </ShareLink>,
  );
  return screen.getByRole('link', { name: 'Share this role' });
}

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

test("without a share sheet it is WhatsApp's share page with the text and the address", async () => {
  const link = renderLink();
  expect(link).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`We are hiring: React developer. ${URL_SHARED}`)}`,
  );
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test("with the Web Share API the phone's sheet opens instead, with the page's words", async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const link = renderLink();
  const followed = jest.fn((event: MouseEvent) => event.defaultPrevented);
  document.addEventListener('click', followed);
  await userEvent.click(link);
  document.removeEventListener('click', followed);
  expect(share).toHaveBeenCalledWith({
    title: 'React developer',
    text: 'We are hiring: React developer.',
    url: URL_SHARED,
  });
  expect(followed).toHaveReturnedWith(true);
});

test("a sheet that cannot open gives way to WhatsApp's page; one the person closes does not", async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const share = jest.fn().mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'AbortError' }));
  share.mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const link = renderLink();
  await userEvent.click(link);
  await Promise.resolve();
  expect(open).not.toHaveBeenCalled();
  await userEvent.click(link);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(open).toHaveBeenCalledWith(link.getAttribute('href'), '_blank', 'noopener,noreferrer');
  open.mockRestore();
});
