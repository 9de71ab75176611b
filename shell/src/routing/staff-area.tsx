import { ROUTES } from 'shared/contract/routes';
import { NotificationStack } from 'shared/notifications/notification-stack';
import { RemotePage } from '../federation/remote-page';
import { RouteFrame } from './route-frame';

/**
 * /staff/*: the back office, loaded through federation only when opened. It draws its own frame, so
 * the public site's header, footer, newsletter and chat widget stay out.
 */
export function StaffArea() {
  return (
    <RouteFrame route={ROUTES.staff}>
      <RemotePage remote="staff" module="StaffApp" />
      <NotificationStack />
    </RouteFrame>
  );
}
