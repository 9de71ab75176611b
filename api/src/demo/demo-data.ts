import type { ProjectStatus, ProposalStatus } from 'shared/contract/business';

/** Every demo account signs in with this password; the demo database is local and thrown away. */
export const DEMO_PASSWORD = 'Demo@2024pass';

interface DemoProject {
  company: string;
  /** Rupees with at most two decimals, as staff would type them into the admin tool. */
  amount: string;
  status: ProjectStatus;
  daysAgo: number;
}
interface DemoProposal {
  company: string;
  status: ProposalStatus;
  daysAgo: number;
}
export interface DemoBde {
  bdeCode: string;
  userName: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  mobile: string;
  email: string;
  aadhar: string;
  pan: string;
  address: string;
  pinCode: string;
  area: string;
  state: string;
  district: string;
  dob: string;
  /** The userName of the BDE who referred this one (the parent in the downline). */
  referredBy?: string;
  proposals: DemoProposal[];
  projects: DemoProject[];
}

const telangana = { state: 'Telangana', district: 'Hyderabad' } as const;

/**
 * A four-level referral tree: Asha -> Bala, Chitra -> Deepak, Esha, Farhan -> Gita; and Imran,
 * who is in nobody's downline. Between them every project status, an empty BDE, and one whose
 * revenue passes the ₹10,00,000 target.
 */
export const DEMO_BDES: DemoBde[] = [
  {
    bdeCode: 'BDE240101',
    userName: 'asha.rao',
    firstName: 'Asha',
    middleName: 'Devi',
    lastName: 'Rao',
    mobile: '9848012301',
    email: 'asha.rao@example.in',
    aadhar: '234567800101',
    pan: 'AKRPR4101A',
    address: 'Flat 502, Lakshmi Residency, Road No. 12',
    pinCode: '500034',
    area: 'Banjara Hills',
    ...telangana,
    dob: '1988-06-14',
    proposals: [
      { company: 'Charminar Foods Pvt Ltd', status: 'accepted', daysAgo: 120 },
      { company: 'Golconda Textiles', status: 'accepted', daysAgo: 96 },
      { company: 'Hussain Sagar Travels', status: 'accepted', daysAgo: 75 },
      { company: 'Banjara Logistics', status: 'accepted', daysAgo: 61 },
      { company: 'Kukatpally Diagnostics', status: 'accepted', daysAgo: 40 },
      { company: 'Secunderabad Auto Parts', status: 'sent', daysAgo: 33 },
      { company: 'Jubilee Hills Dental Care', status: 'sent', daysAgo: 25 },
      { company: 'Madhapur Coworks', status: 'sent', daysAgo: 19 },
      { company: 'Ameerpet Coaching Centre', status: 'sent', daysAgo: 12 },
      { company: 'Begumpet Bakers', status: 'sent', daysAgo: 8 },
      { company: 'Kondapur Interiors', status: 'sent', daysAgo: 4 },
      { company: 'Gachibowli Fitness Studio', status: 'sent', daysAgo: 2 },
    ],
    projects: [
      { company: 'Charminar Foods Pvt Ltd', amount: '185000', status: 'Active', daysAgo: 20 },
      { company: 'Kukatpally Diagnostics', amount: '92500.50', status: 'Active', daysAgo: 9 },
      { company: 'Banjara Logistics', amount: '47999', status: 'Active', daysAgo: 3 },
      { company: 'Hussain Sagar Travels', amount: '64000', status: 'On Hold', daysAgo: 45 },
      { company: 'Necklace Road Cafe', amount: '18250.75', status: 'On Hold', daysAgo: 14 },
      { company: 'Golconda Textiles', amount: '150000', status: 'Completed', daysAgo: 88 },
      { company: 'Tank Bund Publishers', amount: '72000', status: 'Completed', daysAgo: 70 },
      { company: 'Abids Jewellers', amount: '38500', status: 'Completed', daysAgo: 52 },
      { company: 'Koti Book House', amount: '21000', status: 'Completed', daysAgo: 31 },
    ],
  },
  {
    bdeCode: 'BDE240102',
    userName: 'bala.murthy',
    firstName: 'Bala',
    middleName: 'Krishna',
    lastName: 'Murthy',
    mobile: '9848012302',
    email: 'bala.murthy@example.in',
    aadhar: '234567870102',
    pan: 'BKMPM4102B',
    address: 'H.No. 8-2-293, Film Nagar',
    pinCode: '500096',
    area: 'Film Nagar',
    ...telangana,
    dob: '1991-01-22',
    referredBy: 'asha.rao',
    proposals: [
      { company: 'Miyapur Steel Traders', status: 'accepted', daysAgo: 80 },
      { company: 'Uppal Engineering Works', status: 'accepted', daysAgo: 66 },
      { company: 'LB Nagar Motors', status: 'accepted', daysAgo: 30 },
      { company: 'Dilsukhnagar Silks', status: 'sent', daysAgo: 10 },
    ],
    projects: [
      { company: 'Miyapur Steel Traders', amount: '640000', status: 'Active', daysAgo: 60 },
      { company: 'Uppal Engineering Works', amount: '425000', status: 'Completed', daysAgo: 50 },
      { company: 'LB Nagar Motors', amount: '99000', status: 'On Hold', daysAgo: 22 },
    ],
  },
  {
    bdeCode: 'BDE240103',
    userName: 'chitra.reddy',
    firstName: 'Chitra',
    lastName: 'Reddy',
    mobile: '9848012303',
    email: 'chitra.reddy@example.in',
    aadhar: '234567880103',
    pan: 'CRDPR4103C',
    address: '14, Sainikpuri Main Road',
    pinCode: '500094',
    area: 'Sainikpuri',
    state: 'Telangana',
    district: 'K.V.Rangareddy',
    dob: '1993-09-03',
    referredBy: 'asha.rao',
    proposals: [
      { company: 'ECIL Electronics', status: 'accepted', daysAgo: 44 },
      { company: 'Kompally Dairy', status: 'sent', daysAgo: 16 },
      { company: 'Alwal Hardware', status: 'sent', daysAgo: 6 },
    ],
    projects: [{ company: 'ECIL Electronics', amount: '120000', status: 'Active', daysAgo: 35 }],
  },
  {
    bdeCode: 'BDE240104',
    userName: 'deepak.varma',
    firstName: 'Deepak',
    lastName: 'Varma',
    mobile: '9848012304',
    email: 'deepak.varma@example.in',
    aadhar: '234567860104',
    pan: 'DVRPV4104D',
    address: '3-6-111, Himayat Nagar',
    pinCode: '500029',
    area: 'Himayat Nagar',
    ...telangana,
    dob: '1995-12-11',
    referredBy: 'bala.murthy',
    proposals: [{ company: 'Narayanguda Opticals', status: 'sent', daysAgo: 5 }],
    projects: [{ company: 'Narayanguda Opticals', amount: '26000', status: 'Completed', daysAgo: 18 }],
  },
  {
    bdeCode: 'BDE240105',
    userName: 'esha.nair',
    firstName: 'Esha',
    lastName: 'Nair',
    mobile: '9848012305',
    email: 'esha.nair@example.in',
    aadhar: '234567830105',
    pan: 'ENRPN4105E',
    address: 'Plot 77, Vayupuri',
    pinCode: '500094',
    area: 'Sainikpuri',
    state: 'Telangana',
    district: 'K.V.Rangareddy',
    dob: '1997-04-30',
    referredBy: 'bala.murthy',
    proposals: [],
    projects: [],
  },
  {
    bdeCode: 'BDE240106',
    userName: 'farhan.ali',
    firstName: 'Farhan',
    lastName: 'Ali',
    mobile: '9848012306',
    email: 'farhan.ali@example.in',
    aadhar: '234567810106',
    pan: 'FALPA4106F',
    address: '22-7-269, Near Charminar',
    pinCode: '500002',
    area: 'Charminar',
    ...telangana,
    dob: '1990-07-19',
    referredBy: 'chitra.reddy',
    proposals: [
      { company: 'Laad Bazaar Bangles', status: 'sent', daysAgo: 27 },
      { company: 'Pathergatti Perfumes', status: 'sent', daysAgo: 13 },
    ],
    projects: [],
  },
  {
    bdeCode: 'BDE240107',
    userName: 'gita.iyer',
    firstName: 'Gita',
    lastName: 'Iyer',
    mobile: '9848012307',
    email: 'gita.iyer@example.in',
    aadhar: '234567890107',
    pan: 'GIYPI4107G',
    address: '9, Street No. 4, Tarnaka',
    pinCode: '500017',
    area: 'Tarnaka',
    ...telangana,
    dob: '1999-02-08',
    referredBy: 'deepak.varma',
    proposals: [],
    projects: [{ company: 'Tarnaka Tutorials', amount: '15000', status: 'Active', daysAgo: 7 }],
  },
  {
    bdeCode: 'BDE240108',
    userName: 'imran.khan',
    firstName: 'Imran',
    lastName: 'Khan',
    mobile: '9848012308',
    email: 'imran.khan@example.in',
    aadhar: '234567840108',
    pan: 'IKHPK4108H',
    address: 'D.No. 12-1-5, Mehdipatnam',
    pinCode: '500028',
    area: 'Mehdipatnam',
    ...telangana,
    dob: '1986-10-25',
    proposals: [
      { company: 'Tolichowki Caterers', status: 'accepted', daysAgo: 58 },
      { company: 'Masab Tank Printers', status: 'sent', daysAgo: 21 },
    ],
    projects: [
      { company: 'Tolichowki Caterers', amount: '56000', status: 'Active', daysAgo: 28 },
      { company: 'Rethibowli Pharma', amount: '310000', status: 'On Hold', daysAgo: 40 },
    ],
  },
];
