import { expect, type APIRequestContext } from '@playwright/test';
import { clientEnquiry } from './client-enquiry';
import { registerBdeByApi } from './register-bde';
import { xsrfHeaders } from './xsrf';

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(2048, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(512, 7),
]);

/** What a visitor, a client and a new BDE sent through the public site, for staff to work on. */
export async function publicSubmissions(request: APIRequestContext, run: string) {
  const headers = await xsrfHeaders(request);
  const bde = { userName: `walk.${run}`, firstName: 'Walk', lastName: `Partner${run}` };
  const bdeCode = await registerBdeByApi(request, {
    ...bde,
    email: `walk.${run}@example.com`,
    copies: {
      AadharCopy: { name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF },
      PanCopy: { name: 'pan.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  const sender = `Walk Sender ${run}`;
  expect(
    (
      await request.post('/api/ContactUs', {
        headers,
        data: {
          name: sender,
          contactNumber: '9876543210',
          email: `sender.${run}@example.com`,
          message: 'Please call me about a website.',
          websiteUrl: '',
        },
      })
    ).status(),
  ).toBeLessThan(300);
  const company = `Walk Client ${run}`;
  expect(
    (
      await request.post('/api/ClientInfo', {
        headers,
        data: clientEnquiry({
          companyName: company,
          email: `client.${run}@example.com`,
          website: 'https://client.example.com',
        }),
      })
    ).status(),
  ).toBeLessThan(300);
  const subscriber = `reader.${run}@example.com`;
  expect(
    (
      await request.post('/api/NewsLetterSubscriber/subscribe', {
        headers,
        data: { emailAddress: subscriber },
      })
    ).status(),
  ).toBeLessThan(300);
  return { bde: { ...bde, bdeCode }, sender, company, subscriber };
}
