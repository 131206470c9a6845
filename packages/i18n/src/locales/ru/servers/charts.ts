import type { Messages } from '../../../messages.ts';
import type en from '../../en/servers/charts.ts';

export default {
  rangeLabel: 'Период',
  ranges: { '1h': '1 ч', '24h': '24 ч', '7d': '7 д', '30d': '30 д' },
  rangeNames: {
    '1h': 'последний час',
    '24h': 'последние 24 часа',
    '7d': 'последние 7 дней',
    '30d': 'последние 30 дней',
  },
  loading: 'Загружаем графики…',
  titles: { cpu: 'Процессор', memory: 'Память', disk: 'Диск', network: 'Сеть' },
  series: {
    cpu: 'Процессор',
    memory: 'Занято',
    read: 'Чтение',
    write: 'Запись',
    in: 'Входящий',
    out: 'Исходящий',
  },
  chartLabel: '{{title}}, {{range}}',
  summary: '{{series}}: сейчас {{latest}}, в среднем {{average}}, максимум {{max}}.',
  noData: {
    title: 'Данных пока нет',
    text: 'У облака пока нет измерений этого сервера за этот период. Они появляются через несколько минут после запуска сервера.',
    chart: 'За этот период данных пока нет.',
  },
  failed: 'Не удалось загрузить графики: {{message}}',
  retry: 'Повторить',
  units: {
    percent: '{{value}} %',
    perSecond: '{{size}}/с',
    b: 'Б',
    kb: 'КБ',
    mb: 'МБ',
    gb: 'ГБ',
    tb: 'ТБ',
  },
} as const satisfies Messages<typeof en, 'ru'>;
