import { describe, expect, it } from 'vitest';
import { glanceErrorBody, statusLine, webobForm } from './errors.ts';

describe('webobForm (webob picks text/html or application/json, else text/plain)', () => {
  it.each([
    ['application/json', 'json'],
    // Equal quality (json exactly, html through */*): the first offer, text/html, wins.
    ['application/json, text/plain, */*', 'html'],
    ['text/html', 'html'],
    ['*/*', 'html'],
    ['text/*', 'html'],
    ['application/*', 'json'],
    ['text/html;q=0.5, application/json', 'json'],
    ['application/json;q=0.2, */*;q=0.9', 'html'],
    ['text/plain', 'plain'],
    ['', 'plain'],
    [undefined, 'plain'],
    ['application/json;q=0', 'plain'],
    ['garbage', 'plain'],
  ] as const)('Accept %j → %s', (accept, form) => {
    expect(webobForm(accept)).toBe(form);
  });
});

describe('glanceErrorBody', () => {
  it('JSON: the explanation with webob’s template tail, the status line as code', () => {
    const { contentType, body } = glanceErrorBody(404, 'No image found with ID x', 'json');
    expect(contentType).toBe('application/json');
    expect(JSON.parse(body)).toEqual({
      message: 'No image found with ID x<br /><br />\n\n\n',
      code: '404 Not Found',
      title: 'Not Found',
    });
    // Python's json.dumps spacing and webob's key order.
    expect(body.startsWith('{"message": "No image found')).toBe(true);
  });

  it('plain text: status line, blank line, explanation', () => {
    expect(glanceErrorBody(403, 'Nope.', 'plain')).toEqual({
      contentType: 'text/plain; charset=UTF-8',
      body: '403 Forbidden\n\nNope.\n\n   ',
    });
  });

  it('HTML: webob’s page, with the explanation escaped', () => {
    const { contentType, body } = glanceErrorBody(400, 'Invalid sort key: <x>', 'html');
    expect(contentType).toBe('text/html; charset=UTF-8');
    expect(body).toContain('<title>400 Bad Request</title>');
    expect(body).toContain('<h1>400 Bad Request</h1>');
    expect(body).toContain('Invalid sort key: &lt;x&gt;<br /><br />');
    expect(body).not.toContain('<x>');
  });

  it('status lines use webob’s titles', () => {
    expect(statusLine(413)).toBe('413 Request Entity Too Large');
    expect(statusLine(418)).toBe('418 Error');
  });
});
