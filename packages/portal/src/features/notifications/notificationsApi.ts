import type { Notification } from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';

/** §7 `GET notifications`: the site notifications, for the banners of both layouts. */
export const notificationsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<Notification[], void>({
      query: () => (client, signal) => client.GET('/notifications', { signal }),
    }),
  }),
});

export const { useListNotificationsQuery } = notificationsApi;
