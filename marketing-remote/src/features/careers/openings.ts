/** A 3-month unpaid internship and a senior role for 3 to 5 years of experience. */
const INTERNSHIP_MONTHS = 3;
const SENIOR_EXPERIENCE_YEARS = { min: 3, max: 5 } as const;

interface Opening {
  id: string;
  /** The opening's address in the database (seeded by the careers migration). */
  slug: string;
  title: string;
  facts: Array<{ label: string; value: string }>;
  summary: string;
  duties: string[];
  requirements: string[];
}

export const OPENINGS: Opening[] = [
  {
    id: 'dotnet-intern',
    slug: 'dotnet-full-stack-developer-intern',
    title: '.NET Full Stack Developer Intern',
    facts: [
      { label: 'Type', value: 'Internship, unpaid' },
      { label: 'Duration', value: `${INTERNSHIP_MONTHS} months` },
      { label: 'Location', value: 'HITEC City, Hyderabad (on site)' },
      { label: 'After the internship', value: 'A permanent offer for interns who do well' },
    ],
    summary: `A ${INTERNSHIP_MONTHS}-month, unpaid internship in which you build features for real client projects with a senior developer as your mentor. Interns who do well are offered a permanent full-time role at the end.`,
    duties: [
      'Build screens and APIs with C#, ASP.NET Core and SQL',
      'Write tests and fix bugs reported by clients',
      'Join code reviews and weekly client demos',
    ],
    requirements: [
      'A degree in computer science or a related field (final-year students welcome)',
      'Working knowledge of C# or Java, HTML, CSS and SQL',
      'Curiosity and the habit of asking questions early',
    ],
  },
  {
    id: 'senior-frontend',
    slug: 'senior-frontend-developer-react-angular',
    title: 'Senior Frontend Developer (React or Angular)',
    facts: [
      { label: 'Type', value: 'Full time, permanent' },
      {
        label: 'Experience',
        value: `${SENIOR_EXPERIENCE_YEARS.min} to ${SENIOR_EXPERIENCE_YEARS.max} years`,
      },
      { label: 'Location', value: 'HITEC City, Hyderabad (hybrid)' },
      { label: 'Stack', value: 'React or Angular, TypeScript' },
    ],
    summary: `Lead the frontend of client portals and dashboards. You have ${SENIOR_EXPERIENCE_YEARS.min} to ${SENIOR_EXPERIENCE_YEARS.max} years of professional experience with React or Angular and care about accessibility and performance.`,
    duties: [
      'Design component structure and state management for new products',
      'Review code and mentor two to three developers',
      'Work with designers and clients to turn rough ideas into clear screens',
    ],
    requirements: [
      `${SENIOR_EXPERIENCE_YEARS.min} to ${SENIOR_EXPERIENCE_YEARS.max} years building production web apps in React or Angular`,
      'Strong TypeScript, HTML and CSS, including responsive layouts',
      'Experience with testing (Jest, Testing Library or Playwright) and accessibility',
    ],
  },
];
