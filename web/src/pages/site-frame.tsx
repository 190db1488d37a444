import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { ToasterOnDemand } from '../components/toaster-on-demand.tsx';

/**
 * Around every page of the app: the progress of a slow page change, and the toast region, mounted
 * only once something is told, and kept across pages (a sign-out says how it went on the page it
 * lands on).
 */
export function SiteFrame() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ToasterOnDemand />
    </>
  );
}
