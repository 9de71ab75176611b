import { CLIENT_SERVICE_NAMES } from 'shared/contract/client-info';
import { LEAD_STATUSES } from 'shared/contract/staff';
import type { clientInfos } from '../db/schema';
import { DAY_MS, todayInIndia } from '../lib/india-time';

// Imports nothing but the contract and the schema's types: the browser walk imports it too.

const HOUR_MS = 60 * 60 * 1000;

/** Names and phone numbers of the people who write to the company and leave leads. */
export const PEOPLE = [
  ['Ravi Teja', '9848022301'],
  ['Lakshmi Prasanna', '9866012402'],
  ['Mohammed Irfan', '9000113503'],
  ['Sravani Reddy', '9949214604'],
  ['Venkat Rao', '8008315705'],
  ['Anjali Menon', '9703416806'],
  ['Suresh Babu', '9848517907'],
  ['Fatima Begum', '9885618008'],
  ['Karthik Iyer', '9177719109'],
  ['Deepika Naidu', '9391820210'],
] as const;

const COMPANIES = [
  ['Charminar Spices Pvt Ltd', 'Food processing'],
  ['Tank Bund Motors', 'Automobile dealership'],
  ['Hitech City Clinics', 'Healthcare'],
  ['Nizam Heritage Hotels', 'Hospitality'],
  ['Deccan Agro Exports', 'Agriculture'],
  ['Banjara Boutique', 'Retail fashion'],
  ['Cyberabad Realty', 'Real estate'],
  ['Kothaguda Schools Trust', 'Education'],
  ['Secunderabad Steel Traders', 'Manufacturing'],
  ['Gachibowli Sports Arena', 'Sports and fitness'],
] as const;

/** A demo lead as stored, and which demo BDE (by its place in DEMO_BDES) it belongs to, if any. */
export type DemoLead = Omit<typeof clientInfos.$inferInsert, 'executiveId'> & { bdeIndex: number | null };

/**
 * Thirty leads in every pipeline status, across the services, two thirds with one of `bdeCount`
 * demo BDEs; open ones have a follow-up (some overdue, some today, some ahead, in India dates).
 * Exported so the browser walk can work out what each BDE's screens must show.
 */
export function demoLeads(bdeCount: number, now: number): DemoLead[] {
  return Array.from({ length: 30 }, (_, n) => {
    const [company, industry] = COMPANIES[n % COMPANIES.length];
    const [contact, mobile] = PEOPLE[(n + 3) % PEOPLE.length];
    const createdAt = new Date(now - n * 19 * HOUR_MS - 3 * HOUR_MS);
    const status = LEAD_STATUSES[n % LEAD_STATUSES.length];
    const open = status !== 'won' && status !== 'lost';
    const followUpOn = open ? todayInIndia(now + [-2, 0, 3, 10][n % 4] * DAY_MS) : null;
    return {
      companyName:
        n < COMPANIES.length ? company : `${company} (${['branch', 'group', 'new unit'][n % 3]} ${n})`,
      industryType: industry,
      address: `${n + 1}-${(n * 7) % 40}-${n * 3} Main Road, Hyderabad`,
      email: `info${n}@${company.split(' ')[0].toLowerCase()}.example.in`,
      mobile,
      website: `https://www.${company.split(' ')[0].toLowerCase()}.example.in`,
      contactPerson: contact,
      teamContact: ['Owner', 'CTO', 'Marketing head', 'Operations manager'][n % 4],
      servicesRequired: [
        CLIENT_SERVICE_NAMES[n % 7],
        ...(n % 3 === 0 ? [CLIENT_SERVICE_NAMES[(n + 3) % 7]] : []),
      ],
      others: '',
      clientDate: createdAt.toISOString(),
      nextAppointmentDate: followUpOn ?? '',
      followUpOn,
      reference: n % 4 === 0 ? 'Referred by an existing client' : '',
      note: n % 6 === 0 ? 'Wants a call after 5 pm.' : '',
      bdeIndex: n % 3 === 2 ? null : n % bdeCount,
      cidServices: '',
      status,
      createdAt,
    };
  });
}
