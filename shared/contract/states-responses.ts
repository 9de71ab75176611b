import { Type, type Static } from '@sinclair/typebox';
import { oneOf, responseObject } from './response-object';

export const PincodeServiceResponse = responseObject({
  service: Type.String({ description: 'Base address; the lookup is `{service}/pincode/{pin}`.' }),
});
export type PincodeServiceResponse = Static<typeof PincodeServiceResponse>;

export const StateItem = responseObject({ name: Type.String() });
export type StateItem = Static<typeof StateItem>;
export const StateList = Type.Array(StateItem);

export const DistrictItem = responseObject({ name: Type.String() });
export type DistrictItem = Static<typeof DistrictItem>;
export const DistrictList = Type.Array(DistrictItem);

export const PostOffice = responseObject({
  Name: Type.String(),
  District: Type.String(),
  State: Type.String(),
  Country: Type.String(),
  Pincode: Type.String(),
});
export type PostOffice = Static<typeof PostOffice>;

/** The public postal service's answer, which the API's offline lookup copies. */
export const PincodeResponse = Type.Array(
  responseObject({
    Status: oneOf(['Success', 'Error']),
    Message: Type.String(),
    PostOffice: Type.Union([Type.Array(PostOffice), Type.Null()]),
  }),
);
export type PincodeResponse = Static<typeof PincodeResponse>;
