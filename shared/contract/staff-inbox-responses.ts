import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { PROPOSAL_STATUSES } from './business';
import { CLIENT_SERVICE_NAMES } from './client-info';
import { instant, oneOf, responseObject } from './response-object';
import { LEAD_STATUSES, MESSAGE_STATUSES } from './staff';
import { listPage } from './staff-list-responses';

/** A staff member as lists and notes name them. */
export const StaffRef = responseObject({ id: Type.Integer(), name: Type.String() });
export type StaffRef = Static<typeof StaffRef>;

export const AssigneesResponse = responseObject(
  { items: Type.Array(StaffRef) },
  'Every active staff member, by name: whom a message can be assigned to.',
);
export type AssigneesResponse = Static<typeof AssigneesResponse>;

export const StaffNote = responseObject({
  id: Type.Integer(),
  text: Type.String(),
  author: StaffRef,
  createdAt: instant(),
});
export type StaffNote = Static<typeof StaffNote>;

const messageStatus = oneOf(MESSAGE_STATUSES);

export const MessageListItem = responseObject({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  contactNumber: Type.String(),
  excerpt: Type.String({ description: 'The first 120 characters of the message.' }),
  status: messageStatus,
  assignee: nullable(StaffRef),
  createdAt: instant(),
});
export type MessageListItem = Static<typeof MessageListItem>;

export const MessageListResponse = listPage(MessageListItem, 'One page of contact messages.');

/** The BDE a lead belongs to. */
export const LeadBde = responseObject({ bdeCode: Type.String(), fullName: Type.String() });
export type LeadBde = Static<typeof LeadBde>;

export const MessageDetailResponse = responseObject({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  contactNumber: Type.String(),
  message: Type.String(),
  websiteUrl: nullable(Type.String()),
  status: messageStatus,
  assignee: nullable(StaffRef),
  referredBy: nullable(LeadBde, 'The BDE whose personal link the sender came through; null when none.'),
  createdAt: instant(),
  notes: Type.Array(StaffNote, { description: 'Oldest first.' }),
});
export type MessageDetailResponse = Static<typeof MessageDetailResponse>;

const leadStatus = oneOf(LEAD_STATUSES);
const services = Type.Array(oneOf(CLIENT_SERVICE_NAMES));

export const LeadListItem = responseObject({
  id: Type.Integer(),
  companyName: Type.String(),
  contactPerson: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  servicesRequired: services,
  status: leadStatus,
  bde: nullable(LeadBde),
  createdAt: instant(),
});
export type LeadListItem = Static<typeof LeadListItem>;

export const LeadListResponse = listPage(LeadListItem, 'One page of leads.');

export const LeadDetailResponse = responseObject({
  id: Type.Integer(),
  companyName: Type.String(),
  industryType: Type.String(),
  address: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  website: Type.String(),
  contactPerson: Type.String(),
  teamContact: Type.String({ description: 'The contact person’s role.' }),
  servicesRequired: services,
  others: Type.String(),
  clientDate: Type.String({ description: 'When the form was filled in, as the browser sent it.' }),
  nextAppointmentDate: Type.String(),
  reference: Type.String(),
  note: Type.String(),
  cidServices: Type.String(),
  status: leadStatus,
  bde: nullable(LeadBde),
  viaLink: Type.Boolean({
    description: "Credited to its BDE because the client came through the BDE's personal link.",
  }),
  createdAt: instant(),
  notes: Type.Array(StaffNote, { description: 'Oldest first.' }),
});
export type LeadDetailResponse = Static<typeof LeadDetailResponse>;

export const LeadProposalResponse = responseObject({
  proposalId: Type.Integer(),
  proposalStatus: oneOf(PROPOSAL_STATUSES),
  lead: LeadDetailResponse,
});
export type LeadProposalResponse = Static<typeof LeadProposalResponse>;
