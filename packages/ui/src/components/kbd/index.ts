export { Kbd, type KbdProps, type KbdSize } from './Kbd.tsx';
