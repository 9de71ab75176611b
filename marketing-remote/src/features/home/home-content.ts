import { PATHS } from 'shared/contract/route-paths';
import heroMarketing from './images/hero-marketing.svg';
import heroSoftware from './images/hero-software.svg';
import heroStaffing from './images/hero-staffing.svg';
import portfolioClinic from './images/portfolio-clinic.svg';
import portfolioLogistics from './images/portfolio-logistics.svg';
import portfolioSchool from './images/portfolio-school.svg';
import portfolioStore from './images/portfolio-store.svg';

interface HeroSlide {
  label: string;
  eyebrow: string;
  title: string;
  body: string;
  cta: { label: string; to: string };
  image: string;
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    label: 'Software and web',
    eyebrow: 'Software · Web · Mobile',
    title: 'Software that fits the way your business already works',
    body: 'We sit with your team, write down how the work really flows, and build the billing, booking or partner system around it, in releases you can use from the first month.',
    cta: { label: 'See our services', to: PATHS.services },
    image: heroSoftware,
  },
  {
    label: 'Digital marketing',
    eyebrow: 'Digital marketing',
    title: 'Be found by the customers who are already searching',
    body: 'Search, social and paid campaigns measured in enquiries, not impressions, with a short report every month that says what worked and what we change next.',
    cta: { label: 'Plan a campaign with us', to: PATHS.contact },
    image: heroMarketing,
  },
  {
    label: 'IT staffing',
    eyebrow: 'IT staffing',
    title: 'Screened engineers on your team within a week',
    body: 'Developers, testers and support engineers interviewed by our own senior engineers before you meet them, on contract or permanent roles.',
    cta: { label: 'Ask for a shortlist', to: PATHS.contact },
    image: heroStaffing,
  },
];

interface PortfolioItem {
  title: string;
  category: string;
  summary: string;
  image: string;
}

export const PORTFOLIO: PortfolioItem[] = [
  {
    title: 'Clinic appointment booking',
    category: 'Web application',
    summary: 'Online booking, doctor rosters and SMS reminders for a three-branch clinic.',
    image: portfolioClinic,
  },
  {
    title: 'Handloom sarees online store',
    category: 'E-commerce website',
    summary: 'A catalogue of 1,200 products with UPI checkout and courier tracking.',
    image: portfolioStore,
  },
  {
    title: 'Fleet and delivery tracker',
    category: 'Dashboard and mobile app',
    summary: 'Live vehicle positions and proof-of-delivery photos for a distributor.',
    image: portfolioLogistics,
  },
  {
    title: 'School parent app',
    category: 'Mobile application',
    summary: 'Attendance, homework and fee receipts for parents, in English and Telugu.',
    image: portfolioSchool,
  },
];

interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'They spent the first week at our front desk before writing a line of code. The booking system they built is the first one our receptionists did not ask us to remove.',
    name: 'Dr. Pavani Rao',
    role: 'Director, a multi-speciality clinic in Kukatpally',
  },
  {
    quote:
      'Our online orders used to come from relatives. Six months of search and Instagram work later, most of them come from people we have never met.',
    name: 'Srinivas Goud',
    role: 'Owner, a handloom retailer in Pochampally',
  },
  {
    quote:
      'We needed three .NET developers in a hurry. We had five screened profiles in four days, and the two we hired are still with us.',
    name: 'Farah Siddiqui',
    role: 'Engineering Manager, a logistics company in Gachibowli',
  },
];
