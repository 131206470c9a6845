import { Outlet } from 'react-router';
import { RouteEffects } from '../../app/RouteEffects.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './PublicLayout.module.css';

/** Layout of the public site: header, the page, footer. */
export function PublicLayout() {
  return (
    <div className={styles.layout}>
      <RouteEffects />
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
