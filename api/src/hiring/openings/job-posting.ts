import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { COMPANY } from 'shared/content/company';
import type { Language } from 'shared/contract/account-language';
import { EMPLOYMENT_TYPE_SCHEMA_ORG } from 'shared/contract/careers';
import type { PublicOpening } from 'shared/contract/careers-responses';
import { openingPath } from 'shared/contract/careers-view';
import { pathInLanguage } from 'shared/contract/page-languages';
import { JobPostingText } from 'shared/careers/opening-view';
import { inLanguage } from 'shared/careers/server-text';

/** India keeps one offset all year: a closing day ends at midnight there. */
const END_OF_DAY_IN_INDIA = 'T23:59:59+05:30';

/** Where the work is done: the office's address in its own city, anywhere in India when remote. */
function location({ city, workMode }: PublicOpening) {
  if (workMode === 'remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    };
  }
  const office = COMPANY.address;
  const atOffice = city.trim().toLowerCase() === office.city.toLowerCase();
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(atOffice ? { streetAddress: `${office.line1}, ${office.line2}` } : {}),
        addressLocality: atOffice ? office.city : city,
        ...(atOffice ? { addressRegion: office.state, postalCode: office.pinCode } : {}),
        addressCountry: 'IN',
      },
    },
  };
}

/** Rupees a month or a year, when staff gave an amount (an unpaid internship has none to give). */
function baseSalary({ salaryMin: min, salaryMax: max, salaryPeriod }: PublicOpening) {
  if ((salaryPeriod !== 'month' && salaryPeriod !== 'year') || (min === null && max === null)) return {};
  const amount =
    min !== null && max !== null && min !== max
      ? { minValue: min, maxValue: max }
      : min !== null && max !== null
        ? { value: min }
        : min !== null
          ? { minValue: min }
          : { maxValue: max };
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        ...amount,
        unitText: salaryPeriod === 'month' ? 'MONTH' : 'YEAR',
      },
    },
  };
}

/**
 * schema.org `JobPosting` for an open opening, with every property Google's job search requires
 * (title, description, datePosted, hiringOrganization, jobLocation or a remote job's location type
 * and applicant country) and the recommended ones that apply. The description is HTML, as Google
 * asks, built from staff's plain text with every word escaped. In the page's language: the opening as
 * read in it (its texts there, when staff wrote them, between the page's own headings) at its address there.
 */
export function jobPosting(opening: PublicOpening, origin: string, language: Language = 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: renderToStaticMarkup(inLanguage(language, createElement(JobPostingText, { opening }))),
    url: origin + pathInLanguage(language, openingPath(opening.slug)),
    identifier: { '@type': 'PropertyValue', name: COMPANY.name, value: opening.slug },
    datePosted: opening.publishedAt,
    ...(opening.closesOn ? { validThrough: `${opening.closesOn}${END_OF_DAY_IN_INDIA}` } : {}),
    employmentType: EMPLOYMENT_TYPE_SCHEMA_ORG[opening.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: COMPANY.name,
      sameAs: `${origin}/`,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
    ...location(opening),
    ...baseSalary(opening),
    ...(opening.experienceMinYears > 0
      ? {
          experienceRequirements: {
            '@type': 'OccupationalExperienceRequirements',
            monthsOfExperience: opening.experienceMinYears * 12,
          },
        }
      : {}),
    directApply: true,
  };
}
