const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  name: 'marketing',
  dir: __dirname,
  exposes: {
    './HomePage': './src/exposed/home-page.tsx',
    './AboutPage': './src/exposed/about-page.tsx',
    './ServicesPage': './src/exposed/services-page.tsx',
    './TechnologyPage': './src/exposed/technology-page.tsx',
    './CareersPage': './src/exposed/careers-page.tsx',
    './ContactPage': './src/exposed/contact-page.tsx',
    './TermsPage': './src/exposed/terms-page.tsx',
    './PrivacyPage': './src/exposed/privacy-page.tsx',
    './ClientInfoPage': './src/exposed/client-info-page.tsx',
  },
});
