// Checked by `tsc -p tsconfig.web.json`, never run: a module name a remote does not expose, or one
// paired with the wrong remote, must not compile. If an @ts-expect-error line compiled, tsc would
// report the directive as unused and fail.
import type { RemoteModule, RemoteModuleRef } from './remote-modules';

export const exposed: RemoteModule<'marketing'>[] = ['HomePage', 'ClientInfoPage'];
export const portal: RemoteModuleRef = { remote: 'bdePortal', module: 'BdePortal' };
export const backOffice: RemoteModuleRef = { remote: 'staff', module: 'StaffApp' };

// @ts-expect-error a typo in a module name
export const typo: RemoteModule<'marketing'> = 'HomePagee';
// @ts-expect-error the "./" of the webpack key is not part of the name
export const withDot: RemoteModule<'userPortal'> = './UserPortal';
// @ts-expect-error a module of another remote
export const wrongRemote: RemoteModuleRef = { remote: 'marketing', module: 'BdePortal' };
// @ts-expect-error the back office exposes its app only
export const staffPage: RemoteModuleRef = { remote: 'staff', module: 'HomePage' };
