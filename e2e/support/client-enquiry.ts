/** A client-information form as the page sends it: a company, its address, one service, today. */
export function clientEnquiry({
  companyName,
  email,
  contactPerson = 'Imran',
  website = '',
}: {
  companyName: string;
  email: string;
  contactPerson?: string;
  website?: string;
}) {
  return {
    companyName,
    industryType: 'Retail',
    address: 'Madhapur',
    email,
    mobile: '9876543210',
    website,
    contactPerson,
    teamContact: 'CTO',
    servicesRequired: ['Logo Design'],
    others: '',
    date: new Date().toISOString(),
    nextAppointmentDate: '',
    reference: '',
    note: '',
    bdeCode: '',
    cidServices: '',
  };
}
