// Namespace `support`: support tickets. Keys are named by @cloud-portal/domain
// (`support:ticketStatus.hasReply`, `support:ticketTopic.billing`).
export default {
  ticketStatus: {
    new: 'New',
    hasReply: 'Has reply',
    inProgress: 'In progress',
    done: 'Done',
  },
  ticketTopic: {
    affiliate: 'Affiliate',
    billing: 'Billing',
    generalQuestions: 'General questions',
    technicalSupport: 'Technical support',
  },
} as const;
