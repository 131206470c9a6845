import type { Messages } from '../../messages.ts';
import type en from '../en/support.ts';

export default {
  ticketStatus: {
    new: '新建',
    hasReply: '已回复',
    inProgress: '处理中',
    done: '已完成',
  },
  ticketTopic: {
    affiliate: '推广计划',
    billing: '账单',
    generalQuestions: '一般问题',
    technicalSupport: '技术支持',
  },
} as const satisfies Messages<typeof en, 'zh'>;
