import { PORTAL_ICON_PATHS } from 'shared/contract/portal-app';
import { PATHS } from 'shared/contract/route-paths';

/** The site's palette (shared/ui/base.css): the primary blue, the page's white. */
const THEME_COLOR = '#1e3a8a';
const BACKGROUND_COLOR = '#ffffff';

/** The BDE portal's web app manifest: installs as its own app, opening at the portal. */
export function portalManifest() {
  const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: PATHS.bdePortal,
    name: 'BDE Partner Portal',
    short_name: 'BDE Portal',
    description: 'Leads, follow-ups, proposals and earnings of a BDE partner, also offline.',
    lang: 'en-IN',
    start_url: PATHS.bdePortal,
    // The whole site: the portal is also under each language's prefix (/te/bdedetails).
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      icon(PORTAL_ICON_PATHS.any192, 192, 'any'),
      icon(PORTAL_ICON_PATHS.any512, 512, 'any'),
      icon(PORTAL_ICON_PATHS.maskable192, 192, 'maskable'),
      icon(PORTAL_ICON_PATHS.maskable512, 512, 'maskable'),
    ],
  };
}
