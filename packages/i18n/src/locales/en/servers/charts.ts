// Namespace `servers`, keys `servers:charts.*` (issue 13). One file per screen part so each can
// grow on its own; ../servers.ts puts them together.
export default {
  rangeLabel: 'Period',
  ranges: { '1h': '1 h', '24h': '24 h', '7d': '7 d', '30d': '30 d' },
  rangeNames: {
    '1h': 'last hour',
    '24h': 'last 24 hours',
    '7d': 'last 7 days',
    '30d': 'last 30 days',
  },
  loading: 'Loading charts…',
  titles: { cpu: 'CPU', memory: 'Memory', disk: 'Disk', network: 'Network' },
  series: {
    cpu: 'CPU',
    memory: 'Used',
    read: 'Read',
    write: 'Write',
    in: 'Incoming',
    out: 'Outgoing',
  },
  chartLabel: '{{title}}, {{range}}',
  summary: '{{series}}: latest {{latest}}, average {{average}}, maximum {{max}}.',
  noData: {
    title: 'No data yet',
    text: 'The cloud has no measurements of this server for the period yet. They appear a few minutes after the server starts.',
    chart: 'No data yet for this period.',
  },
  failed: 'The charts could not be loaded: {{message}}',
  retry: 'Try again',
  units: {
    percent: '{{value}} %',
    perSecond: '{{size}}/s',
    b: 'B',
    kb: 'KB',
    mb: 'MB',
    gb: 'GB',
    tb: 'TB',
  },
} as const;
