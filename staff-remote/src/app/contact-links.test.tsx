import { render, screen } from '@testing-library/react';
import { EmailLink, PhoneLink, mailtoHref } from './contact-links';

test('an address cannot add a cc, a subject or a body to the reply', () => {
  expect(mailtoHref('a?cc=eve%40evil.example&body=hi#x@x.com')).toBe(
    'mailto:a%3Fcc=eve%2540evil.example%26body=hi%23x@x.com',
  );
  render(<EmailLink email="ravi@example.com" />);
  expect(screen.getByRole('link', { name: 'ravi@example.com' })).toHaveAttribute(
    'href',
    'mailto:ravi@example.com',
  );
});

test('a phone number is dialled by its digits and a leading +', () => {
  render(<PhoneLink number="+91 98765-43210" />);
  expect(screen.getByRole('link', { name: '+91 98765-43210' })).toHaveAttribute('href', 'tel:+919876543210');
});
