export {
  QRCode,
  moduleMatrix,
  modulesPath,
  type ModuleMatrix,
  type QRCodeLevel,
  type QRCodeProps,
} from './QRCode.tsx';
