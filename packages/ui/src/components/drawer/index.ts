export { Drawer, type DrawerProps, type DrawerSide, type DrawerWidth } from './Drawer.tsx';
