/** The company's details, written once; every page, the footer and the structured data read them here. */
export const COMPANY = {
  name: 'Deccan Stack Technologies Pvt. Ltd.',
  shortName: 'Deccan Stack',
  tagline: 'IT services and staffing from Hyderabad',
  address: {
    line1: 'Plot 42, 3rd Floor, Cyber Towers Road',
    line2: 'HITEC City, Madhapur',
    city: 'Hyderabad',
    state: 'Telangana',
    pinCode: '500081',
    country: 'India',
  },
  phone: '+91 40 4852 1200',
  mobile: '+91 98480 21200',
  emails: {
    info: 'info@deccanstack.in',
    careers: 'careers@deccanstack.in',
    privacy: 'privacy@deccanstack.in',
  },
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/deccanstack' },
    { name: 'Facebook', url: 'https://www.facebook.com/deccanstack' },
    { name: 'Instagram', url: 'https://www.instagram.com/deccanstack' },
    { name: 'X', url: 'https://x.com/deccanstack' },
  ],
  certificates: {
    recognition: 'DIPP-HYD-2021-04417',
    gst: '36AAKCD4417R1Z5',
    udyam: 'UDYAM-TS-02-0051842',
  },
  founded: 2019,
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
} as const;

export function oneLineAddress(): string {
  const a = COMPANY.address;
  return `${a.line1}, ${a.line2}, ${a.city}, ${a.state} ${a.pinCode}, ${a.country}`;
}
