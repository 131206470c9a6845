export { Popover, type PopoverAlign, type PopoverProps, type PopoverSide } from './Popover.tsx';
