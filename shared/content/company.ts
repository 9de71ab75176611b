/** The company's details every page's header and footer show, written once. */
export const COMPANY = {
  name: 'Deccan Stack Technologies Pvt. Ltd.',
  shortName: 'Deccan Stack',
  address: {
    line1: 'Plot 42, 3rd Floor, Cyber Towers Road',
    line2: 'HITEC City, Madhapur',
    city: 'Hyderabad',
    state: 'Telangana',
    pinCode: '500081',
    country: 'India',
  },
  phone: '+91 40 4852 1200',
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
} as const;

/**
 * What the company's own pages and its structured data say beyond the header and the footer; apart
 * from COMPANY so the shell, on every page's first load, does not carry it.
 */
export const COMPANY_PROFILE = {
  mobile: '+91 98480 21200',
  certificates: {
    recognition: 'DIPP-HYD-2021-04417',
    gst: '36AAKCD4417R1Z5',
    udyam: 'UDYAM-TS-02-0051842',
  },
  founded: 2019,
  description:
    'Deccan Stack Technologies is a Hyderabad software and staffing company: websites, custom software, mobile apps, digital marketing and vetted IT professionals for growing businesses.',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
} as const;

export function oneLineAddress(): string {
  const a = COMPANY.address;
  return `${a.line1}, ${a.line2}, ${a.city}, ${a.state} ${a.pinCode}, ${a.country}`;
}

/** A directions link for the office that works without any map embed or key. */
export function directionsUrl(): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLineAddress())}`;
}

/** A phone number as a tel: link target: digits and the leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
