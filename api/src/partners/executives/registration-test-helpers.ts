import { validBdeRegistration } from 'shared/test/bde-registration';
import type { TestAgent } from '../../test/test-app';

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(200, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);
/** A Windows executable's first bytes, to be sent under a .pdf name. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);

/** Every registration field, valid, with a user name, email, Aadhaar number and PAN no other test uses. */
export const validFields = validBdeRegistration;

export interface FilePart {
  content: Buffer;
  name: string;
  type?: string;
}

/** A multipart/form-data body built the way a browser's FormData is sent. */
export async function multipartBody(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.append(key, new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

let address = 0;
/** A client address of its own, so the per-client registration limit stays out of other tests' way. */
export const freshAddress = () => {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

export async function postRegistration(
  agent: TestAgent,
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
  remoteAddress = freshAddress(),
  headers: Record<string, string> = {},
) {
  const body = await multipartBody(fields, files);
  return agent.request({
    method: 'POST',
    url: '/api/Executive/register',
    remoteAddress,
    ...body,
    headers: { ...body.headers, ...headers },
  });
}
