// Test helper: reads the official OpenStack API samples (contract fixtures) that live beside the
// repository: /work/shared/openstack-samples next to /work/main, i.e. `../shared` from the repo
// root (CI clones main with shared/ beside it). OPENSTACK_SAMPLES_DIR overrides the location.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// src/testing/ → src → cloud-sdk → packages → repo root → its parent.
const DEFAULT_ROOT = new URL('../../../../../shared/openstack-samples/', import.meta.url);

function samplesRoot(): URL {
  const override = process.env.OPENSTACK_SAMPLES_DIR;
  return override
    ? pathToFileURL(override.endsWith('/') ? override : `${override}/`)
    : DEFAULT_ROOT;
}

/** Reads a sample file as text, e.g. `keystone/v3/auth/requests/project-id-password.json`. */
export function readSampleText(relativePath: string): string {
  const url = new URL(relativePath, samplesRoot());
  if (!existsSync(url)) {
    throw new Error(
      `OpenStack sample not found: ${url.pathname}. The contract tests need ../shared/openstack-samples beside the repository (or OPENSTACK_SAMPLES_DIR).`,
    );
  }
  return readFileSync(url, 'utf8');
}

/** Reads and parses a JSON sample. */
export function readSampleJson<T = unknown>(relativePath: string): T {
  return JSON.parse(readSampleText(relativePath)) as T;
}

/** One entry of the samples' manifest.json. */
export interface SampleManifestEntry {
  readonly service: string;
  readonly file: string;
  readonly kind: string;
  readonly operations: readonly {
    readonly method: string;
    readonly path: string;
    readonly title: string;
  }[];
}

/** The samples' manifest (index of every file with its operations). */
export function readSampleManifest(): readonly SampleManifestEntry[] {
  return readSampleJson<SampleManifestEntry[]>('manifest.json');
}

/** Parses a raw HTTP response text sample into status and headers (lower-case names). */
export function parseHttpResponseText(raw: string): {
  status: number;
  headers: Record<string, string>;
} {
  const lines = raw.split(/\r?\n/);
  const statusLine = lines.find((line) => line.startsWith('HTTP/')) ?? '';
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(lines.indexOf(statusLine) + 1)) {
    if (line.trim() === '') break;
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers };
}
