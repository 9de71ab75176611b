import { bdeRegisterSchema } from '../contract/executive-schema';
import { messageText, type Translate } from './field-message';

const teluguish: Translate = (key, options) =>
  key === 'validation.mobile.tooShort' ? `TE:${String(options.digits)}` : String(options.defaultValue);

describe('messageText', () => {
  it('gives the English text unchanged without a translator', () => {
    expect(messageText('Mobile number must be at least 10 digits.')).toBe(
      'Mobile number must be at least 10 digits.',
    );
    expect(messageText(undefined)).toBe('');
  });

  it('translates a schema message by its key, with its values', async () => {
    const error = await bdeRegisterSchema
      .validateAt('MobileNumber', { MobileNumber: '12345' })
      .catch((e: Error) => e.message);
    expect(error).toBe('Mobile number must be at least 10 digits.');
    expect(messageText(error, teluguish)).toBe('TE:10');
  });

  it('falls back to the English text when the language lacks the key', () => {
    expect(messageText('This field is required.', teluguish)).toBe('This field is required.');
  });

  it('shows a message without a key as it is, without asking the translator', () => {
    const t = jest.fn<string, Parameters<Translate>>();
    expect(messageText('There is no such payout batch.', t)).toBe('There is no such payout batch.');
    expect(t).not.toHaveBeenCalled();
  });
});
