// Namespace `affiliate`: the affiliate program. Keys are named by @cloud-portal/domain
// (`affiliate:transactionKind.reward`).
export default {
  transactionKind: {
    reward: 'Affiliate reward',
    payout: 'Affiliate payout',
  },
} as const;
