/** Every public page of SPEC §2 with the h1 it must show. */
export const PUBLIC_PAGES = [
  { path: '/', heading: /IT services and staffing in Hyderabad/ },
  { path: '/aboutus', heading: 'About us' },
  { path: '/serviceTypeheader', heading: 'Our services' },
  { path: '/technology', heading: 'Technology' },
  { path: '/careers', heading: 'Careers' },
  { path: '/contactus', heading: 'Contact us' },
  { path: '/termsofservice', heading: 'Terms of Service' },
  { path: '/privacypolicy', heading: 'Privacy Policy' },
  { path: '/clientInfo', heading: 'Client information' },
  { path: '/bdeRegister', heading: 'Register as a Business Development Executive' },
];
/** An opening's page, one of the two a new database publishes (listed in the sitemap by its data). */
export const OPENING_PAGE = {
  path: '/careers/senior-frontend-developer-react-angular',
  heading: 'Senior Frontend Developer (React or Angular)',
};
