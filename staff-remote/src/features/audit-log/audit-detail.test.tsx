import { render, screen } from '@testing-library/react';
import { AuditDetail } from './audit-detail';

function valueOf(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

test('an amount in the detail is written in rupees with Indian grouping and paise', () => {
  render(
    <AuditDetail
      detail={{
        bdeCode: 'BDE1001',
        companyName: 'Acme Foods',
        amount: 250000.5,
        status: 'Active',
        date: null,
      }}
    />,
  );
  expect(valueOf('Amount')).toBe('₹2,50,000.50');
  expect(valueOf('BDE code')).toBe('BDE1001');
  expect(valueOf('Company name')).toBe('Acme Foods');
  expect(valueOf('Date')).toBe('none');
});

test('a whole amount has no paise; counts and numbers that are not amounts stay plain', () => {
  render(<AuditDetail detail={{ amount: 1000000, recipients: 12000, documentId: 17 }} />);
  expect(valueOf('Amount')).toBe('₹10,00,000');
  expect(valueOf('Recipients')).toBe('12000');
  expect(valueOf('Document id')).toBe('17');
});

test("a list of names (the fields an opening's change touched) reads as words; other lists as JSON", () => {
  render(<AuditDetail detail={{ fields: ['title', 'closesOn'], before: { status: 'draft' } }} />);
  expect(valueOf('Fields')).toBe('title, closesOn');
  expect(valueOf('Before')).toBe('{"status":"draft"}');
});
