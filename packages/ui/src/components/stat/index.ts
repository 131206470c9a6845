export { Stat, type StatProps, type StatTrend, type StatTrendTone } from './Stat.tsx';
