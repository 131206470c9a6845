import type { Region } from '@cloud-portal/api-client';
import { createServer, getServer } from '@cloud-portal/cloud-sdk/compute';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_IMAGE_ID, SANDBOX_NETWORK } from '../../cloud/compute/testing.ts';
import { createBrowser, formsOf } from '../../test-support/browser.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';

// The admin page's Cloud section: per region, maintenance, out of stock and Nova's build fault.

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-11-21T10:00:00.000Z');
  server = await startTestServer({ now: () => clock });
});
afterEach(async () => {
  await server.close();
});

/** The form of one switch of one region on the admin page. */
function switchForm(page: LightMyRequestResponse, region: string, name: string) {
  const form = formsOf(page.body).find(
    (candidate) => candidate.hidden['region'] === region && candidate.hidden['switch'] === name,
  );
  if (form === undefined) throw new Error(`no ${name} switch for ${region}`);
  return form;
}

async function regionMeta(id: string): Promise<Region['meta']> {
  const response = await server.app.inject({ method: 'GET', url: `/api/regions/${id}/` });
  return response.json<Region>().meta;
}

/** Creates a server in eu-west2 and lets the sandbox clock run until it settles. */
async function settledServer(name: string) {
  const { client } = await demoCloudClient(server.app);
  const created = await createServer(client, {
    name,
    flavorRef: 'std.2c4g',
    imageRef: SANDBOX_IMAGE_ID,
    networks: [{ uuid: SANDBOX_NETWORK.id }],
  });
  // Nova's build takes 4 s on the sandbox clock; read until it leaves BUILD.
  for (let step = 0; step < 20; step += 1) {
    clock = new Date(clock.getTime() + 500);
    if ((await getServer(client, { serverId: created.id })).status !== 'BUILD') break;
  }
  return getServer(client, { serverId: created.id });
}

describe('the Cloud section of /sandbox/admin', () => {
  it('shows each region’s switches in their current state', async () => {
    const page = await createBrowser(server.app).get('/sandbox/admin');

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2>Cloud</h2>');
    // As seeded: eu-central1 in maintenance, us-east1 out of stock, no build fails.
    expect(switchForm(page, 'eu-central1', 'maintenance').hidden['state']).toBe('off');
    expect(switchForm(page, 'eu-west2', 'maintenance').hidden['state']).toBe('on');
    expect(switchForm(page, 'us-east1', 'out_of_stock').hidden['state']).toBe('off');
    expect(switchForm(page, 'eu-west2', 'out_of_stock').hidden['state']).toBe('on');
    for (const region of ['eu-west2', 'us-east1', 'eu-central1', 'ru-msk1', 'za-jnb1', 'ap-sg1'])
      expect(switchForm(page, region, 'fail_builds').hidden['state'], region).toBe('on');
    expect(page.body).toContain('aria-label="Turn off maintenance in eu-central1"');
    // The customers' section is still there.
    expect(page.body).toContain('<form method="post" action="/sandbox/admin/impersonate">');
  });

  it('maintenance and out of stock change GET /api/regions/, back and forth (post, redirect, get)', async () => {
    const browser = createBrowser(server.app);
    const page = await browser.get('/sandbox/admin');
    const maintenance = switchForm(page, 'eu-west2', 'maintenance');

    const turnedOn = await browser.post(maintenance.action, maintenance.hidden);

    expect(turnedOn.statusCode).toBe(303);
    expect(turnedOn.headers.location).toBe('/sandbox/admin#cloud');
    expect(await regionMeta('eu-west2')).toMatchObject({
      is_maintenance: true,
      is_out_of_stock: false,
    });
    const listed = (await server.app.inject({ method: 'GET', url: '/api/regions/' })).json<
      Region[]
    >();
    expect(listed.find((region) => region.id === 'eu-west2')?.meta.is_maintenance).toBe(true);

    const after = await browser.get('/sandbox/admin');
    const stock = switchForm(after, 'us-east1', 'out_of_stock');
    expect(switchForm(after, 'eu-west2', 'maintenance').hidden['state']).toBe('off');
    expect(stock.hidden['state']).toBe('off');
    expect((await browser.post(stock.action, stock.hidden)).statusCode).toBe(303);
    expect((await regionMeta('us-east1')).is_out_of_stock).toBe(false);
    const outOfStock = switchForm(after, 'eu-west2', 'out_of_stock');
    expect((await browser.post(outOfStock.action, outOfStock.hidden)).statusCode).toBe(303);
    expect((await regionMeta('eu-west2')).is_out_of_stock).toBe(true);

    const again = switchForm(await browser.get('/sandbox/admin'), 'eu-west2', 'maintenance');
    expect((await browser.post(again.action, again.hidden)).statusCode).toBe(303);
    expect(await regionMeta('eu-west2')).toMatchObject({
      is_maintenance: false,
      is_out_of_stock: true,
    });
  });

  it('builds fail: a new server in the region ends in ERROR with Nova’s fault, until it is off', async () => {
    const browser = createBrowser(server.app);
    const on = switchForm(await browser.get('/sandbox/admin'), 'eu-west2', 'fail_builds');

    expect((await browser.post(on.action, on.hidden)).statusCode).toBe(303);
    expect(server.modules.compute.service.failBuilds('eu-west2')).toBe(true);
    expect(server.modules.compute.service.failBuilds('ap-sg1')).toBe(false);
    const failed = await settledServer('doomed');
    expect(failed.status).toBe('ERROR');
    expect(failed.fault?.message).toBe(
      'No valid host was found. There are not enough hosts available.',
    );

    const off = switchForm(await browser.get('/sandbox/admin'), 'eu-west2', 'fail_builds');
    expect(off.hidden['state']).toBe('off');
    expect((await browser.post(off.action, off.hidden)).statusCode).toBe(303);
    expect((await settledServer('fine')).status).toBe('ACTIVE');
  });

  it('refuses a post without the page token, with another visitor’s, cross-site or from a foreign Host: nothing changes', async () => {
    const browser = createBrowser(server.app);
    const form = switchForm(await browser.get('/sandbox/admin'), 'eu-west2', 'maintenance');
    const { csrf_token: token, ...fields } = form.hidden;
    const someoneElse = createBrowser(server.app);
    await someoneElse.get('/sandbox/admin');
    const foreignToken = someoneElse.jar.get('csrftoken__') ?? '';
    const build = switchForm(await browser.get('/sandbox/admin'), 'eu-west2', 'fail_builds');

    const refused = [
      await browser.post(form.action, fields),
      await browser.post(form.action, { ...fields, csrf_token: foreignToken }),
      await browser.post(form.action, form.hidden, { origin: 'http://evil.test' }),
      await browser.post(form.action, form.hidden, { host: 'evil.test:8080' }),
      await createBrowser(server.app, 'evil.test:8080').post(form.action, form.hidden),
      await browser.post(build.action, { ...build.hidden, csrf_token: '' }),
    ];
    const remote = await server.app.inject({
      method: 'POST',
      url: form.action,
      remoteAddress: '203.0.113.9',
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form.hidden).toString(),
    });

    for (const response of [...refused, remote]) {
      expect(response.statusCode).toBe(403);
      expect(response.headers.location).toBeUndefined();
    }
    expect(token).not.toBe('');
    expect((await regionMeta('eu-west2')).is_maintenance).toBe(false);
    expect(server.modules.compute.service.failBuilds('eu-west2')).toBe(false);
    // The same visitor's own token works.
    expect((await browser.post(form.action, form.hidden)).statusCode).toBe(303);
    expect((await regionMeta('eu-west2')).is_maintenance).toBe(true);
  });

  it('changes nothing on a GET (405) and refuses an unknown region (404) or switch (400)', async () => {
    const browser = createBrowser(server.app);
    const form = switchForm(await browser.get('/sandbox/admin'), 'eu-west2', 'maintenance');

    const get = await browser.get(
      '/sandbox/admin/cloud?region=eu-west2&switch=maintenance&state=on',
    );
    const unknownRegion = await browser.post(form.action, { ...form.hidden, region: 'mars-1' });
    const unknownSwitch = await browser.post(form.action, {
      ...form.hidden,
      switch: 'is_available',
    });
    const badState = await browser.post(form.action, { ...form.hidden, state: 'maybe' });

    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(unknownRegion.statusCode).toBe(404);
    expect(unknownSwitch.statusCode).toBe(400);
    expect(badState.statusCode).toBe(400);
    expect((await regionMeta('eu-west2')).is_maintenance).toBe(false);
  });
});
