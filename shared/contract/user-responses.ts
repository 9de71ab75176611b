import { Type, type Static } from '@sinclair/typebox';
import { AccountLanguage } from './account-language-responses';
import { responseObject } from './response-object';

export const UserLoginResponse = responseObject(
  { name: Type.String(), email: Type.String(), userId: Type.Integer(), language: AccountLanguage },
  'The signed-in user; the session cookie comes with it.',
);
export type UserLoginResponse = Static<typeof UserLoginResponse>;

export const UserRegisterResponse = responseObject({ userId: Type.Integer() }, 'The new account.');
export type UserRegisterResponse = Static<typeof UserRegisterResponse>;

export const UserProfileResponse = responseObject({
  username: Type.String(),
  emailAddress: Type.String(),
  language: AccountLanguage,
});
export type UserProfileResponse = Static<typeof UserProfileResponse>;

export const UserUpdateResponse = responseObject(
  { name: Type.String(), email: Type.String(), language: AccountLanguage },
  'The profile as saved.',
);
export type UserUpdateResponse = Static<typeof UserUpdateResponse>;
