import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { FileDrop, type FileDropItem } from './FileDrop.tsx';

const statusLabels = {
  queued: 'Queued',
  uploading: 'Uploading',
  done: 'Uploaded',
  error: 'Failed',
};
const base = { label: 'Drag files here or', browseLabel: 'choose files' };

function file(name: string, content = 'data') {
  return new File([content], name, { type: 'text/plain' });
}

/** A drag event carrying files, as the browser sends it. */
function dataTransfer(files: File[]) {
  return { files, types: ['Files'], dropEffect: 'none' };
}

describe('FileDrop', () => {
  it('has a labelled file input that delivers chosen files', async () => {
    const onFiles = vi.fn();
    render(<FileDrop {...base} onFiles={onFiles} />);
    const input = screen.getByLabelText('choose files');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.hasAttribute('multiple')).toBe(true);
    const files = [file('a.txt'), file('b.txt')];
    await userEvent.upload(input, files);
    expect(onFiles).toHaveBeenCalledWith(files);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('is reachable by keyboard through the input', async () => {
    render(<FileDrop {...base} onFiles={() => {}} hint="Up to 5 GB per file" />);
    await userEvent.tab();
    const input = screen.getByLabelText('choose files');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Up to 5 GB per file').id);
  });

  it('shows the drag-over state while files are dragged over and delivers dropped files', () => {
    const onFiles = vi.fn();
    render(<FileDrop {...base} onFiles={onFiles} />);
    const zone = screen.getByText('Drag files here or', { exact: false }).parentElement!;
    expect(zone.dataset.state).toBe('idle');
    const files = [file('backup.tar.gz')];
    fireEvent.dragEnter(zone, { dataTransfer: dataTransfer(files) });
    expect(zone.dataset.state).toBe('over');
    // Crossing into a child fires enter on the child then leave on the parent: still over.
    fireEvent.dragEnter(screen.getByText('choose files'), { dataTransfer: dataTransfer(files) });
    fireEvent.dragLeave(zone);
    expect(zone.dataset.state).toBe('over');
    const over = createEvent.dragOver(zone, { dataTransfer: dataTransfer(files) });
    fireEvent(zone, over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(zone, { dataTransfer: dataTransfer(files) });
    expect(zone.dataset.state).toBe('idle');
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('returns to idle when the drag leaves', () => {
    render(<FileDrop {...base} onFiles={() => {}} />);
    const zone = screen.getByText('Drag files here or', { exact: false }).parentElement!;
    fireEvent.dragEnter(zone, { dataTransfer: dataTransfer([file('a')]) });
    fireEvent.dragLeave(zone);
    expect(zone.dataset.state).toBe('idle');
  });

  it('keeps only the first dropped file when multiple is false', () => {
    const onFiles = vi.fn();
    render(<FileDrop {...base} multiple={false} onFiles={onFiles} />);
    const zone = screen.getByText('Drag files here or', { exact: false }).parentElement!;
    const files = [file('a'), file('b')];
    fireEvent.drop(zone, { dataTransfer: dataTransfer(files) });
    expect(onFiles).toHaveBeenCalledWith([files[0]]);
    expect(screen.getByLabelText('choose files').hasAttribute('multiple')).toBe(false);
  });

  it('ignores drops and disables the input when disabled', () => {
    const onFiles = vi.fn();
    render(<FileDrop {...base} disabled onFiles={onFiles} />);
    const zone = screen.getByText('Drag files here or', { exact: false }).parentElement!;
    fireEvent.dragEnter(zone, { dataTransfer: dataTransfer([file('a')]) });
    expect(zone.dataset.state).toBe('idle');
    fireEvent.drop(zone, { dataTransfer: dataTransfer([file('a')]) });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByLabelText('choose files')).toHaveProperty('disabled', true);
  });

  const items: FileDropItem[] = [
    { id: '1', name: 'site.zip', size: '12 MB', progress: 0.42, status: 'uploading' },
    { id: '2', name: 'db.sql', size: '3 MB', progress: 0, status: 'queued' },
    { id: '3', name: 'logo.svg', size: '4 KB', progress: 1, status: 'done' },
    {
      id: '4',
      name: 'huge.iso',
      size: '6 GB',
      progress: 0.1,
      status: 'error',
      error: 'The bucket is over its quota',
    },
  ];

  it('lists uploads with status, progress bars named by the file, and the error message', () => {
    render(
      <FileDrop
        {...base}
        onFiles={() => {}}
        items={items}
        listLabel="Uploads"
        statusLabels={statusLabels}
      />,
    );
    const list = screen.getByRole('list', { name: 'Uploads' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.status)).toEqual(['uploading', 'queued', 'done', 'error']);
    expect(within(rows[0]!).getByText('12 MB · Uploading')).toBeDefined();
    const progress = screen.getByRole('progressbar', { name: 'site.zip' });
    expect(progress.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('progressbar', { name: 'db.sql' }).getAttribute('aria-valuenow')).toBe(
      '0',
    );
    expect(screen.queryByRole('progressbar', { name: 'logo.svg' })).toBeNull();
    expect(within(rows[3]!).getByText('The bucket is over its quota')).toBeDefined();
  });

  it('offers cancel for running uploads and retry for failed ones, named with the file', async () => {
    const onCancel = vi.fn();
    const onRetry = vi.fn();
    render(
      <FileDrop
        {...base}
        onFiles={() => {}}
        items={items}
        statusLabels={statusLabels}
        onCancel={onCancel}
        cancelLabel="Cancel"
        onRetry={onRetry}
        retryLabel="Retry"
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel db.sql' }));
    expect(onCancel).toHaveBeenCalledWith('2');
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry huge.iso' }));
    expect(onRetry).toHaveBeenCalledWith('4');
  });

  it('renders no list without items', () => {
    render(<FileDrop {...base} onFiles={() => {}} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <FileDrop
        {...base}
        hint="Up to 5 GB per file"
        onFiles={() => {}}
        items={items}
        listLabel="Uploads"
        statusLabels={statusLabels}
        onCancel={() => {}}
        cancelLabel="Cancel"
        onRetry={() => {}}
        retryLabel="Retry"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
