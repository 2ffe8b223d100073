import { whiteboardTools } from '@chalkline/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { callsOf, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { readElement } from './model';
import { FakeClassroom } from './testing/fakeClassroom';
import type { WhiteboardElement } from './types';
import { WhiteboardPanel } from './WhiteboardPanel';
import type { ClassroomSocket } from './wire';

// The upload path is under test, not the compression library (which needs a real browser's workers).
vi.mock('../../../lib/compressImage', () => ({ compressImage: async (file: File) => file }));

const boardId = '5b0b5c43-7a4c-4d1e-9d55-0a9f1b6f1c11';
let net: FakeClassroom;

function renderPanel() {
  net = new FakeClassroom(boardId);
  const socket = net.connect('tutor') as unknown as ClassroomSocket;
  renderWithProviders(
    <WhiteboardPanel
      socket={socket}
      roomId="meet:room-1"
      whiteboardId={boardId}
      initialState={Y.encodeStateAsUpdate(new Y.Doc())}
      user={{ key: 'tutor', name: 'Chidi', color: '#1976d2' }}
    />,
  );
}

/** The elements of the board as the server holds them. */
function serverElements(): WhiteboardElement[] {
  net.flush();
  const elements = net.doc.getMap<Y.Map<unknown>>('elements');
  return [...elements.entries()].map(([id, map]) => readElement(id, map));
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Whiteboard tools' });
const zoomLevel = () => within(toolbar()).getByRole('button', { name: /^Zoom level/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhiteboardPanel', () => {
  it('offers every whiteboard tool of platform spec 3.1, free hand first selected', () => {
    renderPanel();
    const bar = within(toolbar());
    const actions: Record<string, string> = { IMAGE: 'Add an image', UNDO: 'Undo', REDO: 'Redo' };
    for (const tool of whiteboardTools) {
      const action = actions[tool];
      if (action) expect(bar.getByRole('button', { name: action })).toBeTruthy();
      else expect(toolbar().querySelector(`[data-tool="${tool}"]`), tool).not.toBeNull();
    }
    expect(toolbar().querySelector('[data-tool="SCRIBBLE"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('whiteboard-image-input').getAttribute('accept')).toBe('image/*');
  });

  it('zooms by 1.1 per button press, and back to 100% (the 5%–500% clamp: limits.test.ts)', () => {
    renderPanel();
    const bar = within(toolbar());
    expect(zoomLevel().textContent).toBe('100%');
    fireEvent.click(bar.getByRole('button', { name: 'Zoom in' }));
    expect(zoomLevel().textContent).toBe('110%');
    fireEvent.click(zoomLevel());
    expect(zoomLevel().textContent).toBe('100%');
    fireEvent.click(bar.getByRole('button', { name: 'Zoom out' }));
    expect(zoomLevel().textContent).toBe('91%');
  });

  it('draws in black, 3 wide, until the style is changed', () => {
    renderPanel();
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Colour and width' }));
    expect(screen.getByText('Stroke width: 3')).toBeTruthy();
    const strokes = screen.getByRole('radiogroup', { name: 'Stroke colour' });
    expect(within(strokes).getByRole('radio', { name: '#000000' }).getAttribute('aria-checked')).toBe('true');
    const slider = screen.getByRole('slider');
    expect([slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax')]).toEqual(['1', '20']);
  });

  it('refuses a file that is not an image, and places an uploaded image 200 x 200 by its download URL', async () => {
    const fetchMock = stubApi({ 'POST /files/upload': { data: { keys: ['whiteboard/photo.png'] } } });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('whiteboard-status').getAttribute('data-ready')).toBe('true'));
    const input = screen.getByTestId('whiteboard-image-input');

    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please choose an image file')).toBeTruthy();
    expect(callsOf(fetchMock)).toEqual([]);

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() => expect(screen.getByTestId('whiteboard-status').getAttribute('data-element-count')).toBe('1'));
    const [[method, path, body]] = callsOf(fetchMock) as unknown as [[string, string, FormData]];
    expect([method, path]).toEqual(['POST', '/files/upload']);
    expect(body.get('folder')).toBe('whiteboard');
    expect(body.get('room')).toBe('meet:room-1');
    let elements: WhiteboardElement[] = [];
    act(() => {
      elements = serverElements();
    });
    const [image] = elements;
    expect(image).toMatchObject({
      tool: 'IMAGE',
      width: 200,
      height: 200,
      previewSrc: '/api/download/file?file=whiteboard%2Fphoto.png',
    });
    // The document holds a URL, never the picture's bytes.
    expect(JSON.stringify(image).length).toBeLessThan(400);
  });

  it('reads the board as text and adds words and shapes without a pointer, for everyone (issue 35)', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('whiteboard-status').dataset.ready).toBe('true'));
    const toggle = within(toolbar()).getByRole('button', { name: 'Board as text' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const region = screen.getByRole('region', { name: 'The board as text' });
    expect(within(region).getByText('The board is empty.')).toBeTruthy();

    // Words are required for text; the error is tied to the field.
    fireEvent.click(within(region).getByRole('button', { name: 'Add to the board' }));
    expect(within(region).getByRole('textbox', { name: 'Words' }).getAttribute('aria-invalid')).toBe('true');
    expect(serverElements()).toHaveLength(0);

    fireEvent.change(within(region).getByRole('textbox', { name: 'Words' }), { target: { value: '2 + 2 = 4' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add to the board' }));
    fireEvent.mouseDown(within(region).getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rectangle' }));
    expect(within(region).queryByRole('textbox', { name: 'Words' })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Add to the board' }));

    const list = within(region).getByRole('list', { name: 'On the board (2)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Text: “2 + 2 = 4”', 'Rectangle']);
    const held = serverElements();
    expect(held.map((e) => e.tool).sort()).toEqual(['RECTANGLE', 'TEXT']);
    const rectangle = held.find((e) => e.tool === 'RECTANGLE');
    expect([rectangle?.width, rectangle?.height]).toEqual([200, 120]);
    expect(held.find((e) => e.tool === 'TEXT')?.text).toBe('2 + 2 = 4');
  });
});
