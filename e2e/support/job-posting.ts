// Google's job-search requirements for JobPosting structured data, checked on what a page carries:
// every required property, and the recommended ones in the shape Google reads them.
// https://developers.google.com/search/docs/appearance/structured-data/job-posting

const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const date = (value: unknown) =>
  typeof value === 'string' && ISO_8601.test(value) && !Number.isNaN(Date.parse(value));

/** Each way `posting` breaks Google's JobPosting requirements; none for a valid one. */
export function jobPostingProblems(posting: unknown): string[] {
  if (!isObject(posting)) return ['not an object'];
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(
    posting['@context'] === 'https://schema.org' || posting['@context'] === 'https://schema.org/',
    '@context',
  );
  need(posting['@type'] === 'JobPosting', '@type');
  // Required.
  need(text(posting.title), 'title');
  need(text(posting.description), 'description');
  need(date(posting.datePosted), 'datePosted: an ISO 8601 date');
  const organization = posting.hiringOrganization;
  need(isObject(organization) && text(organization.name), 'hiringOrganization.name');
  need(isObject(organization) && text(organization.sameAs), 'hiringOrganization.sameAs');
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (remote) {
    const country = posting.applicantLocationRequirements;
    need(
      isObject(country) && country['@type'] === 'Country' && text(country.name),
      'applicantLocationRequirements',
    );
  } else {
    const place = posting.jobLocation;
    const address = isObject(place) ? place.address : undefined;
    need(isObject(place) && place['@type'] === 'Place', 'jobLocation: a Place');
    need(isObject(address) && address['@type'] === 'PostalAddress', 'jobLocation.address: a PostalAddress');
    need(
      isObject(address) && /^[A-Z]{2}$/.test(String(address.addressCountry)),
      'addressCountry: ISO 3166-1',
    );
    need(isObject(address) && text(address.addressLocality), 'addressLocality');
  }
  // Recommended, when present.
  if ('validThrough' in posting) {
    need(date(posting.validThrough), 'validThrough: an ISO 8601 date');
    need(
      Date.parse(String(posting.validThrough)) > Date.parse(String(posting.datePosted)),
      'validThrough after datePosted',
    );
  }
  if ('employmentType' in posting)
    need(EMPLOYMENT_TYPES.includes(String(posting.employmentType)), 'employmentType');
  if ('baseSalary' in posting) {
    const salary = posting.baseSalary;
    const value = isObject(salary) ? salary.value : undefined;
    need(isObject(salary) && salary['@type'] === 'MonetaryAmount', 'baseSalary: a MonetaryAmount');
    need(isObject(salary) && /^[A-Z]{3}$/.test(String(salary.currency)), 'baseSalary.currency');
    need(isObject(value) && value['@type'] === 'QuantitativeValue', 'baseSalary.value: a QuantitativeValue');
    need(isObject(value) && SALARY_UNITS.includes(String(value.unitText)), 'baseSalary unitText');
    const amounts = isObject(value)
      ? [value.value, value.minValue, value.maxValue].filter((n) => n !== undefined)
      : [];
    need(amounts.length > 0 && amounts.every((n) => typeof n === 'number' && n >= 0), 'baseSalary amounts');
  }
  if ('identifier' in posting) {
    const id = posting.identifier;
    need(isObject(id) && id['@type'] === 'PropertyValue' && text(id.name) && text(id.value), 'identifier');
  }
  if ('directApply' in posting) need(typeof posting.directApply === 'boolean', 'directApply');
  return problems;
}

/** The JSON-LD objects of a page's HTML, parsed. */
export function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Json,
  );
}
