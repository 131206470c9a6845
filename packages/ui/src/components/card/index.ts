export { Card, type CardProps, type CardTitleLevel } from './Card.tsx';
