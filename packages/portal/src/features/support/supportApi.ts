import type {
  Ticket,
  TicketAttachment,
  TicketAttachmentUpload,
  TicketCreateRequest,
  TicketReplyRequest,
  TicketSummary,
} from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';
import { saveBlob } from './saveBlob.ts';

// Support tickets (§2 support/tickets, §3 Ticket). Writes are `silent`: the screens show their
// failures next to the form (with the text kept), so no global toast repeats them.

const supportEndpoints = productApi.enhanceEndpoints({ addTagTypes: ['Ticket'] });

/** The product API's support endpoints. */
export const supportApi = supportEndpoints.injectEndpoints({
  endpoints: (build) => ({
    listTickets: build.query<TicketSummary[], void>({
      query: () => (client, signal) => client.GET('/tickets/', { signal }),
      providesTags: [{ type: 'Ticket', id: 'LIST' }],
    }),
    getTicket: build.query<Ticket, string>({
      query: (id) => (client, signal) =>
        client.GET('/tickets/{id}/', { params: { path: { id } }, signal }),
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
    createTicket: build.mutation<Ticket, TicketCreateRequest>({
      query: (body) => (client, signal) => client.POST('/tickets/', { body, signal }),
      extraOptions: { silent: true },
      invalidatesTags: [{ type: 'Ticket', id: 'LIST' }],
    }),
    replyToTicket: build.mutation<Ticket, { id: string } & TicketReplyRequest>({
      query:
        ({ id, ...body }) =>
        (client, signal) =>
          client.POST('/tickets/{id}/replies/', { params: { path: { id } }, body, signal }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Ticket', id },
        { type: 'Ticket', id: 'LIST' },
      ],
    }),
    closeTicket: build.mutation<Ticket, string>({
      query: (id) => (client, signal) =>
        client.POST('/tickets/{id}/close/', { params: { path: { id } }, signal }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, _error, id) => [
        { type: 'Ticket', id },
        { type: 'Ticket', id: 'LIST' },
      ],
    }),
    uploadTicketAttachment: build.mutation<TicketAttachment, TicketAttachmentUpload>({
      query: (body) => (client, signal) => client.POST('/ticket-attachments/', { body, signal }),
      extraOptions: { silent: true },
    }),
    /** Fetches a file through the API client (session renewal included) and saves it. */
    downloadTicketAttachment: build.mutation<null, Pick<TicketAttachment, 'id' | 'file_name'>>({
      query:
        ({ id, file_name }) =>
        async (client, signal) => {
          const result = await client.GET('/ticket-attachments/{id}/', {
            params: { path: { id } },
            parseAs: 'blob',
            signal,
          });
          if (result.response.ok && result.data instanceof Blob) saveBlob(file_name, result.data);
          // The blob is not kept in the store (not serialisable, and already saved).
          return { ...result, data: null };
        },
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListTicketsQuery,
  useGetTicketQuery,
  useCreateTicketMutation,
  useReplyToTicketMutation,
  useCloseTicketMutation,
  useUploadTicketAttachmentMutation,
  useDownloadTicketAttachmentMutation,
} = supportApi;
